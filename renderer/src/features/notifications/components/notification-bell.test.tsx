import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MarketAlert } from '@/data/ports/alerts.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const USER = 'u-1';
const alert = (id: string, over: Partial<MarketAlert> = {}): MarketAlert => ({
  id,
  watchId: 'w-1',
  classKey: 'cotton/combed/40s',
  productId: null,
  companyId: null,
  title: `Cotton · Combed · 40s (${id})`,
  body: 'All-India median ₹262.00, was ₹250.00',
  changePct: 4.8,
  createdAt: '2026-11-28T10:00:00Z',
  readAt: null,
  ...over,
});

/** An alerts area whose rows the test changes, with the live hint it can fire. */
function alertsArea(initial: MarketAlert[]) {
  let rows = initial;
  let hint: () => void = () => undefined;
  const area = {
    list: vi.fn(async () => rows),
    unreadCount: vi.fn(async () => rows.filter((r) => r.readAt === null).length),
    markRead: vi.fn(async (id: string) => {
      rows = rows.map((r) => (r.id === id ? { ...r, readAt: '2026-11-28T11:00:00Z' } : r));
    }),
    markAllRead: vi.fn(async () => {
      rows = rows.map((r) => ({ ...r, readAt: r.readAt ?? '2026-11-28T11:00:00Z' }));
    }),
    subscribe: vi.fn(async (_user: string, onAlert: () => void) => {
      hint = onAlert;
      return () => undefined;
    }),
  };
  return {
    area,
    raise(next: MarketAlert) {
      rows = [next, ...rows];
      hint();
    },
  };
}

const bell = (name: RegExp | string) => screen.findByRole('button', { name });

describe('NotificationBell', () => {
  it('counts unread alerts and counts a new one live', async () => {
    const alerts = alertsArea([alert('a1')]);
    renderInApp(<NotificationBell userId={USER} />, { gateway: fakeGateway({ alerts: alerts.area }) });
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(alerts.area.subscribe).toHaveBeenCalledWith(USER, expect.any(Function), expect.any(Function));
    act(() => alerts.raise(alert('a2', { changePct: -3.1 })));
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
    expect(screen.getByTestId('bell-count')).toHaveTextContent('2');
  });

  it('lists alerts with their move and link, marks one read, then all; Escape closes and focus returns', async () => {
    const alerts = alertsArea([alert('a1'), alert('a2', { changePct: -3.1, classKey: null, companyId: 'c-9' })]);
    renderInApp(<NotificationBell userId={USER} />, { gateway: fakeGateway({ alerts: alerts.area }) });
    const button = await bell('Notifications, 2 unread');
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('▲ +4.8 %');
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/market/cotton/combed/40s');
    expect(items[1]).toHaveTextContent('▼ −3.1 %');
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', '/corporate/c-9');

    await userEvent.click(within(items[0]).getByRole('button', { name: /^Mark read:/ }));
    expect(alerts.area.markRead).toHaveBeenCalledWith('a1');
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(alerts.area.markAllRead).toHaveBeenCalledWith(USER);
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(screen.queryByTestId('bell-count')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('says when there are no alerts yet', async () => {
    const alerts = alertsArea([]);
    renderInApp(<NotificationBell userId={USER} />, { gateway: fakeGateway({ alerts: alerts.area }) });
    await userEvent.click(await bell('Notifications'));
    expect(await screen.findByText('No alerts yet.')).toBeInTheDocument();
  });

  it('shows a failed read with a way to try again', async () => {
    const alerts = alertsArea([alert('a1')]);
    alerts.area.list.mockRejectedValueOnce(new Error('Backend unreachable at http://fake.test'));
    renderInApp(<NotificationBell userId={USER} />, { gateway: fakeGateway({ alerts: alerts.area }) });
    await userEvent.click(await bell('Notifications, 1 unread'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Backend unreachable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
  });
});
