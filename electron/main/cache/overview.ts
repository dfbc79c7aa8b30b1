/**
 * The sourcing overview offline: what sourcing_overview (migration 20261123003040) answers, built from
 * the mirrored RFQs, rounds and bids of a company department. Pure, so it is tested under Node.
 * What the mirror does not hold comes from labels kept on the last online read (catalog item names,
 * vendors' names); without them the RFQ's own item text stands in. Bids of a sealed round that is still
 * open are not the company's to read (RLS), so offline such a round counts only the bids it can see.
 * Item names come from the mirrored catalog when it holds the item (as the server joins them), and an RFQ
 * raised offline and still in the outbox is marked as a draft.
 */
import type { DepartmentRfqRow } from '@domain/schemas/sourcing.ts';
import { isRoundOpen } from '@domain/sourcing.ts';
import { DEFAULT_BID_RULES } from '@domain/sourcing-auction.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import type { MirrorRow } from './repositories/mirror.ts';

/** Names the mirror lacks, kept from the last online overview. */
export interface SourcingLabels {
  /** By RFQ id: its catalog item and main category. */
  items: Record<string, { itemName: string | null; mainCategory: string | null }>;
  /** By vendor user id. */
  vendors: Record<string, { memberName: string | null; businessName: string | null }>;
}

export const NO_LABELS: SourcingLabels = { items: {}, vendors: {} };

/** RFQs raised offline and not on the server yet, by id: waiting to be sent, or refused (a conflict). */
export type OfflineDrafts = ReadonlyMap<string, 'queued' | 'conflict'>;

/**
 * The item and main category names of RFQs whose item is in the mirrored catalog (the overview's join, made
 * offline): an RFQ raised offline is named at once, and a renamed item shows its current name.
 */
export function catalogLabels(rfqs: readonly MirrorRow[], catalog: readonly MirrorRow[]): SourcingLabels['items'] {
  const byId = new Map(catalog.map((c) => [c.id, c]));
  const labels: SourcingLabels['items'] = {};
  for (const rfq of rfqs) {
    const item = byId.get(String(rfq.item_category_id));
    if (!item) continue;
    const parent = item.parent_id ? byId.get(String(item.parent_id)) : undefined;
    labels[rfq.id] = { itemName: String(item.name), mainCategory: String((parent ?? item).name) };
  }
  return labels;
}

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function groupBy(rows: readonly MirrorRow[], key: string): Map<string, MirrorRow[]> {
  const groups = new Map<string, MirrorRow[]>();
  for (const row of rows) {
    const k = String(row[key]);
    groups.set(k, [...(groups.get(k) ?? []), row]);
  }
  return groups;
}

const minOf = (values: (number | null)[]): number | null => {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.min(...present) : null;
};

/** The department's RFQs (already newest first) with their rounds' figures and the selected bid. */
export function assembleOverview(
  rfqs: readonly MirrorRow[],
  rounds: readonly MirrorRow[],
  bids: readonly MirrorRow[],
  labels: SourcingLabels,
  now: number,
  drafts: OfflineDrafts = new Map(),
): DepartmentRfqRow[] {
  const roundsByRfq = groupBy(rounds, 'sourcing_request_id');
  const bidsByRound = groupBy(bids, 'round_id');
  const bidsByRfq = groupBy(bids, 'sourcing_request_id');
  return rfqs.map((rfq) => {
    const list = [...(roundsByRfq.get(rfq.id) ?? [])]
      .sort((a, b) => Number(a.round_number) - Number(b.round_number))
      .map((round) => {
        const stored = String(round.status) as 'open' | 'closed';
        const open = isRoundOpen({ status: stored, closesAt: text(round.closes_at) }, now);
        const sealed = Boolean(round.sealed);
        const visible = !(sealed && open);
        const roundBids = bidsByRound.get(round.id) ?? [];
        const standing = roundBids.filter((b) => b.withdrawn_at === null || b.withdrawn_at === undefined);
        return {
          id: round.id,
          round_number: Number(round.round_number),
          // As the server states it: closed from the deadline on, whether or not the sweep wrote it yet.
          status: open ? 'open' : 'closed',
          is_open: open,
          sealed,
          closes_at: text(round.closes_at),
          closed_at: stored === 'closed' ? text(round.closed_at) : open ? null : text(round.closes_at),
          extension_count: Number(round.extension_count ?? 0),
          created_at: String(round.created_at),
          bid_count: roundBids.length,
          bidder_count: new Set(roundBids.map((b) => String(b.vendor_user_id))).size,
          bids_visible: visible,
          // Withdrawn quotes are shown to the company but are no longer offers.
          best_price: visible ? minOf(standing.map((b) => num(b.quoted_price))) : null,
          bid_step_kind: String(round.bid_step_kind ?? DEFAULT_BID_RULES.stepKind),
          bid_step: Number(round.bid_step ?? DEFAULT_BID_RULES.step),
          max_bids_per_vendor: Number(round.max_bids_per_vendor ?? DEFAULT_BID_RULES.maxBidsPerVendor),
        };
      });
    const selected = (bidsByRfq.get(rfq.id) ?? []).find((b) => b.is_selected === true);
    const vendor = selected ? labels.vendors[String(selected.vendor_user_id)] : undefined;
    const item = labels.items[rfq.id];
    const draft = drafts.get(rfq.id);
    return {
      id: rfq.id,
      // A draft gets its number from the server when it is raised; until then it reads 'Draft'.
      request_number: text(rfq.request_number) ?? OUTBOX_TEXT.draftNumber,
      department: String(rfq.department),
      item_category_id: text(rfq.item_category_id),
      custom_item: text(rfq.custom_item),
      quantity: String(rfq.quantity),
      quantity_unit: text(rfq.quantity_unit),
      description: text(rfq.description),
      status: String(rfq.status),
      bid_status: String(rfq.bid_status),
      target_price: num(rfq.target_price),
      currency: String(rfq.currency),
      freight_terms: text(rfq.freight_terms),
      payment_terms: text(rfq.payment_terms),
      target_delivery_days: num(rfq.target_delivery_days),
      anti_sniping_minutes: Number(rfq.anti_sniping_minutes ?? 0),
      attachment_url: text(rfq.attachment_url),
      attachment_type: text(rfq.attachment_type),
      fabric_sourcing_request_id: text(rfq.fabric_sourcing_request_id),
      created_at: String(rfq.created_at),
      item_name: item?.itemName ?? text(rfq.custom_item),
      main_category: item?.mainCategory ?? null,
      rounds: list,
      bid_count: list.reduce((n, r) => n + r.bid_count, 0),
      best_price: minOf(list.map((r) => r.best_price)),
      selected_bid: selected
        ? {
            id: selected.id,
            vendor_user_id: String(selected.vendor_user_id),
            member_name: vendor?.memberName ?? null,
            business_name: vendor?.businessName ?? null,
            quoted_price: Number(selected.quoted_price),
            delivery_time_days: Number(selected.delivery_time_days),
            round_number: Number(selected.round_number),
          }
        : null,
      ...(draft ? { offline_draft: draft } : {}),
    } as DepartmentRfqRow;
  });
}
