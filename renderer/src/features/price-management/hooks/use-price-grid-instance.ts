import type {
  CellEditRequestEvent,
  CellFocusedEvent,
  GridApi,
  IRowNode,
  PostSortRowsParams,
  SelectionChangedEvent,
} from 'ag-grid-community';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { createGrid } from '@/lib/ag-grid.ts';
import { fitTextColumns, whenCellsDrawn } from '@/lib/fit-columns.ts';
import type { GridContext } from '../components/price-columns.ts';
import {
  FITTED_COLUMNS,
  phoneLayout,
  pinForWidth,
  PRICE_GRID_OPTIONS,
  shownText,
} from '../components/price-grid-options.ts';
import type { useColumnLayout } from './use-column-layout.ts';

/** What the grid calls back: the latest of each, as the props change every render. */
interface GridHandlers {
  onCellEditRequest: (event: CellEditRequestEvent<ManagedProduct>) => void;
  onCellFocused: (event: CellFocusedEvent<ManagedProduct>) => void;
  onSelectionChanged: (ids: string[]) => void;
  layout: ReturnType<typeof useColumnLayout>;
  attachGrid: (api: GridApi<ManagedProduct>) => void;
}

interface GridInstanceOptions {
  contextRef: RefObject<GridContext>;
  /** The sheet has loaded: its text columns are fitted to their longest value. */
  ready: boolean;
  products: ReadonlyMap<string, ManagedProduct>;
  postSortRows: (params: PostSortRowsParams<ManagedProduct>) => void;
  isExternalFilterPresent: () => boolean;
  doesExternalFilterPass: (node: IRowNode<ManagedProduct>) => boolean;
  handlers: GridHandlers;
}

/**
 * The price sheet's AG Grid, created once in its host element (not through AgGridReact, whose props would be
 * compared on every render), laid out for the width of its box, its columns remembered per person.
 */
export function usePriceGridInstance(
  apiRef: RefObject<GridApi<ManagedProduct> | null>,
  {
    contextRef,
    ready,
    products,
    postSortRows,
    isExternalFilterPresent,
    doesExternalFilterPass,
    handlers,
  }: GridInstanceOptions,
) {
  const box = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [gridReady, setGridReady] = useState(false);

  // Once loaded, and as products change, no text column cuts its longest value.
  useEffect(() => {
    if (!ready || !gridReady || !host.current) return undefined;
    const gridHost = host.current;
    // The cells give the font to measure in. Not on a phone, where the product's name wraps in its rows.
    return whenCellsDrawn(gridHost, () => {
      const grid = apiRef.current;
      if (!grid || phoneLayout.has(grid)) return;
      fitTextColumns(grid, gridHost, [...products.values()], FITTED_COLUMNS, shownText);
    });
  }, [apiRef, ready, products, gridReady]);

  // The grid is created once, with options that call the latest handlers (the props change every render).
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const call = () => latest.current;
    const grid = createGrid<ManagedProduct>(host.current!, {
      ...PRICE_GRID_OPTIONS,
      context: contextRef.current,
      postSortRows,
      onCellEditRequest: (e) => call().onCellEditRequest(e),
      isExternalFilterPresent,
      doesExternalFilterPass,
      onGridReady: (e) => {
        apiRef.current = e.api;
        call().layout.restore(e.api);
        pinForWidth(e.api, box.current?.clientWidth);
        call().attachGrid(e.api);
        setGridReady(true);
      },
      onGridSizeChanged: (e) => pinForWidth(e.api, e.clientWidth),
      onColumnMoved: (e) => e.finished && call().layout.save(e.api),
      // The phone layout's narrowing is not the person's choice either.
      onColumnResized: (e) => e.finished && e.source !== 'api' && call().layout.save(e.api),
      onColumnVisible: (e) => call().layout.save(e.api),
      // The phone layout's unpinning is not the person's choice: only theirs is remembered.
      onColumnPinned: (e) => e.source !== 'api' && call().layout.save(e.api),
      onSortChanged: (e) => call().layout.save(e.api),
      onSelectionChanged: (e: SelectionChangedEvent<ManagedProduct>) =>
        call().onSelectionChanged(e.api.getSelectedRows().map((r) => r.id)),
      onCellFocused: (e) => call().onCellFocused(e),
    });
    return () => {
      apiRef.current = null;
      grid.destroy();
    };
  }, [apiRef, contextRef, postSortRows, isExternalFilterPresent, doesExternalFilterPass]);

  return { box, host };
}
