import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { FunctionsFetchError } from '@supabase/supabase-js';
import type { NotificationReply, NotifyVendorsBody, SourcingAlertsBody } from '@domain/schemas/functions.ts';
import { BID_ROUND_COLUMNS, BidRound } from '@domain/schemas/sourcing.ts';
import { userMessage } from '@domain/server-errors.ts';
import { accepted, refused, type Outcome } from '../outcome.ts';
import type { RfqRefusal, SourcingPort } from '../ports/sourcing.ts';
import { functionMessage, throwIfFailed, unreachableError } from './errors.ts';

type Rounds = Pick<
  SourcingPort,
  'saveBiddingParameters' | 'startRound' | 'setRoundStatus' | 'closeRfq' | 'selectBid' | 'notifyVendors' | 'sendAlerts'
>;

interface Reply<T> {
  data: T;
  error: { message: string; code?: string } | null;
  status: number;
}

/** A rule's refusal of the sourcing RPCs (P0001 a state rule, 22023 a bad value, 42501 not the caller's) or a failure. */
function ruleOutcome<T, R>(reply: Reply<R>, backendUrl: string, value: (data: R) => T): Outcome<T, RfqRefusal> {
  const code = reply.error?.code;
  if (reply.error && (code === 'P0001' || code === '22023')) return refused('refused', userMessage(reply.error));
  if (reply.error && code === '42501') return refused('forbidden', userMessage(reply.error));
  throwIfFailed(reply, backendUrl);
  return accepted(value(reply.data));
}

/** Only the columns of a row the entity reads (RPCs return the whole row). */
function pick(row: unknown, columns: readonly string[]): Record<string, unknown> {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(columns.map((c) => [c, source[c]]));
}

/** An RFQ's bidding, as its buyer runs it: parameters, rounds, the close or award, and telling the vendors. */
export function createRounds(client: SupabaseClient, backend: string): Rounds {
  const asRound = (row: unknown) => BidRound.parse(pick(row, BID_ROUND_COLUMNS));
  return {
    async saveBiddingParameters(rfqId, p) {
      const reply = await client
        .from('sourcing_requests')
        .update({
          target_price: p.targetPrice,
          currency: p.currency,
          freight_terms: p.freightTerms,
          payment_terms: p.paymentTerms,
          target_delivery_days: p.targetDeliveryDays,
          anti_sniping_minutes: p.antiSnipingMinutes,
        })
        .eq('id', rfqId);
      return ruleOutcome(reply, backend, () => undefined);
    },

    async startRound({ rfqId, visibility, closesAt, sealed, rules }) {
      const reply = await client.rpc('start_next_bid_round', {
        p_rfq_id: rfqId,
        p_bid_status: visibility ?? undefined,
        p_closes_at: closesAt ?? undefined,
        p_sealed: sealed,
        p_bid_step_kind: rules.stepKind,
        p_bid_step: rules.step,
        p_max_bids_per_vendor: rules.maxBidsPerVendor,
      });
      return ruleOutcome(reply, backend, asRound);
    },

    async setRoundStatus(roundId, status, closesAt) {
      const reply = await client.rpc('set_bid_round_status', {
        p_round_id: roundId,
        p_status: status,
        p_closes_at: closesAt ?? undefined,
      });
      return ruleOutcome(reply, backend, asRound);
    },

    async closeRfq(rfqId) {
      const reply = await client.rpc('close_sourcing_request', { p_rfq_id: rfqId });
      return ruleOutcome(reply, backend, () => undefined);
    },

    async selectBid(bidId, rfqId) {
      const reply = await client.rpc('select_sourcing_bid', { bid_id_to_select: bidId, rfq_id_to_close: rfqId });
      return ruleOutcome(reply, backend, () => undefined);
    },

    async notifyVendors(roundId) {
      const body: NotifyVendorsBody = { round_id: roundId };
      // Bidding stays open whatever this says: a refusal or a partial delivery is 'not-delivered', in its words.
      const { data, error } = await client.functions.invoke<NotificationReply>('notify-vendors-for-bidding', { body });
      if (error instanceof FunctionsFetchError) throw unreachableError(backend);
      if (error) return refused('not-delivered', await functionMessage(error));
      if (!data?.success)
        return refused('not-delivered', userMessage(data?.message ?? 'Some vendors were not notified.'));
      return accepted({ message: data.message ?? '' });
    },

    async sendAlerts(rfqId) {
      const body: SourcingAlertsBody = { rfq_id: rfqId };
      // Alerts that fail now stay queued; the minute sweep sends them.
      await client.functions.invoke('send-sourcing-alerts', { body }).catch(() => undefined);
    },
  };
}
