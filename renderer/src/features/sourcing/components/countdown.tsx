import { Clock } from 'lucide-react';
import { countdown, formatDeadline } from '@domain/sourcing.ts';

/** Time left before a round's deadline, coloured as it nears; the exact IST deadline in its title. */
export function Countdown({
  closesAt,
  now,
  compact = false,
}: {
  closesAt: string | null;
  now: number;
  compact?: boolean;
}) {
  if (!closesAt) return <span className="countdown countdown--none">{compact ? '—' : 'No deadline'}</span>;
  const left = countdown(closesAt, now);
  return (
    <span
      className={`countdown countdown--${left.urgency}`}
      title={`Closes ${formatDeadline(closesAt)}`}
      aria-label={left.urgency === 'over' ? 'Closed' : `Closes in ${left.text}, at ${formatDeadline(closesAt)}`}
    >
      <Clock size={14} aria-hidden="true" />
      <span className="countdown__text">{left.text}</span>
    </span>
  );
}
