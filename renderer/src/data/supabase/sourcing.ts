import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { FunctionsFetchError } from '@supabase/supabase-js';
import { z } from 'zod';
import type { TablesInsert } from '@domain/database.ts';
import { selectList } from '@domain/schemas/entity.ts';
import type { NotificationReply, NotifyVendorsBody, SourcingAlertsBody } from '@domain/schemas/functions.ts';
import {
  APPROVED_VENDOR_SELECT,
  ApprovedVendor,
  BID_ROUND_COLUMNS,
  BidRound,
  CATALOG_COLUMNS,
  CatalogCategory,
  DepartmentRfq,
  FABRIC_SPEC_COLUMNS,
  FabricSpec,
  MemberMatch,
  MY_VENDOR_BID_SELECT,
  MyVendorBid,
  PUBLIC_ENQUIRY_SELECT,
  PublicEnquiry,
  RFQ_BID_SELECT,
  RfqBid,
  RoundStanding,
  VENDOR_RFQ_SELECT,
  VendorRfq,
  type WithMainCategory,
} from '@domain/schemas/sourcing.ts';
import { BID_REFUSAL_HINTS } from '@domain/sourcing-auction.ts';
import { accepted, refused, type Outcome } from '../outcome.ts';
import type { BidRefusal, RfqRefusal, SourcingChange, SourcingPort } from '../ports/sourcing.ts';
import { dataOf, functionMessage, throwIfFailed, unreachableError } from './errors.ts';
import { listenHints } from './live-hints.ts';
import { userMessage } from '@domain/server-errors.ts';

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

/**
 * The broadcast topic of a company's round and RFQ changes, sent by the database (migration
 * 20261126000300). Vendors need it: once a round closes (or the RFQ closes or is awarded) RLS no longer lets
 * a vendor who did not bid read the RFQ or its rounds, so Realtime sends them no change and their page would
 * keep showing it open.
 */
const hintTopic = (companyId: string) => `sourcing-hints-${companyId}`;

const CreatedRfq = z.object({ id: z.string(), request_number: z.string() });
const BenchmarkRow = z.object({
  department_name: z.string(),
  fibre_type: z.string(),
  specific_type: z.string().nullable(),
  basic_price: z.union([z.number(), z.string().transform(Number)]).nullable(),
});

export function createSupabaseSourcing(client: SupabaseClient, options: { url: string }): SourcingPort {
  const backend = options.url;
  let channels = 0;

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
    async listVendors({ companyId, department }) {
      const reply = await client
        .from('department_vendors')
        .select(APPROVED_VENDOR_SELECT)
        .eq('company_id', companyId)
        .eq('department', department)
        .order('created_at', { ascending: false });
      return z.array(ApprovedVendor).parse(dataOf(reply, backend));
    },

    async searchMembers(term) {
      const reply = await client.rpc('search_members', { p_term: term });
      return z.array(MemberMatch).parse(dataOf(reply, backend));
    },

    async addVendor({ companyId, department, departmentName, vendorUserId }) {
      const reply = await client.from('department_vendors').insert({
        company_id: companyId,
        department,
        department_name: departmentName,
        vendor_user_id: vendorUserId,
      });
      if (reply.error?.code === '23505') return refused('duplicate', userMessage(reply.error));
      if (reply.error?.code === '42501') return refused('forbidden', userMessage(reply.error));
      throwIfFailed(reply, backend);
      return accepted(undefined);
    },

    async removeVendor(registrationId) {
      throwIfFailed(await client.from('department_vendors').delete().eq('id', registrationId), backend);
    },

    async listCategories({ companyId, department }) {
      const reply = await client
        .from('sourcing_item_categories')
        .select(selectList(CATALOG_COLUMNS))
        .eq('company_id', companyId)
        .eq('department', department)
        .order('name');
      return z.array(CatalogCategory).parse(dataOf(reply, backend));
    },

    async addCategory({ companyId, department, name, parentId, unitType }) {
      const reply = await client
        .from('sourcing_item_categories')
        .insert({ company_id: companyId, department, name, parent_id: parentId, unit_type: unitType })
        .select(selectList(CATALOG_COLUMNS))
        .single();
      if (reply.error?.code === '23514') return refused('refused', userMessage(reply.error));
      return accepted(CatalogCategory.parse(dataOf(reply, backend)));
    },

    async createRfq(rfq) {
      const reply = await client
        .from('sourcing_requests')
        .insert({
          user_id: rfq.userId,
          company_id: rfq.companyId,
          department: rfq.department,
          action: 'Buy',
          item_category_id: rfq.itemCategoryId,
          quantity: rfq.quantity,
          quantity_unit: rfq.quantityUnit,
          description: rfq.description,
          status: 'active',
          bid_status: 'pending',
          attachment_url: rfq.attachmentUrl,
          attachment_type: rfq.attachmentType,
        })
        .select('id, request_number')
        .single();
      if (reply.error?.code === '23514') return refused('not-in-catalog', userMessage(reply.error));
      const row = CreatedRfq.parse(dataOf(reply, backend));
      return accepted({ id: row.id, requestNumber: row.request_number });
    },

    async overview({ companyId, department }) {
      const reply = await client.rpc('sourcing_overview', { p_company_id: companyId, p_department: department });
      return z.array(DepartmentRfq).parse(dataOf(reply, backend));
    },

    async rfqBids(rfqId) {
      const reply = await client
        .from('sourcing_bids')
        .select(RFQ_BID_SELECT)
        .eq('sourcing_request_id', rfqId)
        .order('round_number')
        .order('created_at');
      return z.array(RfqBid).parse(dataOf(reply, backend));
    },

    async fabricSpec(fabricRequestId) {
      const reply = await client
        .from('fabric_sourcing_requests')
        .select(selectList(FABRIC_SPEC_COLUMNS))
        .eq('id', fabricRequestId)
        .maybeSingle();
      const row = dataOf(reply, backend);
      return row ? FabricSpec.parse(row) : null;
    },

    async companyProducts(companyId) {
      const reply = await client
        .from('corporate_products')
        .select('department_name, fibre_type, specific_type, basic_price')
        .eq('company_id', companyId)
        .not('basic_price', 'is', null);
      return z
        .array(BenchmarkRow)
        .parse(dataOf(reply, backend))
        .map((p) => ({
          departmentName: p.department_name,
          fibreType: p.fibre_type,
          specificType: p.specific_type,
          basicPrice: p.basic_price,
        }));
    },

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
      return ruleOutcome(reply, backend, (row) => BidRound.parse(pick(row, BID_ROUND_COLUMNS)));
    },

    async setRoundStatus(roundId, status, closesAt) {
      const reply = await client.rpc('set_bid_round_status', {
        p_round_id: roundId,
        p_status: status,
        p_closes_at: closesAt ?? undefined,
      });
      return ruleOutcome(reply, backend, (row) => BidRound.parse(pick(row, BID_ROUND_COLUMNS)));
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

    async createFabricRfq(request, rfq) {
      const reply = await client.rpc('create_fabric_rfq', { p_request: request, p_rfq: rfq });
      const created = CreatedRfq.parse(dataOf(reply, backend));
      return { id: created.id, requestNumber: created.request_number };
    },

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

    async subscribe(scope, onChange, onStatus) {
      channels += 1;
      const tables: [string, SourcingChange][] = [
        ['sourcing_requests', 'rfq'],
        ['sourcing_bid_rounds', 'round'],
        ['sourcing_bids', 'bid'],
      ];
      const name =
        'companyId' in scope ? `sourcing-company-${scope.companyId}` : `sourcing-vendor-${scope.vendorUserId}`;
      let channel = client.channel(`${name}-${channels}`);
      for (const [table, change] of tables) {
        const filter =
          'companyId' in scope
            ? `company_id=eq.${scope.companyId}`
            : table === 'sourcing_bids'
              ? `vendor_user_id=eq.${scope.vendorUserId}`
              : scope.companyIds.length
                ? `company_id=in.(${scope.companyIds.join(',')})`
                : undefined;
        if ('vendorUserId' in scope && !filter) continue;
        channel = channel.on('postgres_changes', { event: '*', schema: 'public', table, filter }, () =>
          onChange(change),
        );
      }
      channel.subscribe((status) => onStatus?.(status === 'SUBSCRIBED'));
      // A vendor also hears the hints of their companies' round and RFQ changes (see hintTopic).
      const hints =
        'vendorUserId' in scope
          ? await Promise.all(
              scope.companyIds.map((companyId) =>
                listenHints(client, hintTopic(companyId), (payload) =>
                  onChange(payload.change === 'rfq' ? 'rfq' : 'round'),
                ),
              ),
            )
          : [];
      return () => {
        for (const stop of hints) stop();
        void client.removeChannel(channel);
      };
    },
  };
}

/** Which rule refused a bid: the hint the server gives the reverse-auction rules, a bad value, or a closed round. */
function bidRefusalOf(error: { code?: string; hint?: string | null }): BidRefusal {
  if (error.hint === BID_REFUSAL_HINTS.notLower) return 'not-lower';
  if (error.hint === BID_REFUSAL_HINTS.limit) return 'limit';
  return error.code === '22023' ? 'invalid' : 'round-closed';
}

/** Only the columns of a row the entity reads (RPCs return the whole row). */
function pick(row: unknown, columns: readonly string[]): Record<string, unknown> {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(columns.map((c) => [c, source[c]]));
}
