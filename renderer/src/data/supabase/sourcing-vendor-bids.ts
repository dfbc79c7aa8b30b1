import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import type { TablesInsert } from '@domain/database.ts';
import {
  MY_VENDOR_BID_SELECT,
  MyVendorBid,
  PUBLIC_ENQUIRY_SELECT,
  PublicEnquiry,
  RoundStanding,
  VENDOR_RFQ_SELECT,
  VendorRfq,
  type WithMainCategory,
} from '@domain/schemas/sourcing.ts';
import { BID_REFUSAL_HINTS } from '@domain/sourcing-auction.ts';
import { userMessage } from '@domain/server-errors.ts';
import { accepted, refused } from '../outcome.ts';
import type { BidRefusal, SourcingPort } from '../ports/sourcing.ts';
import { dataOf } from './errors.ts';

type VendorBids = Pick<
  SourcingPort,
  'openEnquiries' | 'vendorRfqs' | 'myBids' | 'standings' | 'submitBid' | 'withdrawBid'
>;

/** Which rule refused a bid: the hint the server gives the reverse-auction rules, a bad value, or a closed round. */
function bidRefusalOf(error: { code?: string; hint?: string | null }): BidRefusal {
  if (error.hint === BID_REFUSAL_HINTS.notLower) return 'not-lower';
  if (error.hint === BID_REFUSAL_HINTS.limit) return 'limit';
  return error.code === '22023' ? 'invalid' : 'round-closed';
}

/** The RFQs open to bidders (the public enquiries, a vendor's registrations) and the vendor's own bids. */
export function createVendorBids(client: SupabaseClient, backend: string): VendorBids {
  /** Adds each row's main category: the name of its item category's parent (one query for all). */
  async function withMainCategories<T extends { category: { name: string; parentId: string | null } | null }>(
    rows: T[],
  ): Promise<WithMainCategory<T>[]> {
    const parentIds = [...new Set(rows.map((r) => r.category?.parentId).filter((id): id is string => !!id))];
    const names = new Map<string, string>();
    if (parentIds.length) {
      const reply = await client.from('sourcing_item_categories').select('id, name').in('id', parentIds);
      for (const p of z.array(z.object({ id: z.string(), name: z.string() })).parse(dataOf(reply, backend)))
        names.set(p.id, p.name);
    }
    return rows.map((r) => ({
      ...r,
      mainCategory: r.category?.parentId ? (names.get(r.category.parentId) ?? null) : null,
    }));
  }

  return {
    async openEnquiries() {
      const reply = await client
        .from('sourcing_requests')
        .select(PUBLIC_ENQUIRY_SELECT)
        .eq('status', 'active')
        .eq('action', 'Buy')
        .eq('bid_status', 'open')
        .order('created_at', { ascending: false });
      return withMainCategories(z.array(PublicEnquiry).parse(dataOf(reply, backend)));
    },

    async vendorRfqs(vendorUserId, registrations) {
      if (registrations.length === 0) return [];
      const pairs = registrations.map((r) => `and(company_id.eq.${r.companyId},department.eq.${r.department})`);
      const reply = await client
        .from('sourcing_requests')
        .select(VENDOR_RFQ_SELECT)
        .in('bid_status', ['open', 'private'])
        .neq('user_id', vendorUserId)
        .or(pairs.join(','))
        .order('created_at', { ascending: false });
      return withMainCategories(z.array(VendorRfq).parse(dataOf(reply, backend)));
    },

    async myBids(vendorUserId) {
      const reply = await client
        .from('sourcing_bids')
        .select(MY_VENDOR_BID_SELECT)
        .eq('vendor_user_id', vendorUserId)
        .order('created_at', { ascending: false });
      return z.array(MyVendorBid).parse(dataOf(reply, backend));
    },

    async standings(rfqIds) {
      if (rfqIds.length === 0) return [];
      const reply = await client.rpc('my_round_standings', { p_request_ids: [...rfqIds] });
      return z.array(RoundStanding).parse(dataOf(reply, backend));
    },

    async submitBid(bid) {
      // company_id is the RFQ's, set by a trigger (the client has no insert privilege on it).
      const row: Omit<TablesInsert<'sourcing_bids'>, 'company_id'> = {
        sourcing_request_id: bid.rfqId,
        vendor_user_id: bid.vendorUserId,
        quoted_price: bid.quotedPrice,
        delivery_time_days: bid.deliveryTimeDays,
        moq: bid.moq,
        vendor_notes: bid.vendorNotes,
        round_id: bid.roundId,
        round_number: bid.roundNumber,
      };
      const reply = await client
        .from('sourcing_bids')
        .insert(row as TablesInsert<'sourcing_bids'>)
        .select('id')
        .single();
      if (reply.error?.code === 'P0001' || reply.error?.code === '22023')
        return refused(bidRefusalOf(reply.error), userMessage(reply.error));
      if (reply.error?.code === '42501')
        return refused('forbidden', 'You are not registered to bid on this RFQ, or it is your own.');
      return accepted(z.object({ id: z.string() }).parse(dataOf(reply, backend)));
    },

    async withdrawBid(bidId) {
      const reply = await client.rpc('withdraw_sourcing_bid', { p_bid_id: bidId });
      if (reply.error?.code === 'P0001') return refused('refused', userMessage(reply.error));
      if (reply.error?.code === '42501') return refused('forbidden', userMessage(reply.error));
      const row = z.object({ withdrawn_at: z.string() }).parse(dataOf(reply, backend));
      return accepted({ withdrawnAt: row.withdrawn_at });
    },
  };
}
