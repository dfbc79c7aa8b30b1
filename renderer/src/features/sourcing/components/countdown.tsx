import { Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { countdown, formatDeadline } from '@domain/sourcing.ts';
import { useNow } from '../hooks/use-now.ts';
import '../sourcing.css';
import './countdown.css';

/**
 * Time left before a round's deadline, ticking on its own (so lists around it do not re-render every
 * second), coloured as it nears, the exact IST deadline in its title. `onExpire` runs once when it ends:
 * the page asks the server for the round's new state (it may have been extended).
 */
export function Countdown({
  closesAt,
  compact = false,
  onExpire,
}: {
  closesAt: string | null;
  compact?: boolean;
  onExpire?: () => void;
}) {
  const now = useNow(closesAt !== null);
  const left = closesAt ? countdown(closesAt, now) : null;
  const over = left?.urgency === 'over';
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (over) expire.current?.();
  }, [over]);

  if (!closesAt || !left) return <span className="countdown countdown--none">{compact ? '—' : 'No deadline'}</span>;
  return (
    <span
      className={`countdown countdown--${left.urgency}`}
      title={`Closes ${formatDeadline(closesAt)}`}
      aria-label={over ? 'Closed' : `Closes in ${left.text}, at ${formatDeadline(closesAt)}`}
    >
      <Clock size={14} aria-hidden="true" />
      <span className="countdown__text">{left.text}</span>
    </span>
  );
}
