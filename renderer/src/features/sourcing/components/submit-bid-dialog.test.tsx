import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_OPEN_ROUND } from '@domain/sourcing.ts';
import { accepted, refused } from '@/data/outcome.ts';
import { fakeGateway, type GatewayOverrides } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
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

function open(sourcing: GatewayOverrides['sourcing']) {
  const onClose = vi.fn();
  renderInApp(<SubmitBidDialog rfq={rfq} userId="v-1" previous={null} onClose={onClose} />, {
    gateway: fakeGateway({ sourcing }),
  });
  return onClose;
}

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
});
