/**
 * The buyer's view of a round's bids (issue 30): the round's reverse-auction settings, standing quotes by
 * price, and quotes the vendors withdrew last, struck through, marked with when, and not selectable.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@domain/format.ts';
import type { DepartmentRfq, RfqBid } from '@/data/ports/sourcing.ts';
import { renderInApp } from '@/testing/render.tsx';
import { RoundHistory } from './round-history.tsx';

const CREATED = '2026-11-26T10:00:00Z';
const WITHDRAWN = '2026-11-26T10:40:00Z';

const rfq: DepartmentRfq = {
  id: 'rfq-1',
  requestNumber: 'RFQ-000042',
  department: 'trims',
  itemCategoryId: null,
  customItem: 'Metal zips',
  quantity: '5000',
  quantityUnit: 'pcs',
  description: null,
  status: 'active',
  bidStatus: 'private',
  targetPrice: null,
  currency: 'INR',
  freightTerms: 'Ex-Factory',
  paymentTerms: 'On Delivery',
  targetDeliveryDays: null,
  antiSnipingMinutes: 0,
  attachmentUrl: null,
  attachmentType: 'none',
  fabricSourcingRequestId: null,
  createdAt: CREATED,
  itemName: 'Metal zips',
  mainCategory: null,
  bidCount: 3,
  bestPrice: 88,
  selectedBid: null,
  rounds: [
    {
      id: 'round-1',
      roundNumber: 1,
      status: 'open',
      isOpen: true,
      sealed: false,
      closesAt: null,
      closedAt: null,
      extensionCount: 0,
      createdAt: CREATED,
      bidCount: 3,
      bidderCount: 2,
      bidsVisible: true,
      bestPrice: 88,
      bidStepKind: 'percent',
      bidStep: 0.5,
      maxBidsPerVendor: 10,
    },
  ],
};

const bid = (id: string, vendor: string, price: number, withdrawnAt: string | null = null): RfqBid => ({
  id,
  roundId: 'round-1',
  roundNumber: 1,
  vendorUserId: vendor,
  quotedPrice: price,
  moq: null,
  deliveryTimeDays: 12,
  vendorNotes: null,
  isSelected: false,
  createdAt: CREATED,
  withdrawnAt,
  vendor: { memberName: vendor, businessName: `${vendor} Trims` },
});

describe("the buyer's view of a round's bids", () => {
  it('lists standing quotes by price, then withdrawn ones struck through with when, not selectable', () => {
    const onSelect = vi.fn();
    renderInApp(
      <RoundHistory
        rfq={rfq}
        bids={[bid('b1', 'Asha', 90), bid('b2', 'Asha', 85, WITHDRAWN), bid('b3', 'Vikram', 88)]}
        onSelect={onSelect}
        onDeadline={() => undefined}
      />,
    );
    const round = screen.getByRole('region', { name: 'Round 1' });
    expect(within(round).getByText('Step 0.5% · up to 10 bids per vendor')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Bids of round 1' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['₹88.00', '₹90.00', '₹85.00']);
    const withdrawn = rows[2];
    expect(withdrawn).toHaveClass('is-withdrawn');
    expect(within(withdrawn).getByLabelText('₹85.00, withdrawn')).toBeInTheDocument();
    expect(withdrawn).toHaveTextContent(`Withdrawn ${formatDateTime(WITHDRAWN)}`);
    expect(within(withdrawn).queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Select' })).toBeEnabled();
  });
});
