import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@/data/gateway.ts';
import { accepted, refused } from '@/data/outcome.ts';
import type { CompanyBid } from '@/data/ports/bids.ts';
import { fakeGateway, type GatewayOverrides } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { useBidDecisions } from './use-bid-decisions.ts';

const BID = {
  id: 'b1',
  bidDisplayId: 'BID-000042',
  bidderName: 'Anita Shah',
  bidQuantity: 500,
  bidPrice: 195.5,
} as CompanyBid;

/** Renders the hook and hands its actions out. */
function decisionsWith(bids: GatewayOverrides['bids']) {
  let decisions: ReturnType<typeof useBidDecisions> | undefined;
  function Probe() {
    decisions = useBidDecisions();
    return <p>ready</p>;
  }
  renderInApp(<Probe />, { gateway: fakeGateway({ bids }) });
  return () => decisions!;
}

const toast = () => {
  const t = currentToast();
  return t && { title: t.title, description: t.description, variant: t.variant, durationMs: t.durationMs };
};

describe('accepting and rejecting a bid (trade §8)', () => {
  afterEach(() => dismissToast());

  it('says Bid Accepted!, then Notifications Sent once the bidder is told', async () => {
    let tell: () => void = () => undefined;
    const notifyBidder = vi.fn(
      () => new Promise<ReturnType<typeof accepted<void>>>((r) => (tell = () => r(accepted(undefined)))),
    );
    const decisions = decisionsWith({ acceptBid: async () => accepted(BID), notifyBidder });
    await screen.findByText('ready');
    let done: Promise<boolean>;
    act(() => {
      done = decisions().accept(BID);
    });
    await waitFor(() =>
      expect(toast()).toMatchObject({
        title: 'Bid Accepted!',
        description: 'BID-000042: 500 kg at ₹195.50 from Anita Shah.',
        variant: 'success',
      }),
    );
    expect(notifyBidder).toHaveBeenCalledWith('b1');
    await act(async () => {
      tell();
      expect(await done).toBe(true);
    });
    expect(toast()).toMatchObject({ title: 'Notifications Sent', variant: 'success' });
  });

  it('tells who decided first, under An Error Occurred for 7 s, and sends nothing', async () => {
    const notifyBidder = vi.fn();
    const decisions = decisionsWith({
      acceptBid: async () =>
        refused('decided', 'This bid was already accepted by Rakesh Mehta on 25 Nov 2026, 10:32 am.'),
      notifyBidder,
    });
    await screen.findByText('ready');
    await act(async () => expect(await decisions().accept(BID)).toBe(false));
    expect(toast()).toEqual({
      title: 'An Error Occurred',
      description: 'Database update failed: This bid was already accepted by Rakesh Mehta on 25 Nov 2026, 10:32 am.',
      variant: 'destructive',
      durationMs: 7000,
    });
    expect(notifyBidder).not.toHaveBeenCalled();
  });

  it('words a failed update, a function error and an invocation failure as the spec does', async () => {
    const reject = decisionsWith({
      rejectBid: async () => {
        throw new GatewayError('Backend unreachable at http://fake.test', 'unreachable');
      },
    });
    await screen.findByText('ready');
    await act(async () => void (await reject().reject(BID, 'Too low.')));
    expect(toast()?.description).toBe('Database update failed: Backend unreachable at http://fake.test');

    const functionError = decisionsWith({
      rejectBid: async () => accepted(BID),
      notifyBidder: async () => refused('function-error', 'Nobody to notify has a mobile number.'),
    });
    await act(async () => expect(await functionError().reject(BID, 'Too low.')).toBe(true));
    expect(toast()).toMatchObject({
      title: 'An Error Occurred',
      description: 'Notification function error: Nobody to notify has a mobile number.',
      durationMs: 7000,
    });

    const unreachable = decisionsWith({
      acceptBid: async () => accepted(BID),
      notifyBidder: async () => {
        throw new GatewayError('Backend unreachable at http://fake.test', 'unreachable');
      },
    });
    await act(async () => expect(await unreachable().accept(BID)).toBe(true));
    expect(toast()?.description).toBe(
      'Notification function invocation failed: Backend unreachable at http://fake.test',
    );
  });

  it('sends an accepted bid’s notice again on its own', async () => {
    const notifyBidder = vi.fn(async () => accepted(undefined));
    const acceptBid = vi.fn();
    const decisions = decisionsWith({ notifyBidder, acceptBid });
    await screen.findByText('ready');
    await act(async () => expect(await decisions().notify(BID)).toBe(true));
    expect(notifyBidder).toHaveBeenCalledWith('b1');
    expect(acceptBid).not.toHaveBeenCalled();
    expect(toast()).toMatchObject({
      title: 'Notifications Sent',
      description: 'Anita Shah has been told on WhatsApp.',
    });
  });
});
