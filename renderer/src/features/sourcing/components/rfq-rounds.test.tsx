import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@domain/paths.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import { GatewayError } from '@/data/gateway.ts';
import { accepted, refused } from '@/data/outcome.ts';
import type { BidRound, DepartmentRfq, RoundRequest } from '@/data/ports/sourcing.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { RfqRounds } from './rfq-rounds.tsx';
import { BID_STEP_INVALID, MAX_BIDS_INVALID } from '@domain/sourcing-auction.ts';

const trims = SOURCING_DEPARTMENTS.find((d) => d.id === 'trims')!;
const ctx = { companyId: 'c-1', companyName: 'Surat Synthetics Ltd', department: trims, userId: 'exec-1' };
const CREATED = '2026-11-20T10:00:00Z';

const pendingRfq: DepartmentRfq = {
  id: 'rfq-1',
  requestNumber: 'RFQ-000041',
  department: 'trims',
  itemCategoryId: null,
  customItem: 'Corozo buttons 24L',
  quantity: '4000',
  quantityUnit: 'pcs',
  description: null,
  status: 'active',
  bidStatus: 'pending',
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
  bidCount: 0,
  bestPrice: null,
  rounds: [],
  selectedBid: null,
};

const openRound = (roundNumber: number): DepartmentRfq['rounds'][number] => ({
  id: `round-${roundNumber}`,
  roundNumber,
  status: 'open',
  isOpen: true,
  sealed: false,
  closesAt: null,
  closedAt: null,
  extensionCount: 0,
  bidStepKind: 'percent',
  bidStep: 0.5,
  maxBidsPerVendor: 10,
  createdAt: CREATED,
  bidCount: 0,
  bidderCount: 0,
  bidsVisible: true,
  bestPrice: null,
});

const closedRound = (roundNumber: number): DepartmentRfq['rounds'][number] => ({
  ...openRound(roundNumber),
  status: 'closed',
  isOpen: false,
  closedAt: CREATED,
});

/**
 * The desk over a fake server holding one RFQ: startRound opens the next round (closing the one before) as
 * start_next_bid_round does; the WhatsApp notification answers as `notifyVendors` says. Closing a round or the
 * RFQ is recorded, never expected.
 */
function renderDesk(start: DepartmentRfq, notifyVendors: (roundId: string) => Promise<never> | Promise<unknown>) {
  let rfq = start;
  const startRound = vi.fn(async (request: RoundRequest) => {
    const number = rfq.rounds.length + 1;
    rfq = {
      ...rfq,
      bidStatus: request.visibility ?? rfq.bidStatus,
      rounds: [...rfq.rounds.map((r) => closedRound(r.roundNumber)), openRound(number)],
    };
    const { bidCount: _c, bidderCount: _b, bidsVisible: _v, bestPrice: _p, isOpen: _o, ...round } = openRound(number);
    return accepted<BidRound>({ ...round, sourcingRequestId: rfq.id });
  });
  const setRoundStatus = vi.fn();
  const closeRfq = vi.fn();
  const notify = vi.fn(notifyVendors);
  renderInApp(<RfqRounds ctx={ctx} />, {
    route: `${paths.sourcing.href('trims-accessories')}?tab=bidding&rfq=${start.id}`,
    gateway: fakeGateway({
      sourcing: {
        overview: async () => [rfq],
        saveBiddingParameters: async () => accepted(undefined),
        startRound,
        setRoundStatus,
        closeRfq,
        notifyVendors: notify as never,
      },
    }),
  });
  return { startRound, setRoundStatus, closeRfq, notify };
}

afterEach(() => dismissToast());

describe('Bid Mgmt: Notification Warning (trade §8: bidding initiated, vendors not notified; bidding stays open)', () => {
  it('initiating bidding opens round 1 and keeps it open when WhatsApp refuses to deliver', async () => {
    const desk = renderDesk(pendingRfq, async () =>
      refused('not-delivered', 'The WhatsApp provider did not answer (503).'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Initiate Bidding' }));

    await waitFor(() => expect(currentToast()?.title).toBe('Notification Warning'));
    expect(currentToast()).toMatchObject({
      title: 'Notification Warning',
      description:
        'The WhatsApp provider did not answer (503). Bidding remains open; vendors can still bid under Submit Bids.',
    });
    expect(currentToast()?.variant).not.toBe('destructive');
    expect(desk.startRound).toHaveBeenCalledTimes(1);
    expect(desk.startRound.mock.calls[0][0]).toMatchObject({ rfqId: 'rfq-1', visibility: 'private' });
    expect(desk.notify).toHaveBeenCalledWith('round-1');
    // Bidding stays open: round 1 shows open with its Close button; nothing closed it.
    const round = await screen.findByRole('region', { name: 'Round 1' });
    expect(within(round).getByText('Open')).toBeInTheDocument();
    expect(within(round).getByRole('button', { name: 'Close round 1' })).toBeEnabled();
    expect(screen.getByText('Registered vendors only')).toBeInTheDocument();
    expect(desk.setRoundStatus).not.toHaveBeenCalled();
    expect(desk.closeRfq).not.toHaveBeenCalled();
  });

  it('the next round stays open when the notification cannot be sent at all', async () => {
    const bidding = { ...pendingRfq, bidStatus: 'private' as const, rounds: [openRound(1)] };
    const desk = renderDesk(bidding, async () => {
      throw new GatewayError('The server cannot be reached.', 'unreachable');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next Round' }));

    await waitFor(() => expect(currentToast()?.title).toBe('Notification Warning'));
    expect(currentToast()?.description).toBe(
      'The server cannot be reached. Bidding remains open; vendors can still bid under Submit Bids.',
    );
    expect(desk.notify).toHaveBeenCalledWith('round-2');
    const round = await screen.findByRole('region', { name: 'Round 2' });
    expect(within(round).getByText('Open')).toBeInTheDocument();
    expect(within(round).getByRole('button', { name: 'Close round 2' })).toBeEnabled();
    expect(desk.setRoundStatus).not.toHaveBeenCalled();
    expect(desk.closeRfq).not.toHaveBeenCalled();
  });
});

describe('Bid Mgmt: reverse-auction settings of a round (issue 30)', () => {
  const notified = async () => accepted({ message: '2 vendors notified on WhatsApp.' });

  it('round 1 takes 0.5 % and 10 bids per vendor unless the executive sets others', async () => {
    const desk = renderDesk(pendingRfq, notified);
    expect(await screen.findByRole('textbox', { name: 'Minimum step' })).toHaveValue('0.5');
    expect(screen.getByRole('combobox', { name: 'Minimum step in' })).toHaveValue('percent');
    expect(screen.getByRole('textbox', { name: 'Bids per vendor' })).toHaveValue('10');
    await userEvent.click(screen.getByRole('button', { name: 'Initiate Bidding' }));
    await waitFor(() => expect(desk.startRound).toHaveBeenCalledTimes(1));
    expect(desk.startRound.mock.calls[0][0].rules).toEqual({ stepKind: 'percent', step: 0.5, maxBidsPerVendor: 10 });
  });

  it('an amount step starts at 0.01; the executive may set it and the cap', async () => {
    const desk = renderDesk(pendingRfq, notified);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Minimum step in' }), 'amount');
    const step = screen.getByRole('textbox', { name: 'Minimum step' });
    expect(step).toHaveValue('0.01');
    await userEvent.clear(step);
    await userEvent.type(step, '2');
    const cap = screen.getByRole('textbox', { name: 'Bids per vendor' });
    await userEvent.clear(cap);
    await userEvent.type(cap, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Initiate Bidding' }));
    await waitFor(() => expect(desk.startRound).toHaveBeenCalledTimes(1));
    expect(desk.startRound.mock.calls[0][0].rules).toEqual({ stepKind: 'amount', step: 2, maxBidsPerVendor: 5 });
  });

  it('refuses a step or a cap out of range in the form, with the server’s words', async () => {
    const desk = renderDesk(pendingRfq, notified);
    const step = await screen.findByRole('textbox', { name: 'Minimum step' });
    await userEvent.clear(step);
    await userEvent.type(step, '60');
    const cap = screen.getByRole('textbox', { name: 'Bids per vendor' });
    await userEvent.clear(cap);
    await userEvent.type(cap, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Initiate Bidding' }));
    expect(step).toHaveAccessibleDescription(expect.stringContaining(BID_STEP_INVALID));
    expect(cap).toHaveAccessibleDescription(expect.stringContaining(MAX_BIDS_INVALID));
    expect(desk.startRound).not.toHaveBeenCalled();
  });

  it('shows the round’s settings, and the next round starts from them', async () => {
    const round = { ...openRound(1), bidStepKind: 'amount' as const, bidStep: 0.25, maxBidsPerVendor: 4 };
    const desk = renderDesk({ ...pendingRfq, bidStatus: 'private', rounds: [round] }, notified);
    const card = await screen.findByRole('region', { name: 'Round 1' });
    expect(within(card).getByText('Step ₹0.25 · up to 4 bids per vendor')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Minimum step' })).toHaveValue('0.25');
    expect(screen.getByRole('combobox', { name: 'Minimum step in' })).toHaveValue('amount');
    expect(screen.getByRole('textbox', { name: 'Bids per vendor' })).toHaveValue('4');
    await userEvent.click(screen.getByRole('button', { name: 'Next Round' }));
    await waitFor(() => expect(desk.startRound).toHaveBeenCalledTimes(1));
    expect(desk.startRound.mock.calls[0][0].rules).toEqual({ stepKind: 'amount', step: 0.25, maxBidsPerVendor: 4 });
  });
});
