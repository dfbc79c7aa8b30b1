import type { GridApi } from 'ag-grid-community';
import { startTransition, useLayoutEffect, useState } from 'react';
import { apiErrorOf } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { LoadProgress, ManagedProduct } from '@/data/ports/price-management.ts';
import { RowBatches } from '../model/row-batches.ts';
import { liveGrid, shownRows, uncommitted, type SheetStore } from '../model/sheet-store.ts';
import { keepingTopRow } from './top-row-anchor.ts';

/** Pages read within this long go into the grid together (one sort of every row a batch, not one a page). */
const LOAD_BATCH_MS = 50;

export type SheetStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface LoadState {
  key: string;
  status: 'ready' | 'failed';
  error: string | null;
}

/**
 * The sheet's read: every product of the company page by page into the store, the first page into the grid at
 * once and the rest in batches, with the progress and the outcome of the read. The first page is the natural
 * first one (see PriceManagementPort.products), so the rest goes in below the first screen; and where the person
 * has scrolled, the row at the top of the viewport stays there while rows go in above it.
 */
export function useSheetLoad(
  companyId: string | null,
  store: SheetStore,
  storeKey: string,
  grid: { current: GridApi<ManagedProduct> | null },
) {
  const gateway = useGateway();
  const [loaded, setLoaded] = useState<LoadState | null>(null);
  const [progress, setProgress] = useState<LoadProgress & { key: string }>({ key: '', loaded: 0, total: null });

  const current = loaded?.key === storeKey ? loaded : null;
  const status: SheetStatus = companyId === null ? 'idle' : (current?.status ?? 'loading');

  // The read starts while the page renders, not when it commits: React may hold a commit back (revealing a
  // Suspense boundary waits up to 300 ms), and the first rows are what the person waits for. Starting is
  // idempotent per store, so a render React repeats or drops starts nothing twice.
  if (companyId !== null) void store.load(gateway.priceManagement, companyId);

  useLayoutEffect(() => {
    uncommitted.committed(store);
    if (companyId === null) return;
    let cancelled = false;
    // The rows read before this commit (a new company's sheet replaces the last one's).
    const mounted = liveGrid(grid);
    if (mounted) {
      mounted.setGridOption('rowData', shownRows(store));
      if (store.products.size > 0) store.gridHasRows();
    }
    // A grid made again since (a remount) took every row read from the store: none goes in twice.
    const batches = new RowBatches<ManagedProduct>((rows) => {
      const api = liveGrid(grid);
      const add = rows.filter((row) => !api?.getRowNode(row.id));
      if (api && add.length > 0) keepingTopRow(api, () => api.applyTransaction({ add }));
    }, LOAD_BATCH_MS);
    const unlisten = store.listen((rows) => {
      const api = liveGrid(grid);
      // The first rows go in at once, to be painted on the next frame; the rest in batches.
      if (api && store.products.size === rows.length) {
        api.applyTransaction({ add: rows });
        store.gridHasRows();
      } else if (api) batches.push(rows);
      // The progress bar can wait for the grid's rows (an urgent render) on the first frames.
      startTransition(() => setProgress({ key: storeKey, ...store.progress }));
    });
    store.load(gateway.priceManagement, companyId).then(
      () => {
        if (cancelled) return;
        batches.flush();
        setLoaded({ key: storeKey, status: 'ready', error: null });
      },
      (e: unknown) => !cancelled && setLoaded({ key: storeKey, status: 'failed', error: apiErrorOf(e).message }),
    );
    return () => {
      cancelled = true;
      unlisten();
      batches.cancel();
    };
  }, [companyId, gateway, grid, store, storeKey]);

  return {
    status,
    error: current?.error ?? null,
    progress: progress.key === storeKey ? progress : store.progress,
  };
}
