/**
 * handle-membership-change-credits: sets a member's membership type and grants its credits (once per
 * change). For the platform (the payment webhook, with the service role) and admins; a member's own
 * profile update never changes the type. A pending request for that type is marked paid.
 */
import { z } from 'zod';
import { syncUserMetadata } from '../_shared/account.ts';
import { identifyCaller, requirePlatformOrAdmin } from '../_shared/caller.ts';
import { MembershipChangeBody } from '../_shared/domain/schemas/functions.ts';
import { FunctionError, jsonReply, readBody, serveJson } from '../_shared/http.ts';
import { callerClient, serviceClient } from '../_shared/supabase.ts';

/** apply_membership_change_credits's reply (supabase/migrations/*_rpc_credits.sql). */
const ChangeResult = z.object({
  membership_type: z.string(),
  previous_membership_type: z.string(),
  credits_granted: z.number(),
  balance: z.number(),
});

export default serveJson('handle-membership-change-credits', async (req) => {
  const body = await readBody(req, MembershipChangeBody);
  const caller = await identifyCaller(req);
  await requirePlatformOrAdmin(caller, 'Membership changes follow a confirmed payment or an admin decision.');

  const service = serviceClient();
  // An admin's change runs as the admin (is_admin() lets them), so the audit log records who changed the plan.
  const db = caller.kind === 'user' ? callerClient(caller.token) : service;
  const { data, error } = await db.rpc('apply_membership_change_credits', {
    p_user_id: body.userId,
    p_new_membership_type: body.newMembershipType,
    p_today: body.currentDateISO ?? new Date().toISOString().slice(0, 10),
  });
  if (error?.code === 'P0001') throw new FunctionError(404, error.message);
  if (error) throw new Error(`apply_membership_change_credits failed: ${error.code} ${error.message}`);
  const result = ChangeResult.parse(data);

  const paid = await service
    .from('membership_requests')
    .update({ status: 'paid' })
    .eq('user_id', body.userId)
    .eq('requested_type', body.newMembershipType)
    .eq('status', 'pending');
  if (paid.error) throw new Error(`marking the membership request paid failed: ${paid.error.message}`);
  await syncUserMetadata(service, body.userId, { membership_type: result.membership_type });

  return jsonReply(200, {
    message:
      result.credits_granted > 0
        ? `Membership changed to ${result.membership_type}; ${result.credits_granted} credits added.`
        : `Membership is ${result.membership_type}; no credits added.`,
    ...result,
  });
});
