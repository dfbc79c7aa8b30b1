import { Check, CheckCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatPercentChange } from '@domain/format.ts';
import type { MarketAlert } from '@/data/ports/alerts.ts';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { alertHref, moveText } from '../model/alert-links.ts';

export interface NotificationPanelProps {
  id: string;
  alerts: MarketAlert[] | undefined;
  loading: boolean;
  error: string | null;
  unread: number;
  onRetry: () => void;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  /** A link was followed: the alert is marked read and the panel closes. */
  onOpenAlert: (alert: MarketAlert) => void;
}

function AlertItem({
  alert,
  onMarkRead,
  onOpenAlert,
}: {
  alert: MarketAlert;
  onMarkRead: (id: string) => void;
  onOpenAlert: (alert: MarketAlert) => void;
}) {
  const move = moveText(alert.changePct);
  const href = alertHref(alert);
  const unread = alert.readAt === null;
  return (
    <li className={unread ? 'alert-item alert-item--unread' : 'alert-item'}>
      <span
        className={move.up ? 'alert-item__move alert-item__move--up' : 'alert-item__move alert-item__move--down'}
        aria-label={`${move.up ? 'Up' : 'Down'} ${formatPercentChange(alert.changePct)}`}
      >
        {move.arrow} {formatPercentChange(alert.changePct)}
      </span>
      <span className="alert-item__text">
        {href ? (
          <Link className="alert-item__title" to={href} onClick={() => onOpenAlert(alert)}>
            {alert.title}
          </Link>
        ) : (
          <span className="alert-item__title">{alert.title}</span>
        )}
        <span className="alert-item__body">{alert.body}</span>
        <time className="alert-item__time" dateTime={alert.createdAt}>
          {formatDateTime(alert.createdAt)}
        </time>
      </span>
      {unread ? (
        <button
          type="button"
          className="alert-item__read"
          onClick={() => onMarkRead(alert.id)}
          aria-label={`Mark read: ${alert.title}`}
          title="Mark read"
        >
          <Check size={15} aria-hidden="true" />
        </button>
      ) : (
        <span className="alert-item__read alert-item__read--done" aria-label="Read" />
      )}
    </li>
  );
}

/**
 * The notification centre's list (issue 27): the member's market alerts, newest first, each with its move, what
 * moved, when, and a link to the class or the product's company; unread ones marked, read per item or all at once.
 */
export function NotificationPanel(props: NotificationPanelProps) {
  const { alerts, loading, error, unread } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the bell: focus moves into the panel (Escape closes it and returns focus to the bell).
  useEffect(() => heading.current?.focus(), []);
  return (
    <section id={props.id} className="notification-panel" role="dialog" aria-label="Notifications">
      <header className="notification-panel__head">
        <h2 ref={heading} tabIndex={-1}>
          Notifications {unread > 0 && <span className="notification-panel__unread">{unread} unread</span>}
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            // The button disables itself: focus stays in the panel, on its heading.
            heading.current?.focus();
            props.onMarkAllRead();
          }}
          disabled={unread === 0}
        >
          <CheckCheck size={15} aria-hidden="true" /> Mark all read
        </Button>
      </header>
      {loading && !alerts ? (
        <div className="notification-panel__state">
          <Spinner size={18} label="Loading alerts" />
        </div>
      ) : error ? (
        <div className="notification-panel__state" role="alert">
          <p>The alerts could not be read: {error}</p>
          <Button variant="outline" size="sm" onClick={props.onRetry}>
            Try again
          </Button>
        </div>
      ) : !alerts || alerts.length === 0 ? (
        <div className="notification-panel__state">
          <p className="notification-panel__empty">No alerts yet.</p>
          <p>Follow a class on the Market page and you are told here when its median moves past your threshold.</p>
        </div>
      ) : (
        <ol className="notification-panel__list" aria-label="Market alerts">
          {alerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert} onMarkRead={props.onMarkRead} onOpenAlert={props.onOpenAlert} />
          ))}
        </ol>
      )}
    </section>
  );
}
