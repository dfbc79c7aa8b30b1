/**
 * notify-vendors-for-bidding: `{ round_id }` → `{ success, message, sent, failed, unreachable }`. After
 * start_next_bid_round, the company (an executive or an admin) has every vendor registered with the
 * RFQ's department told on WhatsApp that the round is open. start_next_bid_round queued one alert per
 * vendor; this sends those not yet sent, so calling again never repeats a message. `success: false`
 * (status 200) says some vendors were not reached; bidding stays open either way.
 */
import { identifyCaller } from '../_shared/caller.ts';
import { NotifyVendorsBody } from '../_shared/domain/schemas/functions.ts';
import { FunctionError, jsonReply, readBody, serveJson } from '../_shared/http.ts';
import { deliverQueuedAlerts, notifyReply } from '../_shared/notifications/sourcing-alerts.ts';
import { callerClient, serviceClient } from '../_shared/supabase.ts';

const refusal = (status: number, message: string) => new FunctionError(status, message, { success: false, message });

export default serveJson('notify-vendors-for-bidding', async (req) => {
  const { round_id } = await readBody(req, NotifyVendorsBody);
  const caller = await identifyCaller(req).catch(() => {
    throw refusal(401, 'You must be logged in.');
  });
  const service = serviceClient();
  const { data: round, error } = await service
    .from('sourcing_bid_rounds')
    .select('id, company_id, sourcing_request_id')
    .eq('id', round_id)
    .maybeSingle();
  if (error) throw new Error(`reading round ${round_id} failed: ${error.message}`);
  if (!round) throw refusal(404, 'Bid round not found.');
  if (caller.kind === 'user') {
    const manages = await callerClient(caller.token).rpc('can_manage_company', { p_company_id: round.company_id });
    if (manages.error) throw new Error(`can_manage_company failed: ${manages.error.message}`);
    if (manages.data !== true) throw refusal(403, "Only the company's executives and admins notify its vendors.");
  }

  const counts = await deliverQueuedAlerts(service, { roundId: round.id, kinds: ['round_opened'] });
  if (counts.sent + counts.failed + counts.unreachable > 0) return jsonReply(200, notifyReply(counts));
  const { count } = await service
    .from('sourcing_vendor_alerts')
    .select('id', { count: 'exact', head: true })
    .eq('round_id', round.id)
    .eq('kind', 'round_opened');
  return jsonReply(
    200,
    count
      ? { success: true, message: 'The vendors have already been notified of this round.', ...counts }
      : { success: false, message: 'No vendors are registered for this department yet.', ...counts },
  );
});
