import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfflineListsStatus } from '@/platform/desktop-bridge.ts';
import { renderInApp } from '@/testing/render.tsx';
import { fakeBridge } from '../testing-bridge.ts';
import { OfflineListsIndicator } from './offline-lists-indicator.tsx';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const MB = 1024 * 1024;

const offline = (overrides: Partial<OfflineListsStatus> = {}): OfflineListsStatus => ({
  lists: 2,
  available: 1,
  waiting: 1,
  overBudget: 0,
  bytesUsed: 3 * MB,
  budgetBytes: 2048 * MB,
  running: true,
  active: [{ priceListId: B, receivedBytes: 459, totalBytes: 1000 }],
  states: { [A]: 'available', [B]: 'waiting' },
  pinned: [],
  ...overrides,
});

describe('price lists kept offline', () => {
  it('counts them in the status bar with a bar while downloading, then follows main’s events', async () => {
    let status = offline();
    const { bridge, emit } = fakeBridge({ offlineLists: async () => status });
    renderInApp(<OfflineListsIndicator bridge={bridge} />);
    expect(await screen.findByText('Offline: 1 of 2 lists · 3 MB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Price lists downloading for offline use' })).toHaveValue(0.5);

    // A list done: the counts change, so the whole status is read again.
    status = offline({ available: 2, waiting: 0, bytesUsed: 5 * MB, running: false, active: [] });
    const { states: _states, pinned: _pinned, ...summary } = status;
    act(() => emit('offlineLists', summary));
    expect(await screen.findByText('Offline: 2 of 2 lists · 5 MB')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
