import type { Column, GridApi, IRowNode } from 'ag-grid-community';
import { useCallback, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { parseDelimited, toDelimited } from '@domain/spreadsheet.ts';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { EDITABLE_COLUMNS, SELECTION_COLUMN } from '../components/price-grid-options.ts';
import { planPaste, type RejectedCell } from '../model/paste.ts';
import { describeProduct } from '../model/sheet-rows.ts';
import type { ProductSheet } from './use-product-sheet.ts';

const displayedRows = (api: GridApi<ManagedProduct>) => {
  const ids: string[] = [];
  api.forEachNodeAfterFilterAndSort((n) => n.data && ids.push(n.data.id));
  return ids;
};

/** The grid's cells as the person sees them (formatted), for copy and for comparing a pasted read-only cell. */
function cellText(api: GridApi<ManagedProduct>, node: IRowNode<ManagedProduct>, column: Column): string {
  const value = api.getCellValue({ rowNode: node, colKey: column, useFormatter: true });
  return value === null || value === undefined ? '' : String(value);
}

interface SheetKeyOptions {
  sheet: ProductSheet;
  onRejected: (cells: RejectedCell[], what: string) => void;
  onSave: () => void;
  readOnly: boolean;
}

/**
 * The sheet's spreadsheet keys on the grid's box: Ctrl+V pastes a block at the focused cell (each cell a pending
 * edit, what it cannot use reported), Ctrl+C copies the selected rows with a header line or the focused cell as
 * shown, Ctrl+Z / Ctrl+Y undo and redo, Ctrl+S saves.
 */
export function useSheetKeys(
  apiRef: RefObject<GridApi<ManagedProduct> | null>,
  { sheet, onRejected, onSave, readOnly }: SheetKeyOptions,
) {
  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLDivElement>) => {
      const grid = apiRef.current;
      if (!grid || readOnly || grid.getEditingCells().length > 0) return;
      const focused = grid.getFocusedCell();
      const textData = event.clipboardData.getData('text/plain');
      if (!focused || !textData) return;
      event.preventDefault();
      const columns = grid.getAllDisplayedColumns().filter((c) => c.getColId() !== SELECTION_COLUMN);
      const startColumn = columns.findIndex((c) => c.getColId() === focused.column.getColId());
      if (startColumn < 0) return;
      const rowIds = displayedRows(grid);
      const plan = planPaste(parseDelimited(textData), {
        rowIds,
        columnIds: columns.map((c) => c.getColId()),
        startRow: focused.rowIndex,
        startColumn,
        editable: EDITABLE_COLUMNS,
        headerOf: (id) => grid.getColumn(id)?.getColDef().headerName ?? id,
        textOf: (rowId, columnId) => {
          const node = grid.getRowNode(rowId);
          const column = grid.getColumn(columnId);
          return node && column ? cellText(grid, node, column) : '';
        },
        productOf: (rowId) => {
          const p = sheet.products.get(rowId);
          return p ? describeProduct(p) : rowId;
        },
        selectedRowIds: grid.getSelectedRows().map((r) => r.id),
      });
      sheet.apply('Paste', plan.changes);
      onRejected(plan.rejected, 'paste');
    },
    [apiRef, sheet, onRejected, readOnly],
  );

  const onCopy = useCallback(
    (event: ClipboardEvent<HTMLDivElement>) => {
      const grid = apiRef.current;
      if (!grid || grid.getEditingCells().length > 0) return;
      const columns = grid.getAllDisplayedColumns().filter((c) => c.getColId() !== SELECTION_COLUMN);
      const selected = grid.getSelectedNodes();
      let rows: string[][];
      if (selected.length > 0) {
        const header = columns.map((c) => c.getColDef().headerName ?? c.getColId());
        const ordered: IRowNode<ManagedProduct>[] = [];
        grid.forEachNodeAfterFilterAndSort((n) => n.isSelected() && ordered.push(n));
        rows = [header, ...ordered.map((n) => columns.map((c) => cellText(grid, n, c)))];
      } else {
        const focused = grid.getFocusedCell();
        const node = focused && grid.getDisplayedRowAtIndex(focused.rowIndex);
        if (!focused || !node) return;
        rows = [[cellText(grid, node, focused.column as Column)]];
      }
      event.preventDefault();
      event.clipboardData.setData('text/plain', toDelimited(rows));
    },
    [apiRef],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const grid = apiRef.current;
      if (!grid || grid.getEditingCells().length > 0) return;
      const mod = event.ctrlKey || event.metaKey;
      if (!mod) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        sheet.undo();
      } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
        event.preventDefault();
        sheet.redo();
      } else if (key === 's') {
        event.preventDefault();
        onSave();
      }
    },
    [apiRef, sheet, onSave],
  );

  return { onPaste, onCopy, onKeyDown };
}
