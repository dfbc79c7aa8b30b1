import { describe, expect, it } from 'vitest';
import { DepartmentRfqRow } from '@domain/schemas/sourcing.ts';
import { assembleOverview, catalogLabels, NO_LABELS } from './overview.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const RFQ = 'a0000000-0000-4000-8000-000000000001';
const VENDOR_A = 'b0000000-0000-4000-8000-00000000000a';
const VENDOR_B = 'b0000000-0000-4000-8000-00000000000b';

const rfq = {
  id: RFQ,
  version: 1,
  request_number: 'RFQ-000001',
  department: 'trims',
  item_category_id: 'c0000000-0000-4000-8000-000000000001',
  custom_item: null,
  quantity: '5000',
  quantity_unit: 'pcs',
  description: null,
  status: 'active',
  bid_status: 'private',
  target_price: 2.5,
  currency: 'INR',
  freight_terms: 'Ex-Factory',
  payment_terms: 'On Delivery',
  target_delivery_days: 14,
  anti_sniping_minutes: 5,
  attachment_url: null,
  attachment_type: 'none',
  fabric_sourcing_request_id: null,
  created_at: '2026-11-20T10:00:00Z',
  company_id: 'd0000000-0000-4000-8000-000000000001',
};
const round = (n: number, status: string, extra: Record<string, unknown> = {}) => ({
  id: `e0000000-0000-4000-8000-00000000000${n}`,
  version: 1,
  sourcing_request_id: RFQ,
  round_number: n,
  status,
  sealed: false,
  closes_at: null,
  closed_at: null,
  extension_count: 0,
  created_at: `2026-11-2${n}T10:00:00Z`,
  ...extra,
});
const bid = (n: number, roundNo: number, vendor: string, price: number, selected = false) => ({
  id: `f0000000-0000-4000-8000-00000000000${n}`,
  version: 1,
  sourcing_request_id: RFQ,
  round_id: `e0000000-0000-4000-8000-00000000000${roundNo}`,
  round_number: roundNo,
  vendor_user_id: vendor,
  quoted_price: price,
  delivery_time_days: 10,
  is_selected: selected,
});

describe('the sourcing overview from the cache', () => {
  it('counts bids, vendors and the best price per round, as sourcing_overview does', () => {
    const [row] = assembleOverview(
      [rfq],
      [round(2, 'open'), round(1, 'closed')],
      [bid(1, 1, VENDOR_A, 3), bid(2, 1, VENDOR_A, 2.8), bid(3, 1, VENDOR_B, 2.9), bid(4, 2, VENDOR_B, 2.6)],
      NO_LABELS,
      NOW,
    );
    expect(DepartmentRfqRow.parse(row)).toEqual(row);
    expect(row.rounds.map((r) => [r.round_number, r.is_open, r.bid_count, r.bidder_count, r.best_price])).toEqual([
      [1, false, 3, 2, 2.8],
      [2, true, 1, 1, 2.6],
    ]);
    expect(row).toMatchObject({ bid_count: 4, best_price: 2.6, selected_bid: null, item_name: null });
  });

  it('hides the prices of a sealed round still open, and treats a passed deadline as closed', () => {
    const [row] = assembleOverview(
      [rfq],
      [
        round(1, 'open', { sealed: true, closes_at: '2026-11-24T12:00:00Z' }),
        round(2, 'open', { sealed: true, closes_at: '2026-11-26T12:00:00Z' }),
      ],
      [bid(1, 1, VENDOR_A, 3), bid(2, 2, VENDOR_B, 2)],
      NO_LABELS,
      NOW,
    );
    expect(row.rounds.map((r) => [r.is_open, r.bids_visible, r.best_price])).toEqual([
      [false, true, 3],
      [true, false, null],
    ]);
    expect(row.best_price).toBe(3);
    // The round past its deadline reads closed, closed at its deadline, before the sweep wrote either.
    expect(row.rounds[0]).toMatchObject({ status: 'closed', closed_at: '2026-11-24T12:00:00Z' });
    expect(row.rounds[1]).toMatchObject({ status: 'open', closed_at: null });
  });

  it('leaves withdrawn quotes out of the best price, and gives each round its auction settings', () => {
    const withdrawn = { ...bid(2, 1, VENDOR_B, 2.1), withdrawn_at: '2026-11-25T11:00:00Z' };
    const [row] = assembleOverview(
      [rfq],
      [round(1, 'open', { bid_step_kind: 'amount', bid_step: 0.05, max_bids_per_vendor: 4 })],
      [{ ...bid(1, 1, VENDOR_A, 2.5), withdrawn_at: null }, withdrawn],
      NO_LABELS,
      NOW,
    );
    expect(DepartmentRfqRow.parse(row)).toEqual(row);
    expect(row.rounds[0]).toMatchObject({
      bid_count: 2,
      bidder_count: 2,
      best_price: 2.5,
      bid_step_kind: 'amount',
      bid_step: 0.05,
      max_bids_per_vendor: 4,
    });
  });

  it('names the item and the selected vendor from labels kept online, else the RFQ’s own item text', () => {
    const labels = {
      items: { [RFQ]: { itemName: 'Woven labels', mainCategory: 'Labels' } },
      vendors: { [VENDOR_B]: { memberName: 'Vikram', businessName: 'Vikram Trims' } },
    };
    const [named] = assembleOverview([rfq], [round(1, 'closed')], [bid(1, 1, VENDOR_B, 2.4, true)], labels, NOW);
    expect(named).toMatchObject({
      item_name: 'Woven labels',
      main_category: 'Labels',
      selected_bid: {
        vendor_user_id: VENDOR_B,
        member_name: 'Vikram',
        business_name: 'Vikram Trims',
        quoted_price: 2.4,
      },
    });
    const [custom] = assembleOverview([{ ...rfq, custom_item: 'Buttons' }], [], [], NO_LABELS, NOW);
    expect(custom).toMatchObject({
      item_name: 'Buttons',
      main_category: null,
      rounds: [],
      bid_count: 0,
      best_price: null,
    });
  });

  it('names items from the mirrored catalog (main category: the parent, else the item), as the server joins them', () => {
    const item = (id: string, name: string, parent: string | null) => ({ id, version: 1, name, parent_id: parent });
    const MAIN = 'c0000000-0000-4000-8000-0000000000aa';
    const catalog = [item(MAIN, 'Buttons', null), item(rfq.item_category_id, 'Horn buttons 24L', MAIN)];
    const other = { ...rfq, id: 'a0000000-0000-4000-8000-000000000002', item_category_id: MAIN };
    const gone = { ...rfq, id: 'a0000000-0000-4000-8000-000000000003', item_category_id: null };
    expect(catalogLabels([rfq, other, gone], catalog)).toEqual({
      [rfq.id]: { itemName: 'Horn buttons 24L', mainCategory: 'Buttons' },
      [other.id]: { itemName: 'Buttons', mainCategory: 'Buttons' },
    });
  });

  it('marks RFQs raised offline as drafts (“Draft” until the server numbers them), queued or in conflict', () => {
    const DRAFT = 'a0000000-0000-4000-8000-0000000000d1';
    const REFUSED = 'a0000000-0000-4000-8000-0000000000d2';
    const draft = (id: string) => ({ ...rfq, id, version: 0, request_number: null, bid_status: 'pending' });
    const rows = assembleOverview(
      [draft(DRAFT), draft(REFUSED), rfq],
      [],
      [],
      NO_LABELS,
      NOW,
      new Map([
        [DRAFT, 'queued'],
        [REFUSED, 'conflict'],
      ]),
    );
    expect(rows.map((r) => [r.request_number, r.offline_draft])).toEqual([
      ['Draft', 'queued'],
      ['Draft', 'conflict'],
      ['RFQ-000001', undefined],
    ]);
    expect(rows.map((r) => DepartmentRfqRow.parse(r).offline_draft)).toEqual(['queued', 'conflict', undefined]);
  });
});
