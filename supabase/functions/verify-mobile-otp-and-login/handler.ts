/**
 * verify-mobile-otp-and-login: checks the texted code and answers `{ action_link }`, a magic link for
 * the member's e-mail; the app sends the browser there and the auth API puts the session in the URL
 * hash. The signup variant (`{ mobile, otp }`) only confirms the number.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { TRIAL_PERIOD_EXPIRED } from '../_shared/domain/messages.ts';
import { isSignupVariant, VerifyLoginOtpBody, VerifySignupOtpBody } from '../_shared/domain/schemas/functions.ts';
import { isTrialExpired } from '../_shared/domain/trial.ts';
import { jsonReply, parseBody, readJson, serveJson } from '../_shared/http.ts';
import { otpError, verifyOtp } from '../_shared/mobile-otp.ts';
import { serviceClient } from '../_shared/supabase.ts';

export default serveJson('verify-mobile-otp-and-login', async (req) => {
  const raw = await readJson(req);
  const service = serviceClient();
  if (isSignupVariant(raw)) {
    const body = parseBody(raw, VerifySignupOtpBody);
    await verifyOtp(service, { countryCode: '', mobileNumber: body.mobile }, 'signup', body.otp);
    return jsonReply(200, { message: 'Mobile number verified.' });
  }
  const body = parseBody(raw, VerifyLoginOtpBody);
  const { userId } = await verifyOtp(service, body, 'login', body.otp);
  // The link is for the login e-mail of the account itself, whatever the profile row says.
  const account = userId ? await service.auth.admin.getUserById(userId) : null;
  const email = account?.data.user?.email;
  if (!email) throw otpError(404, 'No account is registered with this mobile number.');
  // The server enforces the 15-day trial too: no login link for an expired Free Member.
  if (await trialHasEnded(service, userId!)) {
    throw otpError(
      403,
      `${TRIAL_PERIOD_EXPIRED}: your 15-day free trial has ended. Upgrade to a Paid Membership to log in.`,
    );
  }
  const { data, error } = await service.auth.admin.generateLink({
    type: 'magiclink',
    email,
    options: body.redirectTo ? { redirectTo: body.redirectTo } : undefined,
  });
  if (error || !data.properties?.action_link) throw new Error(`generate_link failed: ${error?.message}`);
  return jsonReply(200, { action_link: data.properties.action_link });
});

/** A Free Member (not staff, not a corporate executive) whose account is older than the trial. */
async function trialHasEnded(service: SupabaseClient, userId: string): Promise<boolean> {
  const [profile, staff, executive] = await Promise.all([
    service.from('yarnconnect_free').select('membership_type, created_at').eq('id', userId).maybeSingle(),
    service.from('staff').select('user_id').eq('user_id', userId).maybeSingle(),
    service.from('company_executives').select('user_id').eq('user_id', userId).maybeSingle(),
  ]);
  const error = profile.error ?? staff.error ?? executive.error;
  if (error) throw new Error(`trial lookup failed: ${error.message}`);
  if (!profile.data || staff.data || executive.data) return false;
  return profile.data.membership_type === 'Free Member' && isTrialExpired(profile.data.created_at, new Date());
}
