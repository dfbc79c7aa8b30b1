import type { GridApi, SelectionChangedEvent } from 'ag-grid-community';
import { useEffect, useRef } from 'react';
import type { ProductField } from '@domain/corporate-product-form.ts';
import { AgGridReact } from '@/lib/ag-grid.ts';
import type { EntryRow } from '../model/entry-rows.ts';
import { useEntryGridEvents } from '../hooks/use-entry-grid-events.ts';
import { DEPARTMENT_LIST_ID } from './entry-cells.tsx';
import { DEFAULT_COLUMN, ENTRY_COLUMNS, entryTheme, ROW_NUMBER_COLUMN, rowId } from './entry-columns.ts';

export interface EntryGridProps {
  rows: EntryRow[];
  departments: readonly string[];
  /** A typed value, or a cell cleared with Delete. */
  onEdit: (key: string, field: ProductField, value: string) => void;
  /** A block pasted at a cell (its row index and field). */
  onPaste: (block: string[][], at: { row: number; field: ProductField }) => void;
  onSelectionChanged: (keys: string[]) => void;
  onSave: () => void;
  onReady: (api: GridApi<EntryRow>) => void;
  readOnly: boolean;
  /** Full screen: the grid takes the height its box leaves. */
  fill?: boolean;
}

/**
 * The entry grid: AG Grid Community over the rows the page holds. Edits never change the row data in place
 * (readOnlyEdit): they come back to the page, which replaces the row. Lists edit with a list, fields that do
 * not apply to the row's fibre type are greyed and locked, invalid cells are marked with their message as a
 * tooltip. Keyboard as in a spreadsheet: arrows, Enter or typing to edit, Delete clears, Ctrl+V pastes a
 * block at the focused cell, Ctrl+C copies, Ctrl+S saves.
 */
export function EntryGrid({
  rows,
  departments,
  onEdit,
  onPaste,
  onSelectionChanged,
  onSave,
  onReady,
  readOnly,
  fill = false,
}: EntryGridProps) {
  const api = useRef<GridApi<EntryRow> | null>(null);
  const { onCellEditRequest, onCellKeyDown, handlePaste, handleCopy, onKeyDown } = useEntryGridEvents(api, {
    onEdit,
    onPaste,
    onSave,
    readOnly,
  });

  // Row numbers follow the rows' order (a removed row renumbers the rows below it).
  useEffect(() => {
    api.current?.refreshCells({ columns: [ROW_NUMBER_COLUMN], force: true });
  }, [rows]);

  // A grid of a few rows stays short; a long one scrolls inside its box; in full screen it takes the window's rest.
  const height = fill ? '100%' : Math.min(44 + Math.max(rows.length, 6) * 32 + 18, 560);

  return (
    <div
      className="cp-grid workspace__grow"
      role="region"
      aria-label="Product entries"
      style={{ height }}
      onPaste={handlePaste}
      onCopy={handleCopy}
      onKeyDown={onKeyDown}
    >
      <datalist id={DEPARTMENT_LIST_ID}>
        {departments.map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
      <AgGridReact<EntryRow>
        theme={entryTheme}
        rowData={rows}
        columnDefs={ENTRY_COLUMNS}
        defaultColDef={DEFAULT_COLUMN}
        getRowId={rowId}
        readOnlyEdit
        onCellEditRequest={onCellEditRequest}
        onCellKeyDown={onCellKeyDown}
        rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false }}
        selectionColumnDef={{ width: 36, pinned: 'left', suppressHeaderMenuButton: true }}
        stopEditingWhenCellsLoseFocus
        enterNavigatesVerticallyAfterEdit
        singleClickEdit={false}
        animateRows={false}
        tooltipShowDelay={300}
        suppressColumnVirtualisation
        onGridReady={(e) => {
          api.current = e.api;
          onReady(e.api);
        }}
        onSelectionChanged={(e: SelectionChangedEvent<EntryRow>) =>
          onSelectionChanged(e.api.getSelectedRows().map((r) => r.key))
        }
      />
    </div>
  );
}
