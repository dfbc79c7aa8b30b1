import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { z } from 'zod';
import { alreadyDecidedMessage, parseDecidedBid } from '@domain/bid-management.ts';
import { BlotterBid, COMPANY_BID_COLUMNS, CompanyBid } from '@domain/schemas/customer-bid.ts';
import { selectList } from '@domain/schemas/entity.ts';
import type { BidNotificationBody } from '@domain/schemas/functions.ts';
import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { accepted, refused } from '../outcome.ts';
import type { BidDecisionRefusal, BidsPort } from '../ports/bids.ts';
import { dataOf, throwIfFailed, unreachableError } from './errors.ts';
import { changedId, listen } from './live.ts';
import { userMessage } from '@domain/server-errors.ts';

/** accept/reject_customer_bid's refusals (20261125002000_customer_bid_decisions.sql). */
const REFUSALS: Record<string, BidDecisionRefusal> = { P0001: 'decided', '42501': 'forbidden', '22023': 'invalid' };

/** Only the columns the page reads (the functions return the whole row). */
const pick = (row: unknown) =>
  Object.fromEntries(COMPANY_BID_COLUMNS.map((c) => [c, (row as Record<string, unknown>)[c]]));

export function createSupabaseBids(client: SupabaseClient, options: { url: string }): BidsPort {
  const backend = options.url;

  async function decide(
    call: PromiseLike<{
      data: unknown;
      error: { code?: string; message: string; details?: string } | null;
      status: number;
    }>,
  ) {
    const reply = await call;
    const reason = reply.error ? REFUSALS[reply.error.code ?? ''] : undefined;
    if (reply.error && reason) {
      const decided = reason === 'decided' ? parseDecidedBid(reply.error.details) : null;
      return refused(reason, decided ? alreadyDecidedMessage(decided) : userMessage(reply.error));
    }
    throwIfFailed(reply, backend);
    return accepted(CompanyBid.parse(pick(reply.data)));
  }

  return {
    async companyBids(companyId, since) {
      // Today's basic price through the bid's product (one request: PostgREST embeds it).
      const reply = await client
        .from('customer_bids')
        .select(`${selectList(COMPANY_BID_COLUMNS)}, product:corporate_products(basic_price)`)
        .eq('corporate_company_id', companyId)
        .gte('bid_time', since)
        .order('bid_time', { ascending: false })
        .order('id', { ascending: false });
      const rows = dataOf(reply, backend) as unknown as ({ product: { basic_price: unknown } | null } & object)[];
      return z
        .array(BlotterBid)
        .parse(rows.map(({ product, ...bid }) => ({ ...bid, current_basic_price: product?.basic_price ?? null })));
    },

    acceptBid: (bidId) => decide(client.rpc('accept_customer_bid', { p_bid_id: bidId })),
    rejectBid: (bidId, reason) => decide(client.rpc('reject_customer_bid', { p_bid_id: bidId, p_reason: reason })),

    async notifyBidder(bidId) {
      const body: BidNotificationBody = { bid_id: bidId };
      const { data, error } = await client.functions.invoke<{ success?: boolean; error?: string; message?: string }>(
        'bidding-reply',
        { body },
      );
      if (error instanceof FunctionsFetchError) throw unreachableError(backend);
      if (error instanceof FunctionsHttpError) {
        // The function's own refusal carries an error field; anything else never reached it.
        const answer = (await (error.context as Response).json().catch(() => null)) as { error?: unknown } | null;
        return typeof answer?.error === 'string'
          ? refused('function-error', answer.error)
          : refused('invocation-failed', userMessage(error.message));
      }
      if (error) return refused('invocation-failed', userMessage(error.message));
      if (data?.success === false || data?.error)
        return refused('function-error', userMessage(data.error ?? data.message ?? 'The bidder was not notified.'));
      return accepted(undefined);
    },

    // The web app decides online; a request that cannot reach the server fails and says so.

    async subscribe(companyId, onChange, onStatus) {
      return listen(
        client,
        `bids-company-${companyId}`,
        [{ table: 'customer_bids', filter: `corporate_company_id=eq.${companyId}` }],
        (_binding, change) =>
          onChange({
            kind: change.eventType === 'INSERT' ? 'insert' : change.eventType === 'UPDATE' ? 'update' : 'delete',
            bidId: changedId(change),
          }),
        onStatus,
      );
    },
  };
}
