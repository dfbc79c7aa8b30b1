import type { CellEditRequestEvent, CellFocusedEvent, GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useRef } from 'react';
import type { ManagedProduct, ProductMarket } from '@/data/ports/price-management.ts';
import { useColumnLayout } from '../hooks/use-column-layout.ts';
import { usePriceGridInstance } from '../hooks/use-price-grid-instance.ts';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import { useMarketCells } from '../hooks/use-market-cells.ts';
import { useRankedSort } from '../hooks/use-ranked-sort.ts';
import { useSheetFilter } from '../hooks/use-sheet-filter.ts';
import { useSheetKeys } from '../hooks/use-sheet-keys.ts';
import { parseFieldValue, type RejectedCell } from '../model/paste.ts';
import { emptyMarket } from '../model/market-figures.ts';
import { describeProduct } from '../model/sheet-rows.ts';
import { sheetLayoutKey, type GridContext } from './price-columns.ts';
import { EDITABLE_COLUMNS } from './price-grid-options.ts';

export interface PriceGridProps {
  sheet: ProductSheet;
  userId: string;
  quickFilter: string;
  department: string | null;
  /** Cells a paste could not use; an edit typed with a bad value reports here too. */
  onRejected: (cells: RejectedCell[], what: string) => void;
  onSelectionChanged: (ids: string[]) => void;
  onFocusProduct: (id: string | null) => void;
  onSave: () => void;
  readOnly: boolean;
  /** Each product's class median (issue 27): empty until it arrives, after the first rows. */
  market: ReadonlyMap<string, ProductMarket>;
}

/**
 * The price sheet: AG Grid Community over the company's products, basic price and visibility editable.
 * Edits never touch the row data: they go to the sheet's edit session (readOnlyEdit + onCellEditRequest),
 * so they can be undone, highlighted until saved and sent in one save. Keyboard as in a spreadsheet:
 * arrows, Enter/F2 to edit, typing to replace, Ctrl+Z / Ctrl+Y, Ctrl+C / Ctrl+V of blocks, Ctrl+S to save.
 */
export function PriceGrid({
  sheet,
  userId,
  quickFilter,
  department,
  onRejected,
  onSelectionChanged,
  onFocusProduct,
  onSave,
  readOnly,
  market,
}: PriceGridProps) {
  const api = useRef<GridApi<ManagedProduct> | null>(null);
  // Cell renderers and row classes read the sheet through the grid's context: one object, its sheet kept current.
  const contextRef = useRef<GridContext>({ sheet, market: emptyMarket() });
  const layout = useColumnLayout(sheetLayoutKey(userId));
  const { attachGrid, status, products } = sheet;
  const { isExternalFilterPresent, doesExternalFilterPass } = useSheetFilter(api, department, quickFilter);
  const postSortRows = useRankedSort(status, products);
  const { onPaste, onCopy, onKeyDown } = useSheetKeys(api, { sheet, onRejected, onSave, readOnly });
  const onInput = useMarketCells(api, contextRef, market);

  useEffect(() => {
    contextRef.current.sheet = sheet;
  }, [sheet]);
  // Stale marks and highlights change with the sheet.
  useEffect(() => {
    api.current?.refreshCells({ columns: ['basicPrice'], force: true });
  }, [sheet.stale]);

  const onCellEditRequest = useCallback(
    (event: CellEditRequestEvent<ManagedProduct>) => {
      const field = EDITABLE_COLUMNS[event.column.getColId()];
      if (!field || !event.data || readOnly) return;
      const typed = event.newValue === null || event.newValue === undefined ? '' : String(event.newValue);
      const parsed = parseFieldValue(field, typed);
      if (!parsed.ok) {
        onRejected(
          [
            {
              row: (event.node.rowIndex ?? 0) + 1,
              product: describeProduct(event.data),
              column: event.column.getColDef().headerName ?? field,
              value: typed,
              message: parsed.message,
            },
          ],
          'edit',
        );
        return;
      }
      sheet.apply(field === 'basicPrice' ? 'Edit price' : 'Edit visibility', [
        { id: event.data.id, field, value: parsed.value },
      ]);
    },
    [sheet, onRejected, readOnly],
  );

  const onCellFocused = useCallback(
    (event: CellFocusedEvent<ManagedProduct>) => {
      const node = event.rowIndex === null ? null : event.api.getDisplayedRowAtIndex(event.rowIndex);
      onFocusProduct(node?.data?.id ?? null);
    },
    [onFocusProduct],
  );

  const { box, host } = usePriceGridInstance(api, {
    contextRef,
    ready: status === 'ready',
    products,
    postSortRows,
    isExternalFilterPresent,
    doesExternalFilterPass,
    handlers: { onCellEditRequest, onCellFocused, onSelectionChanged, layout, attachGrid },
  });

  return (
    <div
      ref={box}
      className="price-grid workspace__fill"
      role="region"
      aria-label="Products"
      onPaste={onPaste}
      onCopy={onCopy}
      onKeyDown={onKeyDown}
      onInput={onInput}
    >
      <div ref={host} className="price-grid__host" />
    </div>
  );
}
