import type { GridApi } from 'ag-grid-community';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { useColumnFilters } from '../hooks/use-column-filters.ts';
import './phone-filters.css';

/** The desktop filter row's text columns a phone filters by, in the order a trader narrows a list. */
const PHONE_FILTERS = [
  { column: 'product', label: 'Product' },
  { column: 'departmentName', label: 'Department' },
  { column: 'bidderName', label: 'Bidder' },
  { column: 'grade', label: 'Grade' },
  { column: 'bidDisplayId', label: 'Bid no.' },
] as const;
const COLUMNS = PHONE_FILTERS.map((f) => f.column);

/**
 * A phone's column filters (the grid has no room for its filter row there): a Filters button with the count of
 * filters set, opening a row of fields under the toolbar. They write the same filter model the desktop's row
 * does, so a filter set at one width holds at the other.
 */
export function PhoneFilters({ grid }: { grid: GridApi | null }) {
  const [open, setOpen] = useState(false);
  const filters = useColumnFilters(grid, COLUMNS);
  const panelId = useId();
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontal size={14} aria-hidden="true" /> Filters
        {filters.active > 0 && <span className="bids-filters__count">{filters.active}</span>}
      </Button>
      {open && (
        <div id={panelId} className="bids-filters" role="group" aria-label="Column filters">
          {PHONE_FILTERS.map(({ column, label }) => (
            <label key={column} className="bids-filters__field">
              <span>{label}</span>
              <input
                type="search"
                value={filters.values[column] ?? ''}
                placeholder="contains…"
                onChange={(e) => filters.set(column, e.target.value)}
                onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
              />
            </label>
          ))}
          <div className="bids-filters__actions">
            <Button size="sm" variant="ghost" onClick={filters.clear} disabled={filters.active === 0}>
              Clear filters
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen(false)}>
              Done
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
