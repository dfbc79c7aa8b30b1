/**
 * Vendor alerts of RFQ rounds (issue 13): the SQL that makes an event queues one row per vendor in
 * sourcing_vendor_alerts; these functions claim rows (claim_sourcing_alerts skips rows another call
 * holds), send each as a WhatsApp text through the provider and settle them (finish_sourcing_alerts):
 * sent, back in the queue after a failed send, or not retried when the vendor has no mobile number.
 * A message therefore goes out at most once, however often or concurrently the functions run.
 */
import { alertText, type AlertKind } from '../domain/sourcing-alerts.ts';
import { departmentName } from '../domain/sourcing.ts';
import { SOURCING_DEPARTMENTS } from '../domain/sourcing-departments.ts';
import type { SourcingAlertsReply } from '../domain/schemas/functions.ts';
import type { FunctionClient } from '../supabase.ts';
import { sendWhatsapp, whatsappNumber } from './notify.ts';

export interface ClaimFilter {
  requestId?: string;
  roundId?: string;
  kinds?: AlertKind[];
  /** Leave 'round opened' alerts younger than this (a Postgres interval) to the notify call of whoever opened it. */
  openedGrace?: string;
}

/** Claims, sends and settles the queued alerts matching `filter`; the counts of what happened. */
export async function deliverQueuedAlerts(
  service: FunctionClient,
  filter: ClaimFilter,
): Promise<Omit<SourcingAlertsReply, 'success' | 'message'>> {
  const { data, error } = await service.rpc('claim_sourcing_alerts', {
    p_request_id: filter.requestId,
    p_round_id: filter.roundId,
    p_kinds: filter.kinds,
    p_limit: 500,
    p_opened_grace: filter.openedGrace,
  });
  if (error) throw new Error(`claiming vendor alerts failed: ${error.message}`);
  const sent: string[] = [];
  const failed: string[] = [];
  const unreachable: string[] = [];
  await Promise.all(
    data.map(async (a) => {
      const to = whatsappNumber(a.country_code, a.mobile_number);
      if (!to) return unreachable.push(a.id);
      const text = alertText({
        kind: a.kind as AlertKind,
        memberName: a.member_name,
        companyName: a.company_name,
        requestNumber: a.request_number,
        itemName: a.item_name,
        quantity: a.quantity,
        quantityUnit: a.quantity_unit,
        departmentName: departmentName(SOURCING_DEPARTMENTS, a.department),
        currency: a.currency,
        roundNumber: a.round_number,
        sealed: a.sealed,
        closesAt: a.closes_at,
        awardedPrice: a.awarded_price,
        awardedRound: a.awarded_round,
        hasWinner: a.has_winner,
      });
      ((await sendWhatsapp(to, text)) ? sent : failed).push(a.id);
    }),
  );
  if (data.length > 0) {
    const settle = await service.rpc('finish_sourcing_alerts', {
      p_sent: sent,
      p_failed: failed,
      p_undeliverable: unreachable,
      p_error: failed.length ? 'The text-message provider did not deliver it.' : undefined,
    });
    if (settle.error) throw new Error(`settling vendor alerts failed: ${settle.error.message}`);
  }
  return { sent: sent.length, failed: failed.length, unreachable: unreachable.length };
}

/** 'Vendors Notified!' or the warning the dashboard shows while bidding stays open. */
export function notifyReply(counts: Omit<SourcingAlertsReply, 'success' | 'message'>): SourcingAlertsReply {
  const total = counts.sent + counts.failed + counts.unreachable;
  const vendors = (n: number) => `${n} vendor${n === 1 ? '' : 's'}`;
  if (counts.sent === total)
    return { success: true, message: `${vendors(counts.sent)} notified on WhatsApp.`, ...counts };
  const missed = [
    counts.unreachable ? `${vendors(counts.unreachable)} without a mobile number` : null,
    counts.failed ? `${vendors(counts.failed)} the WhatsApp service did not reach (will retry)` : null,
  ].filter(Boolean);
  return {
    success: false,
    message: `${vendors(counts.sent)} of ${total} notified; not reached: ${missed.join(', ')}.`,
    ...counts,
  };
}
