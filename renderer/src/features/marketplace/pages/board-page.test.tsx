import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '@domain/paths.ts';
import type { BoardChange, BoardPost, BoardQuery } from '@/data/ports/marketplace.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { DEMO_PEOPLE } from '@/testing/demo-roles.ts';
import { renderInApp } from '@/testing/render.tsx';
import { renderAppAt } from '@/testing/render-app.tsx';
import { PurchaseEnquiriesPage } from './board-page.tsx';

const enquiry = (id: string, number: string): BoardPost => ({
  id,
  userId: 'poster',
  number,
  fibreType: 'Cotton',
  specificType: null,
  lustre: null,
  twistIntermingling: null,
  blendRatio: null,
  denierCount: null,
  filamentCount: null,
  numberOfPlys: 1,
  grade: null,
  quantity: 100,
  price: null,
  preferredCompany: null,
  createdAt: '2026-11-20T06:30:00Z',
  updatedAt: '2026-11-20T06:30:00Z',
});

describe('a board kept live', () => {
  it('refetches when another member posts, highlights the new post, and leaves Realtime when closed', async () => {
    let rows = [enquiry('e-1', 'ENQ-000001')];
    let push: ((change: BoardChange) => void) | null = null;
    let left = false;
    const gateway = fakeGateway({
      marketplace: {
        boardPage: async (_query: BoardQuery) => ({ total: rows.length, rows }),
        subscribeBoard: async (_kind, onChange) => {
          push = onChange;
          return () => {
            left = true;
          };
        },
      },
    });
    const { unmount } = renderInApp(<PurchaseEnquiriesPage />, { gateway, route: paths.purchaseEnquiries.href() });
    expect(await screen.findByText('ENQ-000001')).toBeInTheDocument();

    rows = [enquiry('e-2', 'ENQ-000002'), ...rows];
    act(() => push!({ event: 'INSERT', id: 'e-2' }));
    const fresh = (await screen.findByText('ENQ-000002')).closest('tr')!;
    expect(fresh).toHaveClass('board-table__row--fresh');
    expect(screen.getByText('ENQ-000001').closest('tr')).not.toHaveClass('board-table__row--fresh');
    expect(within(fresh).getByRole('button', { name: /I'm Interested/ })).toBeInTheDocument();

    unmount();
    expect(left).toBe(true);
  });
});

describe('who sees the posters’ profiles', () => {
  const board = { boardPage: async () => ({ total: 1, rows: [enquiry('e-1', 'ENQ-000001')] }) };

  it('a Paid Member gets View Profile on another member’s post, and their credit balance', async () => {
    await renderAppAt(paths.purchaseEnquiries.href(), { as: 'paid', gateway: { marketplace: board } });
    const row = (await screen.findByText('ENQ-000001')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      paths.profile.href('poster'),
    );
    expect(await screen.findByText(/Messaging credits:/)).toHaveTextContent(
      `Messaging credits: ${DEMO_PEOPLE.paid.facts.messagingCredits}`,
    );
  });

  it('a Free Member sees the posts without View Profile', async () => {
    await renderAppAt(paths.purchaseEnquiries.href(), { as: 'free', gateway: { marketplace: board } });
    await screen.findByText('ENQ-000001');
    expect(screen.queryByRole('link', { name: 'View Profile' })).toBeNull();
  });
});
