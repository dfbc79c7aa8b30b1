import { ArrowLeft, RefreshCw, Search } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import './desk.css';
import { formatCount } from '@domain/format.ts';

/** The head of a workstation page: a back link, the title and a line under it, and the page's actions. */
export function DeskHeader({
  back,
  title,
  subtitle,
  actions,
}: {
  back?: { to: string; label: string };
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="desk__header">
      <div>
        {back && (
          <Link className="desk__back" to={back.to}>
            <ArrowLeft size={16} aria-hidden="true" /> {back.label}
          </Link>
        )}
        <h1 className="desk__title">{title}</h1>
        {subtitle && <p className="desk__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="desk__actions">{actions}</div>}
    </header>
  );
}

export interface FilterChip<Value extends string> {
  value: Value;
  label: string;
  count?: number | null;
}

/** One-of filter buttons with counts (a plan, a kind of entry); the pressed one is the filter in force. */
export function FilterChips<Value extends string>({
  label,
  chips,
  value,
  onChange,
}: {
  label: string;
  chips: readonly FilterChip<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div className="filter-chips" role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          className="filter-chip"
          aria-pressed={chip.value === value}
          onClick={() => onChange(chip.value)}
        >
          {chip.label}
          {chip.count != null && <span className="filter-chip__count">{formatCount(chip.count)}</span>}
        </button>
      ))}
    </div>
  );
}

/** A search box of a toolbar, labelled for assistive technology. */
export function DeskSearch({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <label className="desk-search">
      <Search size={16} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
      <input
        type="search"
        className="input"
        value={value}
        placeholder={placeholder}
        aria-label={label}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** A compact on/off switch for a table cell (a checkbox with the switch role). */
export function Switch({
  checked,
  label,
  onChange,
  disabled,
}: {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="switch__track" aria-hidden="true" />
    </label>
  );
}

/**
 * Arrow keys move between the rows of a dense table: ↑/↓ focus the same column's control in the row above
 * or below (or the cell itself), Home/End the first and last rendered rows. For a table body's onKeyDown.
 */
export function moveInGrid(event: KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const target = event.target as HTMLElement;
  if (target.tagName === 'INPUT' && (target as HTMLInputElement).type === 'text') return;
  const cell = target.closest('td');
  const row = cell?.parentElement as HTMLTableRowElement | null;
  if (!cell || !row) return;
  const rows = [...(row.parentElement?.querySelectorAll<HTMLTableRowElement>('tr[data-row]') ?? [])];
  const at = rows.indexOf(row);
  const next =
    event.key === 'ArrowDown'
      ? rows[at + 1]
      : event.key === 'ArrowUp'
        ? rows[at - 1]
        : event.key === 'Home'
          ? rows[0]
          : rows[rows.length - 1];
  if (!next) return;
  event.preventDefault();
  const nextCell = next.cells[cell.cellIndex] ?? next.cells[0];
  const control = nextCell.querySelector<HTMLElement>('button, input, a, [tabindex]');
  const focusable = control ?? nextCell;
  if (!control) nextCell.tabIndex = -1;
  focusable.focus();
  focusable.scrollIntoView({ block: 'nearest' });
}

/** A list that could not load: what failed, the server's words and a Retry button. */
export function LoadFailed({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Alert
      variant="danger"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw size={14} aria-hidden="true" /> Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
