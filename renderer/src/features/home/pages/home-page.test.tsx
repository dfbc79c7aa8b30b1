/**
 * The home page's live parts (accounts §8): the counters when they cannot be read or the API is out of reach, and
 * the welcome banner in each role's colour. The counters' real figures and the page at 1280 and 390 px are
 * browser tests (tests/e2e/web/home.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRE_LAUNCH_OFFERS } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { GatewayError } from '@/data/gateway.ts';
import { DEMO_PEOPLE, type DemoRole } from '@/testing/demo-roles.ts';
import { renderAppAt } from '@/testing/render-app.tsx';

/** The plan's settings with the pre-launch offer still running, and after its last day. */
const OFFER_RUNNING = { launchDate: '2099-03-01', offerValidUntil: '2099-01-31' };
const OFFER_ENDED = { launchDate: '2099-03-01', offerValidUntil: '2025-09-22' };

const counter = (key: string) => screen.getByTestId(`counter-${key}`);
const COUNTERS = ['fabricListings', 'sourcingListings', 'activeMembers'];

/** The counters once their query has settled (the list no longer busy with skeletons). */
async function settledCounters() {
  await waitFor(() => expect(screen.getByLabelText('Marketplace at a glance')).not.toHaveAttribute('aria-busy'));
}

describe('the counters', () => {
  it('show the figures in en-IN digits', async () => {
    await renderAppAt(paths.home.href(), {
      gateway: {
        content: {
          getHomeCounters: async () => ({ fabricListings: 12, sourcingListings: 3450, activeMembers: 123456 }),
        },
      },
    });
    await settledCounters();
    expect(counter('activeMembers')).toHaveTextContent('1,23,456');
    expect(counter('sourcingListings')).toHaveTextContent('3,450');
    expect(counter('fabricListings')).toHaveTextContent('12');
  });

  it('stay at 0 when they cannot be read, without an alert', async () => {
    await renderAppAt(paths.home.href(), {
      gateway: { content: { getHomeCounters: () => Promise.reject(new GatewayError('boom', 'failed')) } },
    });
    await settledCounters();
    for (const key of COUNTERS) expect(counter(key)).toHaveTextContent(/^0$/);
    expect(within(screen.getByRole('main')).queryByRole('alert')).toBeNull();
  });

  it('say the backend is unreachable when no API answers', async () => {
    const unreachable = new GatewayError('Backend unreachable at http://fake.test', 'unreachable');
    await renderAppAt(paths.home.href(), {
      gateway: { content: { getHomeCounters: () => Promise.reject(unreachable) } },
    });
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      'Backend unreachable at http://fake.test',
    );
    expect(counter('activeMembers')).toHaveTextContent(/^0$/);
  });
});

describe('the welcome banner', () => {
  it('is not shown to visitors', async () => {
    await renderAppAt(paths.home.href());
    await screen.findByRole('link', { name: 'Login' });
    expect(screen.queryByTestId('welcome-banner')).toBeNull();
  });

  it.each<[DemoRole, string]>([
    ['paid', 'orange'],
    ['free', 'blue'],
    ['executive', 'navy'],
    ['admin', 'navy'],
  ])('%s sees a %s welcome banner linking to their profile', async (who, colour) => {
    await renderAppAt(paths.home.href(), { as: who, gateway: { info: { paidPlan: async () => OFFER_RUNNING } } });
    const banner = await screen.findByTestId('welcome-banner');
    expect(banner).toHaveClass(`welcome-banner--${colour}`);
    await waitFor(() => expect(banner).toHaveTextContent(PRE_LAUNCH_OFFERS));
    const link = within(banner).getByRole('link', { name: /^Welcome, / });
    expect(link).toHaveAttribute('href', paths.profile.href(DEMO_PEOPLE[who].user.id));
    expect(link).toHaveTextContent(`Welcome, ${DEMO_PEOPLE[who].facts.memberName}`);
  });

  it('says no more that offers are live once the offer has ended', async () => {
    const paidPlan = vi.fn(async () => OFFER_ENDED);
    await renderAppAt(paths.home.href(), { as: 'free', gateway: { info: { paidPlan } } });
    const banner = await screen.findByTestId('welcome-banner');
    await within(banner).findByRole('link', { name: /^Welcome, / });
    // The plan's terms have been read, and the page has drawn what they say.
    await waitFor(() => expect(paidPlan).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(banner).not.toHaveTextContent(PRE_LAUNCH_OFFERS);
  });
});
