/**
 * usersignup: creates the signed-up member's profile with their signup (and referral) credits.
 * The caller must be that user with a confirmed e-mail. A Paid Member choice starts as Free Member
 * with a pending membership request; the payment webhook upgrades it once the payment is confirmed.
 */
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { syncUserMetadata } from '../_shared/account.ts';
import { identifyCaller } from '../_shared/caller.ts';
import { UserSignupBody } from '../_shared/domain/schemas/functions.ts';
import { FunctionError, jsonReply, readBody, serveJson } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';

const DUPLICATE =
  'A member with this email or mobile number already exists (duplicate key): use another email or mobile number.';

function profileColumns(body: UserSignupBody, email: string, referralCode: string | null) {
  return {
    member_name: body.memberName,
    business_name: body.businessName,
    email,
    mobile_number: body.mobileNumber || null,
    country_code: body.countryCode || null,
    gst_number: body.gstNumber,
    country: body.country,
    state: body.state,
    district: body.district,
    city: body.city,
    pin_zip_code: body.pinZipCode,
    business_type: body.businessType,
    list_in_directory: body.listInDirectory,
    membership_type: 'Free Member',
    referral_code: referralCode,
  };
}

/** create_member_profile; a clash on the member's own new referral code is retried with a server-made one. */
async function createProfile(service: SupabaseClient, body: UserSignupBody, email: string): Promise<void> {
  const call = (referralCode: string | null) =>
    service.rpc('create_member_profile', {
      p_user_id: body.userId,
      p_profile: profileColumns(body, email, referralCode),
      p_referral_code_used: body.referralCodeUsed,
    });
  let { error } = await call(body.newMemberReferralCode);
  if (error?.code === '23505' && error.message.includes('referral_code')) ({ error } = await call(null));
  if (error) throw profileError(error);
}

function profileError(error: PostgrestError): Error {
  if (error.code === '23505') return new FunctionError(409, DUPLICATE);
  // Check violations and the RPC's own refusals (e.g. an unknown referral code) are the caller's to fix.
  if (error.code === 'P0001' || error.code === '23514') return new FunctionError(400, error.message);
  return new Error(`create_member_profile failed: ${error.code} ${error.message}`);
}

export default serveJson('usersignup', async (req) => {
  const body = await readBody(req, UserSignupBody);
  const caller = await identifyCaller(req);
  if (caller.kind !== 'user' || caller.user.id !== body.userId)
    throw new FunctionError(403, 'You can only create your own profile.');
  const email = caller.user.email;
  if (!email || !caller.user.email_confirmed_at)
    throw new FunctionError(403, 'Please verify your email before completing your profile.');

  const service = serviceClient();
  await createProfile(service, body, email);
  const paymentRequired = body.membershipType === 'Paid Member';
  if (paymentRequired) {
    const { error } = await service
      .from('membership_requests')
      .insert({ user_id: body.userId, requested_type: body.membershipType });
    if (error) throw new Error(`recording the membership request failed: ${error.message}`);
  }
  // The profile is what counts; stale metadata only affects menus until the app's own update.
  await syncUserMetadata(service, body.userId, {
    member_name: body.memberName,
    business_name: body.businessName,
    membership_type: 'Free Member',
  }).catch((e) => console.error('usersignup: metadata update failed:', e));
  return jsonReply(200, {
    success: true,
    message: paymentRequired
      ? 'Profile created. Complete the payment to become a Paid Member.'
      : 'Profile created with your signup credits.',
    paymentRequired,
  });
});
