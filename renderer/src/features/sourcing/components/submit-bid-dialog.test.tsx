import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_OPEN_ROUND } from '@domain/sourcing.ts';
import { bidLimitReached, bidNotLowEnough, DEFAULT_BID_RULES } from '@domain/sourcing-auction.ts';
import { accepted, refused } from '@/data/outcome.ts';
import { fakeGateway, type GatewayOverrides } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import type { MyVendorBid } from '@/data/ports/sourcing.ts';
import type { OpenRfq } from '../model/open-rfq.ts';
import { SubmitBidDialog } from './submit-bid-dialog.tsx';

const rfq: OpenRfq = {
  id: 'rfq-1',
  requestNumber: 'RFQ-000042',
  userId: 'exec-1',
  companyId: 'c-1',
  department: 'trims',
  customItem: null,
  quantity: '50000',
  quantityUnit: 'pcs',
  description: 'Damask, 2 colours',
  targetPrice: 1.2,
  currency: 'INR',
  freightTerms: 'FOB',
  paymentTerms: 'Credit',
  targetDeliveryDays: 20,
  bidStatus: 'private',
  attachmentUrl: null,
  attachmentType: 'none',
  fabricSourcingRequestId: null,
  antiSnipingMinutes: 5,
  createdAt: '2026-11-20T10:00:00Z',
  company: { companyName: 'Surat Synthetics Ltd' },
  poster: null,
  category: { name: 'Woven Labels', parentId: 'p-1' },
  mainCategory: 'Labels',
  rounds: [],
  round: {
    id: 'round-2',
    roundNumber: 2,
    status: 'open',
    isOpen: true,
    closesAt: null,
    sealed: true,
    extensionCount: 0,
    bidStepKind: 'percent',
    bidStep: 0.5,
    maxBidsPerVendor: 10,
  },
};

afterEach(() => dismissToast());

function open(
  sourcing: GatewayOverrides['sourcing'],
  ownBids: MyVendorBid[] = [],
  round: Partial<OpenRfq['round']> = {},
) {
  const onClose = vi.fn();
  renderInApp(
    <SubmitBidDialog
      rfq={{ ...rfq, round: { ...rfq.round, ...round } }}
      userId="v-1"
      ownBids={ownBids}
      onClose={onClose}
    />,
    { gateway: fakeGateway({ sourcing }) },
  );
  return onClose;
}

let serial = 0;
/** One of the vendor's own bids in round 2. */
function ownBid(price: number, withdrawnAt: string | null = null): MyVendorBid {
  serial += 1;
  return {
    id: `own-${serial}`,
    sourcingRequestId: 'rfq-1',
    roundId: 'round-2',
    roundNumber: 2,
    quotedPrice: price,
    moq: '8000 pcs',
    deliveryTimeDays: 21,
    vendorNotes: null,
    isSelected: false,
    createdAt: `2026-11-26T10:0${serial % 10}:00Z`,
    withdrawnAt,
    rfq: null,
  };
}

const priceBox = () => screen.getByRole('textbox', { name: /Quoted Price \(INR\)/ });
const standing = () => screen.getByRole('region', { name: 'Your standing in this round' });

describe('Submit Bid dialog', { timeout: 20_000 }, () => {
  it('needs a quoted price and a delivery time', async () => {
    const submitBid = vi.fn();
    open({ submitBid });
    await userEvent.type(screen.getByRole('textbox', { name: /Quoted Price \(INR\)/ }), '1.15');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Bid' }));
    expect(currentToast()).toMatchObject({
      title: 'Missing Information',
      description: 'Please provide a quoted price and delivery time.',
    });
    expect(submitBid).not.toHaveBeenCalled();
  });

  it('counts the note’s characters and refuses a pasted note past 2,000 instead of cutting it', async () => {
    const submitBid = vi.fn();
    open({ submitBid });
    await userEvent.type(screen.getByRole('textbox', { name: /Quoted Price \(INR\)/ }), '1.15');
    await userEvent.type(screen.getByRole('textbox', { name: /Delivery \(Days\)/ }), '18');
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await userEvent.paste('n'.repeat(2001));
    expect(notes).toHaveValue('n'.repeat(2001));
    expect(screen.getByText('2,001 / 2,000 characters (too long)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Bid' }));
    expect(currentToast()).toMatchObject({
      title: 'Error Submitting Bid',
      description: 'Notes must be 2,000 characters or less.',
    });
    expect(submitBid).not.toHaveBeenCalled();
  });

  it('says the round closed when the server refuses a late bid', async () => {
    const onClose = open({ submitBid: async () => refused('round-closed' as const, NO_OPEN_ROUND) });
    await userEvent.type(screen.getByRole('textbox', { name: /Quoted Price \(INR\)/ }), '1.15');
    await userEvent.type(screen.getByRole('textbox', { name: /Delivery \(Days\)/ }), '18');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Bid' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Error Submitting Bid', description: NO_OPEN_ROUND }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('submits into the open round, then sends the RFQ’s alerts', async () => {
    const submitBid = vi.fn(async () => accepted({ id: 'b-1' }));
    const sendAlerts = vi.fn(async () => undefined);
    const onClose = open({ submitBid, sendAlerts });
    expect(screen.getByText(/Sealed round: the buyer sees quotes only after it closes/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Quoted Price \(INR\)/ }), '1.15');
    await userEvent.type(screen.getByRole('textbox', { name: /Delivery \(Days\)/ }), '18');
    await userEvent.type(screen.getByRole('textbox', { name: 'MOQ' }), '10000 pcs');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Bid' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(submitBid).toHaveBeenCalledWith({
      rfqId: 'rfq-1',
      vendorUserId: 'v-1',
      roundId: 'round-2',
      roundNumber: 2,
      quotedPrice: 1.15,
      deliveryTimeDays: 18,
      moq: '10000 pcs',
      vendorNotes: null,
    });
    expect(sendAlerts).toHaveBeenCalledWith('rfq-1');
    expect(currentToast()).toMatchObject({
      title: 'Bid Submitted!',
      description: '₹1.15 per unit on RFQ-000042, round 2.',
    });
  });

  it('before the first quote: any price, all bids left, nothing to withdraw', () => {
    open({});
    expect(within(standing()).getByText('None yet')).toBeInTheDocument();
    expect(within(standing()).getByTestId('bid-ceiling')).toHaveTextContent('Any price');
    expect(within(standing()).getByTestId('bids-left')).toHaveTextContent('10 of 10');
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('tells the highest next quote and the bids left, and refuses a higher one before sending it', async () => {
    const submitBid = vi.fn();
    open({ submitBid }, [ownBid(90), ownBid(87.65), ownBid(80, '2026-11-26T11:00:00Z')]);
    expect(within(standing()).getByText('₹87.65')).toBeInTheDocument();
    expect(within(standing()).getByTestId('bid-ceiling')).toHaveTextContent('₹87.21');
    expect(within(standing()).getByTestId('bids-left')).toHaveTextContent('7 of 10');
    expect(screen.getByText('At most ₹87.21.')).toBeInTheDocument();
    await userEvent.type(priceBox(), '87.5');
    await userEvent.type(screen.getByRole('textbox', { name: /Delivery \(Days\)/ }), '18');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Bid' }));
    const message = bidNotLowEnough({ ceiling: 87.21, current: 87.65, rules: DEFAULT_BID_RULES, currency: 'INR' });
    expect(currentToast()).toMatchObject({ title: 'Error Submitting Bid', description: message });
    expect(priceBox()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(submitBid).not.toHaveBeenCalled();
    // The MOQ starts from the current quote.
    expect(screen.getByRole('textbox', { name: 'MOQ' })).toHaveValue('8000 pcs');
  });

  it('with no bids left, says so and does not offer Submit', () => {
    open({}, [ownBid(10), ownBid(9)], { maxBidsPerVendor: 2 });
    expect(within(standing()).getByText(bidLimitReached(2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Bid' })).toBeDisabled();
  });

  it('withdraws the current quote after an in-place confirmation', async () => {
    const current = ownBid(87.65);
    const withdrawBid = vi.fn(async () => accepted({ withdrawnAt: '2026-11-26T12:00:00Z' }));
    open({ withdrawBid, vendorRfqs: async () => [], myBids: async () => [] }, [ownBid(90), current]);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my quote' }));
    const confirm = screen.getByRole('group', { name: 'Confirm Bid Withdrawal' });
    expect(confirm).toHaveTextContent('Withdraw your quote of ₹87.65?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw quote' }));
    await waitFor(() => expect(withdrawBid).toHaveBeenCalledWith(current.id));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Bid Withdrawn',
        description: 'Your quote of ₹87.65 is withdrawn; the buyer sees it so.',
      }),
    );
  });

  it('shows the server’s words when a withdrawal is refused', async () => {
    const withdrawBid = vi.fn(async () =>
      refused('refused' as const, 'Only your current quote in an open round can be withdrawn.'),
    );
    open({ withdrawBid }, [ownBid(50)]);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my quote' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw quote' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error Withdrawing Bid',
        description: 'Only your current quote in an open round can be withdrawn.',
      }),
    );
  });
});
