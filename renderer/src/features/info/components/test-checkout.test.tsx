import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ONLINE_ONLY_REASON } from '@domain/sync/status.ts';
import { accepted } from '@/data/outcome.ts';
import { fakeGateway, offlineSession } from '@/testing/fake-gateway.ts';
import { renderInApp, signedInSession } from '@/testing/render.tsx';
import { TestCheckout } from './test-checkout.tsx';

const OFFER = { amountPaise: 99_900, currency: 'INR' };

function renderCheckout(offline: boolean) {
  const payInTestMode = vi.fn(async () => accepted(undefined));
  renderInApp(<TestCheckout offer={OFFER} />, {
    session: signedInSession('member-1', { membershipType: 'Free Member' }),
    gateway: fakeGateway({
      info: { payInTestMode },
      ...(offline ? { session: offlineSession(ONLINE_ONLY_REASON) } : {}),
    }),
  });
  return { payInTestMode };
}

describe('Test checkout: a payment is online-only on the desktop', () => {
  it('is disabled offline with the reason shown, and pays nothing', async () => {
    const { payInTestMode } = renderCheckout(true);
    const pay = screen.getByRole('button', { name: /^Pay ₹999\.00 \(test\)$/ });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute('title', ONLINE_ONLY_REASON);
    expect(screen.getByRole('note')).toHaveTextContent(ONLINE_ONLY_REASON);
    await userEvent.click(pay);
    expect(payInTestMode).not.toHaveBeenCalled();
  });

  it('pays online', async () => {
    const { payInTestMode } = renderCheckout(false);
    expect(screen.queryByRole('note')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Pay ₹999\.00 \(test\)$/ }));
    expect(payInTestMode).toHaveBeenCalledTimes(1);
  });
});
