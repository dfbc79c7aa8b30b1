import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, type FormEvent, type RefObject } from 'react';
import { parsePriceCell } from '@domain/price-management.ts';
import type { ManagedProduct, ProductMarket } from '@/data/ports/price-management.ts';
import { MARKET_COLUMN_IDS, VS_MARKET_COLUMN } from '../components/market-columns.ts';
import type { GridContext } from '../components/price-columns.ts';

/** Grids that clear the typed price when its editor closes. */
const listening = new WeakSet<GridApi<ManagedProduct>>();

/**
 * The market figures into the grid's context (its market cells, sort and filter read them there), and the price
 * being typed: its row's vs-market cell follows each key, before the edit is committed to the sheet.
 */
export function useMarketCells(
  apiRef: RefObject<GridApi<ManagedProduct> | null>,
  contextRef: RefObject<GridContext>,
  byProduct: ReadonlyMap<string, ProductMarket>,
) {
  useEffect(() => {
    contextRef.current.market = { byProduct, typing: null };
    const grid = apiRef.current;
    if (!grid || grid.isDestroyed()) return;
    grid.refreshCells({ columns: MARKET_COLUMN_IDS, force: true });
    if (grid.getColumnState().some((c) => c.sort && MARKET_COLUMN_IDS.includes(c.colId))) grid.onSortChanged();
    if (MARKET_COLUMN_IDS.some((id) => grid.getColumnFilterModel(id))) grid.onFilterChanged();
  }, [apiRef, contextRef, byProduct]);

  /** An input event in the grid: the price editor's text, as it is typed. */
  return useCallback(
    (event: FormEvent<HTMLElement>) => {
      const grid = apiRef.current;
      const editing = grid?.getEditingCells()[0];
      if (!grid || !editing || editing.column?.getColId() !== 'basicPrice' || editing.rowPinned) return;
      const node = grid.getDisplayedRowAtIndex(editing.rowIndex);
      if (!node?.data) return;
      const parsed = parsePriceCell((event.target as HTMLInputElement).value);
      const { market } = contextRef.current;
      market.typing = { productId: node.data.id, price: parsed.ok ? parsed.value : null };
      grid.refreshCells({ rowNodes: [node], columns: [VS_MARKET_COLUMN], force: true });
      if (listening.has(grid)) return;
      listening.add(grid);
      grid.addEventListener('cellEditingStopped', (stopped) => {
        const { market: now } = contextRef.current;
        if (!now.typing) return;
        now.typing = null;
        stopped.api.refreshCells({ rowNodes: [stopped.node], columns: [VS_MARKET_COLUMN], force: true });
      });
    },
    [apiRef, contextRef],
  );
}
