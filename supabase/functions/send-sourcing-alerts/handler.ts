/**
 * send-sourcing-alerts: `{ rfq_id? }` → `{ success, message, sent, failed, unreachable }`. Sends the
 * vendor alerts queued by the database: a deadline extended by a late bid, the RFQ awarded or not,
 * a round closing within the hour. The platform calls it every minute without an RFQ (pg_cron on
 * hosted Supabase, the local stack's scheduler): it first runs the deadline sweep
 * (process_due_bid_rounds), then sends everything queued, except a round's 'round opened' alerts younger than
 * half a minute: those are its opener's to send (notify-vendors-for-bidding). A member calls it for one RFQ they manage
 * or bid on, right after bidding or awarding, so those alerts need not wait for the sweep.
 */
import { identifyCaller } from '../_shared/caller.ts';
import { SourcingAlertsBody } from '../_shared/domain/schemas/functions.ts';
import { FunctionError, jsonReply, readBody, serveJson } from '../_shared/http.ts';
import { deliverQueuedAlerts } from '../_shared/notifications/sourcing-alerts.ts';
import { callerClient, serviceClient } from '../_shared/supabase.ts';

const refusal = (status: number, message: string) => new FunctionError(status, message, { success: false, message });

export default serveJson('send-sourcing-alerts', async (req) => {
  const { rfq_id } = await readBody(req, SourcingAlertsBody);
  const caller = await identifyCaller(req).catch(() => {
    throw refusal(401, 'You must be logged in.');
  });
  const service = serviceClient();

  if (caller.kind === 'service') {
    if (!rfq_id) {
      const sweep = await service.rpc('process_due_bid_rounds');
      if (sweep.error) throw new Error(`process_due_bid_rounds failed: ${sweep.error.message}`);
    }
  } else {
    if (!rfq_id) throw refusal(400, 'rfq_id is required.');
    const { data: rfq, error } = await service
      .from('sourcing_requests')
      .select('company_id')
      .eq('id', rfq_id)
      .maybeSingle();
    if (error) throw new Error(`reading RFQ ${rfq_id} failed: ${error.message}`);
    if (!rfq) throw refusal(404, 'RFQ not found.');
    const asCaller = callerClient(caller.token);
    const [manages, bid] = await Promise.all([
      asCaller.rpc('can_manage_company', { p_company_id: rfq.company_id }),
      asCaller.rpc('has_bid_on_request', { p_request_id: rfq_id }),
    ]);
    if (manages.error || bid.error)
      throw new Error(`checking the caller failed: ${(manages.error ?? bid.error)?.message}`);
    if (manages.data !== true && bid.data !== true)
      throw refusal(403, "Only the RFQ's company and its bidders may send its alerts.");
  }

  // The sweep leaves a round's fresh 'round opened' alerts to its opener (notify-vendors-for-bidding, which then says
  // how many vendors were told), and sends them only if that call has not come within half a minute.
  const sweep = caller.kind === 'service' && !rfq_id;
  const counts = await deliverQueuedAlerts(service, {
    requestId: rfq_id,
    openedGrace: sweep ? '30 seconds' : undefined,
  });
  return jsonReply(200, {
    success: counts.failed === 0,
    message: `${counts.sent} alert${counts.sent === 1 ? '' : 's'} sent.`,
    ...counts,
  });
});
