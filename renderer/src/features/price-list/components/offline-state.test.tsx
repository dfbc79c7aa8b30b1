import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OfflineListsStatus } from '@/platform/desktop-bridge.ts';
import { OfflineState } from './offline-state.tsx';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

const offline = (overrides: Partial<OfflineListsStatus> = {}): OfflineListsStatus => ({
  lists: 2,
  available: 1,
  waiting: 1,
  overBudget: 0,
  bytesUsed: 0,
  budgetBytes: 2 * 1024 ** 3,
  running: true,
  active: [{ priceListId: B, receivedBytes: 459, totalBytes: 1000 }],
  states: { [A]: 'available', [B]: 'waiting' },
  pinned: [],
  ...overrides,
});

describe('a price list card’s offline state (desktop)', () => {
  it('shows each list’s state on its card, the download’s percentage, and pins it', async () => {
    const onTogglePin = vi.fn();
    const status = offline({ states: { [A]: 'available', [B]: 'waiting' }, pinned: [A] });
    const { rerender } = render(
      <>
        <OfflineState id={A} title="Cotton" status={status} onTogglePin={onTogglePin} onKeep={vi.fn()} />
        <OfflineState id={B} title="Viscose" status={status} onTogglePin={onTogglePin} onKeep={vi.fn()} />
      </>,
    );
    const [cotton, viscose] = screen.getAllByTestId('offline-state');
    expect(cotton).toHaveTextContent('Available offline');
    expect(viscose).toHaveTextContent('Downloading 45 %');
    expect(screen.getByRole('button', { name: 'Unpin: Cotton' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Pin offline: Viscose' }));
    expect(onTogglePin).toHaveBeenCalledWith(B, true);

    rerender(
      <OfflineState
        id={B}
        title="Viscose"
        status={offline({ states: { [B]: 'over-budget' }, active: [] })}
        onTogglePin={onTogglePin}
        onKeep={vi.fn()}
      />,
    );
    expect(screen.getByTestId('offline-state')).toHaveTextContent('Not kept: over budget');
  });

  it('says why main keeps the company’s latest list offline, apart from the user’s own pin', () => {
    const status = offline({ states: { [A]: 'available', [B]: 'available' }, active: [], companyPinned: [A] });
    render(
      <>
        <OfflineState id={A} title="Edition 2" status={status} onTogglePin={vi.fn()} onKeep={vi.fn()} />
        <OfflineState id={B} title="Edition 1" status={status} onTogglePin={vi.fn()} onKeep={vi.fn()} />
      </>,
    );
    const [latest, superseded] = screen.getAllByTestId('offline-state');
    expect(latest).toHaveTextContent('Available offlineKept offline for your sales team');
    expect(superseded).not.toHaveTextContent('Kept offline for your sales team');
    // The user's own pin is a separate choice: main's pin does not press it.
    expect(screen.getByRole('button', { name: 'Pin offline: Edition 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says a list the user removed is not kept, and keeps it again', async () => {
    const onKeep = vi.fn();
    const status = offline({ states: { [A]: 'removed', [B]: 'available' }, active: [], removed: [A] });
    render(
      <>
        <OfflineState id={A} title="Cotton" status={status} onTogglePin={vi.fn()} onKeep={onKeep} />
        <OfflineState id={B} title="Viscose" status={status} onTogglePin={vi.fn()} onKeep={onKeep} />
      </>,
    );
    const [cotton, viscose] = screen.getAllByTestId('offline-state');
    expect(cotton).toHaveTextContent('Not kept — removed by you');
    expect(screen.queryByRole('button', { name: 'Keep offline: Viscose' })).toBeNull();
    expect(viscose).toHaveTextContent('Available offline');
    await userEvent.click(screen.getByRole('button', { name: 'Keep offline: Cotton' }));
    expect(onKeep).toHaveBeenCalledWith(A);
  });
});
