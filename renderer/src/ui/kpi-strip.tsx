import type { CSSProperties, ReactNode } from 'react';
import './kpi-strip.css';

export interface Kpi {
  label: string;
  value: ReactNode;
  /** A small line beside the value: a unit or a warning. */
  note?: ReactNode;
  noteTone?: 'muted' | 'warning';
}

/**
 * A strip of figures (a description list), one cell per figure on desktop and `phoneColumns` per row on
 * phones; numbers in tabular figures. Used by the workstation desks (sourcing, bids).
 */
export function KpiStrip({ label, items, phoneColumns = 2 }: { label: string; items: Kpi[]; phoneColumns?: number }) {
  const style = { '--kpi-count': items.length, '--kpi-phone-columns': phoneColumns } as CSSProperties;
  return (
    <dl className="kpi-strip" aria-label={label} style={style}>
      {items.map((item) => (
        <div key={item.label} className="kpi-strip__item">
          <dt>{item.label}</dt>
          <dd>
            {item.value}
            {item.note ? (
              <span className={`kpi-strip__note kpi-strip__note--${item.noteTone ?? 'muted'}`}>{item.note}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
