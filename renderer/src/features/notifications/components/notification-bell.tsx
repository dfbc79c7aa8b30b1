import { Bell } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MarketAlert } from '@/data/ports/alerts.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';
import {
  useMarkAlertReadMutation,
  useMarkAllAlertsReadMutation,
  useMarketAlertsQuery,
  useMarketUnreadCountQuery,
} from '../api.ts';
import { useAlertsLive } from '../hooks/use-alerts-live.ts';
import { countText } from '../model/alert-links.ts';
import { NotificationPanel } from './notification-panel.tsx';
import './notifications.css';

/** The latest alerts the panel lists. */
const LIST_LIMIT = 50;
const PANEL_ID = 'notification-panel';

/**
 * The header's bell (issue 27): the member's unread market alerts, counted live through Realtime, and the panel
 * that lists them. Escape or a click outside closes the panel; focus returns to the bell.
 */
export function NotificationBell({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const count = useMarketUnreadCountQuery();
  const alerts = useMarketAlertsQuery(LIST_LIMIT, { skip: !open, refetchOnMountOrArgChange: true });
  const [markRead] = useMarkAlertReadMutation();
  const [markAllRead] = useMarkAllAlertsReadMutation();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);

  const { refetch: refetchCount } = count;
  const { refetch: refetchList } = alerts;
  const refresh = useCallback(() => {
    void refetchCount();
    if (open) void refetchList();
  }, [open, refetchCount, refetchList]);
  useAlertsLive(userId, refresh);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    // On the document: focus may have left the panel (a button it disabled), and Escape still closes it.
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, close]);

  /** Runs a write, then reads the count and the list again; a failure is said in a toast. */
  const write = (run: () => Promise<unknown>) =>
    void run().then(refresh, (error: unknown) => toastFailure('Not marked read', error));
  const unread = count.data ?? 0;
  return (
    <div ref={box} className="bell">
      <button
        ref={button}
        type="button"
        className="bell__button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 && (
          <span className="bell__count" data-testid="bell-count" aria-hidden="true">
            {countText(unread)}
          </span>
        )}
      </button>
      {open && (
        <NotificationPanel
          id={PANEL_ID}
          alerts={alerts.data}
          loading={alerts.isFetching}
          error={alerts.isError ? (alerts.error.message ?? 'Unknown error') : null}
          unread={unread}
          onRetry={() => void refetchList()}
          onMarkRead={(id) => write(() => markRead(id).unwrap())}
          onMarkAllRead={() => write(() => markAllRead(userId).unwrap())}
          onOpenAlert={(alert: MarketAlert) => {
            if (alert.readAt === null) write(() => markRead(alert.id).unwrap());
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
