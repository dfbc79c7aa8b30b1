import type { CellEditRequestEvent, CellKeyDownEvent, GridApi } from 'ag-grid-community';
import { useCallback, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { PRODUCT_COLUMNS, PRODUCT_FIELDS, type ProductField } from '@domain/corporate-product-form.ts';
import { parseDelimited, toDelimited } from '@domain/spreadsheet.ts';
import { isField } from '../components/entry-columns.ts';
import type { EntryRow } from '../model/entry-rows.ts';

interface EntryGridEventOptions {
  onEdit: (key: string, field: ProductField, value: string) => void;
  onPaste: (block: string[][], at: { row: number; field: ProductField }) => void;
  onSave: () => void;
  readOnly: boolean;
}

/**
 * The entry grid's spreadsheet keys: an edit or Delete goes back to the page (readOnlyEdit), Ctrl+V pastes a
 * block at the focused cell, Ctrl+C copies the selected rows (with a header line) or the focused cell, Ctrl+S saves.
 */
export function useEntryGridEvents(
  api: RefObject<GridApi<EntryRow> | null>,
  { onEdit, onPaste, onSave, readOnly }: EntryGridEventOptions,
) {
  const onCellEditRequest = useCallback(
    (event: CellEditRequestEvent<EntryRow>) => {
      const field = event.colDef.field;
      if (!isField(field) || !event.data || readOnly) return;
      const value = event.newValue === null || event.newValue === undefined ? '' : String(event.newValue);
      onEdit(event.data.key, field, value);
    },
    [onEdit, readOnly],
  );

  const onCellKeyDown = useCallback(
    (event: CellKeyDownEvent<EntryRow>) => {
      const key = (event.event as globalThis.KeyboardEvent | null)?.key;
      const field = event.colDef.field;
      if (key !== 'Delete' || !isField(field) || !event.data || readOnly) return;
      if (event.api.getEditingCells().length > 0) return;
      onEdit(event.data.key, field, '');
    },
    [onEdit, readOnly],
  );

  const handlePaste = useCallback(
    (event: ClipboardEvent<HTMLDivElement>) => {
      const grid = api.current;
      if (!grid || readOnly || grid.getEditingCells().length > 0) return;
      const text = event.clipboardData.getData('text/plain');
      if (!text) return;
      event.preventDefault();
      const focused = grid.getFocusedCell();
      const colId = focused?.column.getColId();
      onPaste(parseDelimited(text.replace(/\r?\n$/, '')), {
        row: focused?.rowIndex ?? 0,
        field: isField(colId) ? colId : PRODUCT_FIELDS[0],
      });
    },
    [api, onPaste, readOnly],
  );

  const handleCopy = useCallback(
    (event: ClipboardEvent<HTMLDivElement>) => {
      const grid = api.current;
      if (!grid || grid.getEditingCells().length > 0) return;
      const selected = grid.getSelectedNodes().sort((a, b) => (a.rowIndex ?? 0) - (b.rowIndex ?? 0));
      let block: string[][];
      if (selected.length > 0) {
        block = [
          PRODUCT_COLUMNS.map((c) => c.header),
          ...selected.map((n) => PRODUCT_FIELDS.map((f) => n.data?.[f] ?? '')),
        ];
      } else {
        const focused = grid.getFocusedCell();
        const colId = focused?.column.getColId();
        const node = focused ? grid.getDisplayedRowAtIndex(focused.rowIndex) : null;
        if (!node?.data || !isField(colId)) return;
        block = [[node.data[colId]]];
      }
      event.preventDefault();
      event.clipboardData.setData('text/plain', toDelimited(block));
    },
    [api],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        api.current?.stopEditing();
        onSave();
      }
    },
    [api, onSave],
  );

  return { onCellEditRequest, onCellKeyDown, handlePaste, handleCopy, onKeyDown };
}
