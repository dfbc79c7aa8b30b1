import type { GridApi } from 'ag-grid-community';
import { useCallback, useRef } from 'react';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import type { CellChange } from '../model/edit-session.ts';
import { shownRows, type SheetStore } from '../model/sheet-store.ts';

/**
 * The grid's rows kept in step with the store: every change reaches the grid as a transaction of the rows it
 * touched (no full re-sort), and edits are applied, undone and redone through the store's session.
 */
export function useSheetRows(store: SheetStore, bump: () => void) {
  const grid = useRef<GridApi<ManagedProduct> | null>(null);
  /** Shows these products as they are now (edits, saves, colleagues' changes): one transaction, no full re-sort. */
  const refreshRows = useCallback(
    (ids: readonly string[]) => {
      const api = grid.current;
      if (!api || ids.length === 0) return;
      const rows = ids.map((id) => store.shown(id)).filter((r) => r !== undefined);
      api.applyTransaction({ update: rows });
      // The edited marks follow the session even where no value changed (a save, an undo to the stored value).
      const nodes = ids.map((id) => api.getRowNode(id)).filter((n) => n !== undefined);
      api.refreshCells({ rowNodes: nodes, force: true });
    },
    [store],
  );

  /** The grid hands itself over when ready; rows already read go in at once. */
  const attachGrid = useCallback(
    (api: GridApi<ManagedProduct>) => {
      grid.current = api;
      api.setGridOption('rowData', shownRows(store));
      if (store.products.size > 0) store.gridHasRows();
    },
    [store],
  );

  const apply = useCallback(
    (label: string, changes: Iterable<CellChange>) => {
      const ids = store.session.apply(label, changes);
      refreshRows(ids);
      if (ids.length) bump();
      return ids.length;
    },
    [store, refreshRows, bump],
  );

  const undo = useCallback(() => {
    refreshRows(store.session.undo());
    bump();
  }, [store, refreshRows, bump]);

  const redo = useCallback(() => {
    refreshRows(store.session.redo());
    bump();
  }, [store, refreshRows, bump]);

  /** Takes the server's copy of products into the sheet (a save, a live change, a conflict resolution). */
  const takeRows = useCallback(
    (rows: readonly ManagedProduct[]) => {
      const added: ManagedProduct[] = [];
      const updated: ManagedProduct[] = [];
      for (const row of rows) {
        (store.products.has(row.id) ? updated : added).push(row);
        store.products.set(row.id, row);
      }
      grid.current?.applyTransaction({ add: added.map((r) => store.shown(r.id) ?? r) });
      refreshRows(updated.map((r) => r.id));
    },
    [store, refreshRows],
  );

  return { grid, refreshRows, attachGrid, apply, undo, redo, takeRows };
}

export type SheetRows = ReturnType<typeof useSheetRows>;
