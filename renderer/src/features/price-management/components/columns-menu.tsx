import type { GridApi } from 'ag-grid-community';
import { Columns3 } from 'lucide-react';
import { useState } from 'react';
import { useDropMenu } from '@/hooks/use-drop-menu.ts';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { PRICE_COLUMNS } from './price-columns.ts';
import './sheet-menus.css';

/**
 * Shows and hides the sheet's columns and resets the layout (order, widths, sort) to the default. The
 * layout is remembered per user by the grid (hooks/use-column-layout.ts).
 */
export function ColumnsMenu({
  grid,
  onReset,
}: {
  grid: { current: GridApi<ManagedProduct> | null };
  onReset: () => void;
}) {
  const [, setRevision] = useState(0);
  const { ref: menuRef } = useDropMenu();
  const columns = PRICE_COLUMNS.map((c) => ({ id: (c.colId ?? c.field) as string, name: c.headerName ?? '' }));
  const visible = (id: string) => grid.current?.getColumn(id)?.isVisible() ?? false;
  return (
    <details ref={menuRef} className="sheet-menu" onToggle={() => setRevision((r) => r + 1)}>
      <summary className="btn btn--outline btn--sm" aria-label="Columns" title="Show, hide and reset columns">
        <Columns3 size={14} aria-hidden="true" /> <span className="sheet-toolbar__label">Columns</span>
      </summary>
      <div className="sheet-menu__panel" role="group" aria-label="Columns shown">
        {columns.map((c) => (
          <label key={c.id} className="sheet-menu__item">
            <input
              type="checkbox"
              checked={visible(c.id)}
              onChange={(e) => {
                grid.current?.setColumnsVisible([c.id], e.target.checked);
                setRevision((r) => r + 1);
              }}
            />
            {c.name}
          </label>
        ))}
        <button
          type="button"
          className="sheet-menu__reset"
          onClick={() => {
            onReset();
            setRevision((r) => r + 1);
          }}
        >
          Reset layout
        </button>
      </div>
    </details>
  );
}
