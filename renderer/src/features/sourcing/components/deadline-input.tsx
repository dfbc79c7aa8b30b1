import { useId } from 'react';
import { localInputOf } from '@domain/sourcing.ts';
// A row of chips, as the desks' filter chips are laid out.
import '@/ui/desk.css';

const QUICK = [
  { label: '+1 h', ms: 3_600_000 },
  { label: '+1 day', ms: 86_400_000 },
  { label: '+3 days', ms: 3 * 86_400_000 },
  { label: '+7 days', ms: 7 * 86_400_000 },
];

/** A round deadline in India time (datetime-local), with quick picks; empty means no deadline. */
export function DeadlineInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="deadline-input">
      <label htmlFor={id} className="field__label">
        {label} <span className="deadline-input__zone">IST</span>
      </label>
      <div className="deadline-input__row">
        <input
          id={id}
          type="datetime-local"
          className="input"
          value={value}
          min={localInputOf(new Date().toISOString())}
          onChange={(e) => onChange(e.target.value)}
        />
        <div className="filter-chips" role="group" aria-label={`${label}: quick picks`}>
          {QUICK.map((q) => (
            <button
              key={q.label}
              type="button"
              className="chip"
              onClick={() => onChange(localInputOf(new Date(Date.now() + q.ms).toISOString()))}
            >
              {q.label}
            </button>
          ))}
          {value && (
            <button type="button" className="chip chip--quiet" onClick={() => onChange('')}>
              No deadline
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
