import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MARKET_MESSAGES, MARKET_UNFOLLOW_TITLE, marketUnfollowWarning } from '@domain/market.ts';
import { GatewayError } from '@/data/gateway.ts';
import type { MarketWatch } from '@/data/ports/market.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { FollowControl } from './follow-control.tsx';

const target = { classKey: 'cotton/combed/40s', centre: 'Tiruppur' };

function renderFollow(watches: MarketWatch[], follow = vi.fn(), unfollow = vi.fn()) {
  const gateway = fakeGateway({
    market: {
      watches: async () => [...watches],
      follow: async (t) => {
        follow(t);
        const watch = { id: 'w1', productId: null, createdAt: '2026-11-28T10:00:00Z', ...t };
        watches.push(watch);
        return watch;
      },
      unfollow: async (id) => {
        unfollow(id);
        watches.splice(0);
      },
    },
  });
  renderInApp(<FollowControl {...target} label="Cotton · Combed · 40s, Tiruppur" />, { gateway });
  return follow;
}

describe('FollowControl', () => {
  it('follows at 2 % unless told otherwise, then shows the watch and lets the member unfollow', async () => {
    const user = userEvent.setup();
    const unfollow = vi.fn();
    const follow = renderFollow([], vi.fn(), unfollow);
    const field = await screen.findByRole('textbox', { name: /Alert on a move of/ });
    expect(field).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(follow).toHaveBeenCalledWith({ ...target, thresholdPct: 2 });
    expect(await screen.findByText('Following · 2 %')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Unfollowing asks first, naming the alerts that stop; Cancel keeps the watch.
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    const ask = await screen.findByRole('alertdialog', { name: MARKET_UNFOLLOW_TITLE });
    expect(ask).toHaveTextContent(marketUnfollowWarning('Cotton · Combed · 40s, Tiruppur', 2));
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(unfollow).not.toHaveBeenCalled();
    expect(screen.getByText('Following · 2 %')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(unfollow).toHaveBeenCalledWith('w1');
  });

  it('refuses a threshold outside 0.1–50 % before asking the server', async () => {
    const user = userEvent.setup();
    const follow = renderFollow([]);
    const field = await screen.findByRole('textbox', { name: /Alert on a move of/ });
    await user.clear(field);
    await user.type(field, '75');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a move threshold from 0.1 to 50 %.');
    expect(follow).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in its words", async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      market: {
        watches: async () => [],
        follow: async () => {
          throw new GatewayError(MARKET_MESSAGES.upgradeToFollow, 'failed');
        },
      },
    });
    renderInApp(<FollowControl {...target} label="40s" />, { gateway });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MARKET_MESSAGES.upgradeToFollow);
  });
});
