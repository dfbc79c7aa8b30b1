import { useCallback, useMemo, useState } from 'react';
import { api as dataApi } from '@/data/api.ts';
import { useAppDispatch } from '@/data/hooks.ts';
import type { EditableField } from '../model/edit-session.ts';
import { uncommitted } from '../model/sheet-store.ts';
import { useSheetLive } from './use-sheet-live.ts';
import { useSheetLoad } from './use-sheet-load.ts';
import { useSheetRows } from './use-sheet-rows.ts';
import { useSheetWrites } from './use-sheet-writes.ts';
import { useStaleProducts } from './use-stale-products.ts';

/**
 * The price sheet's data: every product of the company read page by page (the grid shows the first page
 * while the rest arrive), the unsaved edits beside them, saves, and live changes by others. The grid's row
 * data is each product as shown (edits in place, so sort and filter read plain fields); every change reaches
 * it as a transaction of the rows it touched. `revision` moves whenever edits change, so toolbars re-render.
 */
export function useProductSheet(companyId: string | null) {
  const dispatch = useAppDispatch();
  const [reloads, setReloads] = useState(0);
  // A new store per company and per reload: nothing of another company's sheet can leak into this one.
  const storeKey = `${companyId}:${reloads}`;
  const store = useMemo(() => uncommitted.take(storeKey), [storeKey]);
  const [revision, setRevision] = useState(0);
  const stale = useStaleProducts(storeKey);
  const bump = useCallback(() => setRevision((r) => r + 1), []);
  /** The history panel reads the product's and the company's changes again. */
  const historyChanged = useCallback(() => dispatch(dataApi.util.invalidateTags(['ProductHistory'])), [dispatch]);

  const rows = useSheetRows(store, bump);
  const { status, error, progress } = useSheetLoad(companyId, store, storeKey, rows.grid);
  const writes = useSheetWrites({ companyId, store, rows, stale, historyChanged, bump });
  useSheetLive({ companyId, ready: status === 'ready', store, storeKey, rows, stale, historyChanged, bump });

  const value = useCallback(<F extends EditableField>(id: string, field: F) => store.session.value(id, field), [store]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const { grid, attachGrid, apply, undo, redo } = rows;
  const { discardAll, save, resolve } = writes;

  return useMemo(
    () => ({
      status,
      error,
      progress,
      /** Moves whenever edits or rows change: the sheet's figures are computed again on it. */
      revision,
      stale: stale.ids,
      session: store.session,
      products: store.products,
      grid,
      reload,
      attachGrid,
      apply,
      undo,
      redo,
      discardAll,
      save,
      resolve,
      value,
    }),
    [
      status,
      error,
      progress,
      revision,
      stale.ids,
      store,
      grid,
      reload,
      attachGrid,
      apply,
      undo,
      redo,
      discardAll,
      save,
      resolve,
      value,
    ],
  );
}

export type ProductSheet = ReturnType<typeof useProductSheet>;
