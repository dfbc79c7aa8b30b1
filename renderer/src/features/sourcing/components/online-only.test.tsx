/**
 * The desktop offline: awarding a bid, closing an RFQ and starting a round (initiating bidding, the next
 * round) are online-only, so their buttons are disabled with the reason, and nothing is called.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@domain/paths.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import { ONLINE_ONLY_REASON } from '@domain/sync/status.ts';
import type { DepartmentRfq, RfqBid } from '@/data/ports/sourcing.ts';
import { fakeGateway, offlineSession } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { RfqRounds } from './rfq-rounds.tsx';
import { RoundHistory } from './round-history.tsx';

const trims = SOURCING_DEPARTMENTS.find((d) => d.id === 'trims')!;
const ctx = { companyId: 'c-1', companyName: 'Surat Synthetics Ltd', department: trims, userId: 'exec-1' };
const CREATED = '2026-11-20T10:00:00Z';

const round = {
  id: 'round-1',
  roundNumber: 1,
  status: 'open' as const,
  isOpen: true,
  sealed: false,
  closesAt: null,
  closedAt: null,
  extensionCount: 0,
  bidStepKind: 'percent' as const,
  bidStep: 0.5,
  maxBidsPerVendor: 10,
  createdAt: CREATED,
  bidCount: 1,
  bidderCount: 1,
  bidsVisible: true,
  bestPrice: 11.5,
};

const rfq = (bidStatus: DepartmentRfq['bidStatus']): DepartmentRfq => ({
  id: 'rfq-1',
  requestNumber: 'RFQ-000041',
  department: 'trims',
  itemCategoryId: null,
  customItem: 'Corozo buttons 24L',
  quantity: '4000',
  quantityUnit: 'pcs',
  description: null,
  status: 'active',
  bidStatus,
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
  itemName: 'Corozo buttons 24L',
  mainCategory: null,
  bidCount: bidStatus === 'pending' ? 0 : 1,
  bestPrice: null,
  rounds: bidStatus === 'pending' ? [] : [round],
  selectedBid: null,
});

const bid: RfqBid = {
  id: 'bid-1',
  roundId: 'round-1',
  roundNumber: 1,
  vendorUserId: 'vendor-1',
  quotedPrice: 11.5,
  moq: null,
  deliveryTimeDays: 12,
  vendorNotes: null,
  isSelected: false,
  createdAt: CREATED,
  withdrawnAt: null,
  vendor: { memberName: 'Vikram', businessName: 'Vikram Trims' },
};

function renderDesk(start: DepartmentRfq) {
  const calls = { startRound: vi.fn(), closeRfq: vi.fn(), saveBiddingParameters: vi.fn() };
  renderInApp(<RfqRounds ctx={ctx} />, {
    route: `${paths.sourcing.href('trims-accessories')}?tab=bidding&rfq=${start.id}`,
    gateway: fakeGateway({
      session: offlineSession(ONLINE_ONLY_REASON),
      sourcing: { overview: async () => [start], setRoundStatus: vi.fn(), ...calls },
    }),
  });
  return calls;
}

const expectBlocked = (button: HTMLElement) => {
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('title', ONLINE_ONLY_REASON);
};

describe('Sourcing offline on the desktop', () => {
  it('disables Initiate Bidding and Close RFQ on a pending RFQ, saying why', async () => {
    const calls = renderDesk(rfq('pending'));
    expectBlocked(await screen.findByRole('button', { name: 'Initiate Bidding' }));
    expectBlocked(screen.getByRole('button', { name: 'Close RFQ' }));
    expect(screen.getByRole('note')).toHaveTextContent(ONLINE_ONLY_REASON);
    await userEvent.click(screen.getByRole('button', { name: 'Close RFQ' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.startRound).not.toHaveBeenCalled();
    expect(calls.saveBiddingParameters).not.toHaveBeenCalled();
  });

  it('disables Next Round on an RFQ in bidding', async () => {
    const calls = renderDesk(rfq('private'));
    const next = await screen.findByRole('button', { name: 'Next Round' });
    expectBlocked(next);
    await userEvent.click(next);
    expect(calls.startRound).not.toHaveBeenCalled();
    // Saving the parameters is not online-only.
    expect(screen.getByRole('button', { name: 'Save parameters' })).toBeEnabled();
  });

  it('disables Select (the award) in the round history', async () => {
    const onSelect = vi.fn();
    renderInApp(<RoundHistory rfq={rfq('private')} bids={[bid]} onSelect={onSelect} onDeadline={() => undefined} />, {
      gateway: fakeGateway({ session: offlineSession(ONLINE_ONLY_REASON) }),
    });
    const select = screen.getByRole('button', { name: 'Select' });
    expectBlocked(select);
    await userEvent.click(select);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('keeps them enabled online', async () => {
    renderInApp(<RoundHistory rfq={rfq('private')} bids={[bid]} onSelect={vi.fn()} onDeadline={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Select' })).toBeEnabled();
  });
});
