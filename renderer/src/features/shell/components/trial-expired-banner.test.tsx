import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, signedInSession } from '@/testing/render.tsx';
import { TrialExpiredBanner } from './trial-expired-banner.tsx';

describe('the Trial Period Expired banner', () => {
  it('says why and where to pay on every page while the trial is over', () => {
    renderInApp(<TrialExpiredBanner />, {
      route: '/news',
      session: signedInSession('u1', { trialExpired: true, paymentOnly: true }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Trial Period ExpiredYour 15-day free trial has ended. To keep using your account, upgrade to Paid Membership.',
    );
    expect(screen.getByRole('link', { name: 'upgrade to Paid Membership' })).toHaveAttribute(
      'href',
      '/payment/razorpay',
    );
  });

  it('is not shown on the payment page, nor to members in their trial', () => {
    renderInApp(<TrialExpiredBanner />, {
      route: '/payment/razorpay',
      session: signedInSession('u1', { trialExpired: true }),
    });
    expect(screen.queryByRole('alert')).toBeNull();
    renderInApp(<TrialExpiredBanner />, { route: '/news', session: signedInSession('u2') });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
