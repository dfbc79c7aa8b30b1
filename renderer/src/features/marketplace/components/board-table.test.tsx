import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INTEREST_NEEDS_FULL_ACCESS, NOT_SHARED } from '@domain/marketplace.ts';
import { paths } from '@domain/paths.ts';
import { ONLINE_ONLY_REASON } from '@domain/sync/status.ts';
import type { BoardPost } from '@/data/ports/marketplace.ts';
import { fakeGateway, offlineSession } from '@/testing/fake-gateway.ts';
import type { Session } from '@/session/session-context.ts';
import { renderInApp, signedInSession } from '@/testing/render.tsx';
import { BoardTable } from './board-table.tsx';

const post = (over: Partial<BoardPost> = {}): BoardPost => ({
  id: 'p-1',
  userId: 'poster',
  number: 'OFF-000042',
  fibreType: 'Polyester Filament',
  specificType: 'DTY',
  lustre: 'Semi Dull Yarn',
  twistIntermingling: null,
  blendRatio: null,
  denierCount: 150,
  filamentCount: 48,
  numberOfPlys: 2,
  grade: null,
  quantity: 1200.5,
  price: 245.5,
  preferredCompany: null,
  createdAt: '2026-11-20T06:30:00Z',
  updatedAt: '2026-11-20T06:30:00Z',
  ...over,
});

function renderBoard(
  props: Partial<Parameters<typeof BoardTable>[0]> = {},
  gateway = fakeGateway(),
  session: Session = signedInSession('viewer'),
) {
  const onInterest = vi.fn();
  renderInApp(
    <BoardTable
      kind="offer"
      rows={[post()]}
      viewerId="viewer"
      showProfileLinks={false}
      busyId={null}
      onInterest={onInterest}
      {...props}
    />,
    { gateway, session },
  );
  return { onInterest, row: screen.getAllByRole('row')[1]! };
}

describe('BoardTable', () => {
  it('shows the spec columns of an offer: number, yarn, denier / filament / ply, N/A grade, quantity and price', () => {
    const { row } = renderBoard();
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'OFF-000042',
      expect.stringMatching(/^20 Nov 2026/),
      NOT_SHARED,
      'Polyester Filament – DTY, Semi Dull Yarn',
      '150 / 48 / 2',
      'N/A',
      '1,200.5',
      '₹245.50',
      expect.stringContaining('I’m Interested'.replace('’', "'")),
    ]);
  });

  it('calls back with the post when a member taps I’m Interested', async () => {
    const { onInterest } = renderBoard();
    await userEvent.click(screen.getByRole('button', { name: /I'm Interested/ }));
    expect(onInterest).toHaveBeenCalledWith(expect.objectContaining({ id: 'p-1' }));
  });

  it('disables the button on the viewer’s own post and for visitors, saying why', () => {
    renderBoard({ viewerId: 'poster' });
    const own = screen.getByRole('button', { name: /I'm Interested/ });
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleDescription('You cannot express interest in your own offer.');
    expect(screen.getByText('Your offer')).toBeInTheDocument();
  });

  it('disables the button for a member whose trial is over (the server refuses their credit), saying why', async () => {
    const expired = signedInSession('viewer', { trialExpired: true, paymentOnly: true });
    const { onInterest } = renderBoard({}, fakeGateway(), expired);
    const button = screen.getByRole('button', { name: /I'm Interested/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(INTEREST_NEEDS_FULL_ACCESS);
    await userEvent.click(button);
    expect(onInterest).not.toHaveBeenCalled();
  });

  it('disables the button on the desktop offline (it spends a credit), saying why', async () => {
    const { onInterest } = renderBoard({}, fakeGateway({ session: offlineSession(ONLINE_ONLY_REASON) }));
    const button = screen.getByRole('button', { name: /I'm Interested/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(ONLINE_ONLY_REASON);
    expect(button).toHaveAttribute('title', ONLINE_ONLY_REASON);
    await userEvent.click(button);
    expect(onInterest).not.toHaveBeenCalled();
  });

  it('links to the poster’s profile only when told to (paid-level viewers)', () => {
    renderBoard();
    expect(screen.queryByRole('link', { name: 'View Profile' })).toBeNull();
    renderBoard({ showProfileLinks: true });
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', paths.profile.href('poster'));
  });

  it('has no price column for enquiries', () => {
    renderBoard({ kind: 'enquiry', rows: [post({ number: 'ENQ-000007', price: null })] });
    expect(screen.queryByRole('columnheader', { name: 'Price (₹)' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Enq. No.' })).toBeInTheDocument();
  });
});
