/**
 * manage-user-profile (admin panel): `update` edits a member's profile fields (status and credit
 * fields through admin_update_member, so the ledger stays whole) and `delete` removes the account.
 * Admins only, checked as the caller.
 */
import { deleteAccount, syncUserMetadata } from '../_shared/account.ts';
import { identifyCaller, requirePlatformOrAdmin } from '../_shared/caller.ts';
import { ManageUserProfileBody, type AdminProfileFields } from '../_shared/domain/schemas/functions.ts';
import { FunctionError, jsonReply, readBody, serveJson } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

const STATUS_FIELDS = ['membership_type', 'is_verified_member', 'is_corporate_member', 'messaging_credits'] as const;

function split(userData: AdminProfileFields) {
  const status: Record<string, unknown> = {};
  const profile: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(userData)) {
    if ((STATUS_FIELDS as readonly string[]).includes(key)) status[key] = value;
    else profile[key] = value;
  }
  return { status, profile };
}

async function updateMember(service: SupabaseClient, userId: string, userData: AdminProfileFields): Promise<void> {
  const { status, profile } = split(userData);
  if (Object.keys(status).length > 0) {
    const { error } = await service.rpc('admin_update_member', { p_user_id: userId, p_changes: status });
    if (error?.code === 'P0001') throw new FunctionError(404, error.message);
    if (error) throw new Error(`admin_update_member failed: ${error.code} ${error.message}`);
  }
  if (Object.keys(profile).length > 0) {
    const { data, error } = await service.from('yarnconnect_free').update(profile).eq('id', userId).select('id');
    if (error?.code === '23505') throw new FunctionError(409, 'This email or mobile number already exists.');
    if (error?.code === '23514') throw new FunctionError(400, error.message);
    if (error) throw new Error(`updating the profile failed: ${error.code} ${error.message}`);
    if (data.length === 0) throw new FunctionError(404, 'Member profile not found.');
  }
  const { member_name, business_name, membership_type } = userData;
  if (member_name || business_name || membership_type)
    await syncUserMetadata(service, userId, { member_name, business_name, membership_type });
}

export default serveJson('manage-user-profile', async (req) => {
  const body = await readBody(req, ManageUserProfileBody);
  const caller = await identifyCaller(req);
  await requirePlatformOrAdmin(caller, 'Only admins manage member profiles.');
  const service = serviceClient();
  if (body.action === 'delete') {
    if (!(await deleteAccount(service, body.userId))) throw new FunctionError(404, 'This account does not exist.');
  } else {
    await updateMember(service, body.userId, body.userData);
  }
  return jsonReply(200, { success: true });
});
