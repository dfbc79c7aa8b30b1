/**
 * manage-user-profile (admin panel, trade §7): `update` edits a member's profile fields (status and credit
 * fields through admin_update_member, so the ledger stays whole; the e-mail on the login and the profile
 * together) and `delete` removes the member's files, then their account. Admins only, checked as the caller.
 * The database work runs as the calling admin (their token), so RLS applies and the audit log records who
 * acted; only the auth user (its e-mail) and the files need the service role.
 */
import { removeOwnFiles, syncUserMetadata } from '../_shared/account.ts';
import { identifyCaller, requirePlatformOrAdmin, type Caller } from '../_shared/caller.ts';
import { ManageUserProfileBody, type AdminProfileFields } from '../_shared/domain/schemas/functions.ts';
import type { Json } from '../_shared/database.types.ts';
import { FunctionError, jsonReply, readBody, serveJson } from '../_shared/http.ts';
import { callerClient, serviceClient, type FunctionClient } from '../_shared/supabase.ts';

const DUPLICATE = 'This email or mobile number already exists.';

/** Status and credit fields (admin_update_member) apart from the plain profile fields. */
function split(userData: AdminProfileFields) {
  const { membership_type, is_verified_member, is_corporate_member, messaging_credits, ...profile } = userData;
  const status = Object.fromEntries(
    Object.entries({ membership_type, is_verified_member, is_corporate_member, messaging_credits }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Json;
  return { status, profile };
}

/** The client the database work runs as: the calling admin, or the platform itself. */
const actingClient = (caller: Caller): FunctionClient =>
  caller.kind === 'user' ? callerClient(caller.token) : serviceClient();

/** Moves the login to the new address first (refused when another account has it); returns the old one. */
async function changeLoginEmail(service: FunctionClient, userId: string, email: string): Promise<string | null> {
  const { data, error } = await service.auth.admin.getUserById(userId);
  if (error?.status === 404 || !data?.user) throw new FunctionError(404, 'This account does not exist.');
  if (error) throw new Error(`reading auth user ${userId} failed: ${error.message}`);
  const old = data.user.email ?? null;
  if (old?.toLowerCase() === email) return null;
  const changed = await service.auth.admin.updateUserById(userId, { email, email_confirm: true });
  if (changed.error?.status === 422 || changed.error?.code === 'email_exists') throw new FunctionError(409, DUPLICATE);
  if (changed.error) throw new Error(`changing the e-mail of ${userId} failed: ${changed.error.message}`);
  return old;
}

async function updateMember(caller: Caller, userId: string, userData: AdminProfileFields): Promise<void> {
  const db = actingClient(caller);
  const service = serviceClient();
  const { status, profile } = split(userData);
  const previousEmail = userData.email ? await changeLoginEmail(service, userId, userData.email) : null;
  try {
    if (Object.keys(profile).length > 0) {
      const { data, error } = await db.from('yarnconnect_free').update(profile).eq('id', userId).select('id');
      if (error?.code === '23505') throw new FunctionError(409, DUPLICATE);
      if (error?.code === '23514') throw new FunctionError(400, error.message);
      if (error) throw new Error(`updating the profile failed: ${error.code} ${error.message}`);
      if (data.length === 0) throw new FunctionError(404, 'Member profile not found.');
    }
    if (Object.keys(status as object).length > 0) {
      const { error } = await db.rpc('admin_update_member', { p_user_id: userId, p_changes: status });
      if (error?.code === 'P0001') throw new FunctionError(404, error.message);
      if (error) throw new Error(`admin_update_member failed: ${error.code} ${error.message}`);
    }
  } catch (e) {
    // The login moved but the profile did not: move it back, so both keep the same address.
    if (previousEmail) await service.auth.admin.updateUserById(userId, { email: previousEmail, email_confirm: true });
    throw e;
  }
  const { member_name, business_name, membership_type } = userData;
  if (member_name || business_name || membership_type)
    await syncUserMetadata(service, userId, { member_name, business_name, membership_type });
}

async function deleteMember(caller: Caller, userId: string): Promise<void> {
  const db = actingClient(caller);
  // Refusals first (own account, staff), before any file is removed.
  const { data: target, error: readError } = await serviceClient()
    .from('staff')
    .select('user_id')
    .eq('user_id', userId)
    .maybeSingle();
  if (readError) throw new Error(`reading staff failed: ${readError.message}`);
  if (target) throw new FunctionError(409, 'Staff accounts cannot be deleted from membership management.');
  if (caller.kind === 'user' && caller.user.id === userId)
    throw new FunctionError(409, 'You cannot delete your own account here.');
  await removeOwnFiles(serviceClient(), userId);
  const { data, error } = await db.rpc('admin_delete_member', { p_user_id: userId });
  if (error?.code === 'P0001') throw new FunctionError(409, error.message);
  if (error) throw new Error(`admin_delete_member failed: ${error.code} ${error.message}`);
  if (data !== true) throw new FunctionError(404, 'This account does not exist.');
}

export default serveJson('manage-user-profile', async (req) => {
  const body = await readBody(req, ManageUserProfileBody);
  const caller = await identifyCaller(req);
  await requirePlatformOrAdmin(caller, 'Only admins manage member profiles.');
  if (body.action === 'delete') await deleteMember(caller, body.userId);
  else await updateMember(caller, body.userId, body.userData);
  return jsonReply(200, { success: true });
});
