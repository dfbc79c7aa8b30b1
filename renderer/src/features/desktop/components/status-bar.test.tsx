import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { fakeBridge, syncStatus } from '../testing-bridge.ts';
import { StatusBar } from './status-bar.tsx';

describe('desktop status bar', () => {
  it('says when the cache last synced, then follows the engine’s status events', async () => {
    const { bridge, emit } = fakeBridge({ syncStatus: async () => syncStatus() });
    renderInApp(<StatusBar bridge={bridge} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Synced 2 min ago');

    act(() => emit('syncStatus', syncStatus({ syncing: true })));
    expect(screen.getByRole('status')).toHaveTextContent('Syncing…');
    act(() => emit('syncStatus', syncStatus({ online: false, queued: 3 })));
    expect(screen.getByRole('status')).toHaveTextContent('Offline · 3 changes queued');
  });

  it('warns when the data is older than the configured age', async () => {
    const old = new Date(Date.now() - 3 * 3600_000).toISOString();
    const { bridge } = fakeBridge({
      syncStatus: async () => syncStatus({ lastSyncedAt: old, staleAfterMs: 3600_000 }),
    });
    renderInApp(<StatusBar bridge={bridge} />);
    expect(await screen.findByText('Last synced 3 h ago: prices and bids may be out of date.')).toBeInTheDocument();
  });

  it('syncs on request, and not while signed out', async () => {
    const syncNow = vi.fn(async () => syncStatus());
    const { bridge, emit } = fakeBridge({ syncStatus: async () => syncStatus(), syncNow });
    renderInApp(<StatusBar bridge={bridge} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(syncNow).toHaveBeenCalledTimes(1);
    act(() => emit('syncStatus', syncStatus({ signedIn: false, lastSyncedAt: null })));
    expect(screen.getByRole('status')).toHaveTextContent('Sign in to keep data for offline use');
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  });
});
