import type { GridApi } from 'ag-grid-community';
import { startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { api as dataApi, apiErrorOf } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import { useAppDispatch } from '@/data/hooks.ts';
import type {
  LoadProgress,
  ManagedProduct,
  PriceManagementPort,
  ProductChangeHint,
  ProductConflict,
  SaveOutcome,
} from '@/data/ports/price-management.ts';
import { useLiveHints } from '@/data/use-live-hints.ts';
import { EditSession, type CellChange, type EditableField } from '../model/edit-session.ts';
import { shownProduct, toBaseRow } from '../model/sheet-rows.ts';

export type SheetStatus = 'idle' | 'loading' | 'ready' | 'failed';

const FALLBACK_HINT: ProductChangeHint = { kind: 'history', productId: '' };
/** The longest the read waits for the first rows' paint before reading on. */
const FIRST_PAINT_WAIT_MS = 1500;
/** Without Realtime, the products of this many latest changes are compared with the sheet's versions. */
const FALLBACK_RECENT_CHANGES = 100;

/**
 * One company's sheet: its products as last read and the unsaved edits on them. Mutable on purpose (tens of
 * thousands of rows, each step touching a few): the hook's `revision` says when it changed.
 */
class SheetStore {
  /** The company and the reload this sheet was read for. */
  constructor(readonly key: string) {}
  /** The products as the server last said. */
  readonly products = new Map<string, ManagedProduct>();
  readonly session = new EditSession();

  /** A product as the grid shows it: the server's row with the unsaved edits in place. */
  shown(id: string): ManagedProduct | undefined {
    const row = this.products.get(id);
    return row && shownProduct(row, this.session);
  }

  /** Products whose edits wait in the desktop's outbox: read again when a sync brings products. */
  readonly queued = new Set<string>();

  /** How far the read has come. */
  progress: LoadProgress = { loaded: 0, total: null };
  private onPage: ((rows: ManagedProduct[]) => void) | null = null;
  private read: Promise<unknown> | null = null;
  private firstRowsShown!: () => void;
  /** The first rows are on screen, or FIRST_PAINT_WAIT_MS passed: the read goes on past its first screenful then. */
  private readonly settled = new Promise<void>((resolve) => {
    this.firstRowsShown = resolve;
    setTimeout(resolve, FIRST_PAINT_WAIT_MS);
  });

  /** The grid holds rows: once they are painted (two frames on), the rest of the read may go on. */
  gridHasRows(): void {
    requestAnimationFrame(() => requestAnimationFrame(this.firstRowsShown));
  }

  /** Where each page goes once the sheet is on screen (pages read before that wait in `products`); undone by the returned function. */
  listen(onPage: (rows: ManagedProduct[]) => void): () => void {
    this.onPage = onPage;
    return () => {
      if (this.onPage === onPage) this.onPage = null;
    };
  }

  /** Reads the company's products page by page into this store: once, whoever asks first. */
  load(port: PriceManagementPort, companyId: string): Promise<unknown> {
    if (!this.read) {
      this.read = port.products(
        companyId,
        (rows, progress) => {
          for (const row of rows) this.products.set(row.id, row);
          this.session.setBase(rows.map(toBaseRow));
          this.progress = progress;
          this.onPage?.(rows);
        },
        // The full pages' parsing would compete with the grid's first paint for the page's one thread.
        { morePagesAfter: this.settled },
      );
      // A read whose sheet never reached the screen (a render React dropped) fails unwatched.
      this.read.catch(() => undefined);
    }
    return this.read;
  }
}

/**
 * The store a render made before its sheet first committed. React drops the hooks of a render that suspends
 * before its first commit, and the next render's useMemo makes a new store: it takes this one over instead, so
 * the read started at render runs once. After the commit the sheet keeps its store in useMemo.
 */
class UncommittedStore {
  private store: SheetStore | null = null;
  private madeAt = 0;

  take(key: string): SheetStore {
    // A render that never committed (the person left first) leaves its store behind: too old to take over.
    if (this.store?.key !== key || performance.now() - this.madeAt > UNCOMMITTED_STORE_MS) {
      this.store = new SheetStore(key);
      this.madeAt = performance.now();
    }
    return this.store;
  }

  committed(store: SheetStore): void {
    if (this.store === store) this.store = null;
  }
}
const uncommitted = new UncommittedStore();
/** How long a store made by a render stays for the next render to take over. */
const UNCOMMITTED_STORE_MS = 5000;

interface LoadState {
  key: string;
  status: 'ready' | 'failed';
  error: string | null;
}

/**
 * The price sheet's data: every product of the company read page by page (the grid shows the first page
 * while the rest arrive), the unsaved edits beside them, saves, and live changes by others. The grid's row
 * data is each product as shown (edits in place, so sort and filter read plain fields); every change reaches
 * it as a transaction of the rows it touched. `revision` moves whenever edits change, so toolbars re-render.
 */
export function useProductSheet(companyId: string | null) {
  const gateway = useGateway();
  const dispatch = useAppDispatch();
  const [reloads, setReloads] = useState(0);
  // A new store per company and per reload: nothing of another company's sheet can leak into this one.
  const storeKey = `${companyId}:${reloads}`;
  const store = useMemo(() => uncommitted.take(storeKey), [storeKey]);
  const grid = useRef<GridApi<ManagedProduct> | null>(null);
  const [loaded, setLoaded] = useState<LoadState | null>(null);
  const [progress, setProgress] = useState<LoadProgress & { key: string }>({ key: '', loaded: 0, total: null });
  const [revision, setRevision] = useState(0);
  /** Products with my unsaved edits that someone else changed (or deleted) meanwhile: saving will ask. */
  const [stale, setStale] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: '', ids: new Set() });
  const bump = useCallback(() => setRevision((r) => r + 1), []);
  /** The history panel reads the product's and the company's changes again. */
  const historyChanged = useCallback(() => dispatch(dataApi.util.invalidateTags(['ProductHistory'])), [dispatch]);

  const current = loaded?.key === storeKey ? loaded : null;
  const status: SheetStatus = companyId === null ? 'idle' : (current?.status ?? 'loading');
  const staleIds = stale.key === storeKey ? stale.ids : EMPTY;

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
    const unlisten = store.listen((rows) => {
      const api = liveGrid(grid);
      // The first rows go in at once, to be painted on the next frame; the rest in the grid's batches (one
      // re-sort per batch, not per page).
      if (api && store.products.size === rows.length) {
        api.applyTransaction({ add: rows });
        store.gridHasRows();
      } else api?.applyTransactionAsync({ add: rows });
      // The progress bar can wait for the grid's rows (an urgent render) on the first frames.
      startTransition(() => setProgress({ key: storeKey, ...store.progress }));
    });
    store.load(gateway.priceManagement, companyId).then(
      () => {
        if (cancelled) return;
        liveGrid(grid)?.flushAsyncTransactions();
        setLoaded({ key: storeKey, status: 'ready', error: null });
      },
      (e: unknown) => !cancelled && setLoaded({ key: storeKey, status: 'failed', error: apiErrorOf(e).message }),
    );
    return () => {
      cancelled = true;
      unlisten();
    };
  }, [companyId, gateway, store, storeKey]);

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

  const discardAll = useCallback(() => {
    refreshRows(store.session.discardAll());
    setStale({ key: storeKey, ids: new Set() });
    bump();
  }, [store, storeKey, refreshRows, bump]);

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

  /** Saves every unsaved edit in one call; `confirmed`: the person confirmed the price check's list. */
  const save = useCallback(
    async (options?: { confirmed?: boolean }): Promise<SaveOutcome | null> => {
      if (!companyId) return null;
      const changes = store.session.changes();
      if (changes.length === 0) return null;
      const outcome = await gateway.priceManagement.save(companyId, changes, options);
      if (outcome.ok) {
        const savedRows = outcome.value.rows.flatMap((saved) => {
          const before = store.products.get(saved.id);
          return before
            ? [
                {
                  ...before,
                  version: saved.version,
                  basicPrice: saved.basicPrice,
                  visibilityStatus: saved.visibilityStatus,
                  updatedAt: saved.updatedAt,
                },
              ]
            : [];
        });
        // Edits made while the save was on its way stay, on top of the new versions.
        store.session.saved(savedRows.map(toBaseRow));
        takeRows(savedRows);
        setStale({ key: storeKey, ids: new Set() });
        historyChanged();
        bump();
      } else if (outcome.reason === 'queued') {
        // The desktop keeps them in its outbox and sends them when the connection returns: the sheet shows
        // them as saved on this computer, and reads those products again once they are sent (a pull follows).
        const queuedRows = changes.flatMap((change) => {
          const before = store.products.get(change.id);
          if (!before) return [];
          store.queued.add(change.id);
          return [
            {
              ...before,
              ...('basicPrice' in change ? { basicPrice: change.basicPrice ?? null } : {}),
              ...('visibilityStatus' in change && change.visibilityStatus
                ? { visibilityStatus: change.visibilityStatus }
                : {}),
            },
          ];
        });
        store.session.saved(queuedRows.map(toBaseRow));
        takeRows(queuedRows);
        bump();
      }
      return outcome;
    },
    [companyId, store, storeKey, gateway, takeRows, historyChanged, bump],
  );

  /** Resolves a conflict: keep my edit on top of theirs, or take theirs and drop mine. */
  const resolve = useCallback(
    (conflict: ProductConflict, choice: 'mine' | 'theirs') => {
      const before = store.products.get(conflict.id);
      const theirs = conflict.theirs;
      if (!theirs || !before) {
        store.session.remove(conflict.id);
        store.products.delete(conflict.id);
        if (before) grid.current?.applyTransaction({ remove: [before] });
      } else {
        const row: ManagedProduct = {
          ...before,
          version: theirs.version,
          basicPrice: theirs.basicPrice,
          visibilityStatus: theirs.visibilityStatus,
          updatedAt: theirs.updatedAt,
        };
        if (choice === 'mine') store.session.keepMine(toBaseRow(row));
        else store.session.takeTheirs(toBaseRow(row), row.id);
        takeRows([row]);
      }
      setStale((s) => ({ key: storeKey, ids: new Set([...s.ids].filter((id) => id !== conflict.id)) }));
      bump();
    },
    [store, storeKey, takeRows, bump],
  );

  // Live: others' saves and new products. Rows I have not edited take their values at once (flashed);
  // rows I edited keep my edit on the version I made it on, marked, so saving asks me.
  const onHints = useCallback(
    async (hints: ProductChangeHint[]) => {
      if (!companyId || status !== 'ready') return;
      historyChanged();
      // A hint without an id after a desktop sync: the products queued offline may have been sent.
      const synced = hints.some((h) => h.kind === 'product' && !h.productId);
      const queued = synced ? [...store.queued] : [];
      store.queued.clear();
      // The timed refresh while Realtime is unreachable: the recently changed products, re-read below.
      const recent = hints.includes(FALLBACK_HINT)
        ? await gateway.priceManagement.recentChanges(companyId, FALLBACK_RECENT_CHANGES).catch(() => [])
        : [];
      const ids = [
        ...new Set([...hints.map((h) => h.productId).filter(Boolean), ...queued, ...recent.map((c) => c.productId)]),
      ];
      if (ids.length === 0) return;
      const rows = await gateway.priceManagement.productsById(companyId, ids).catch(() => null);
      if (!rows) return;
      const found = new Map(rows.map((r) => [r.id, r]));
      const take: ManagedProduct[] = [];
      const nowStale: string[] = [];
      const gone: ManagedProduct[] = [];
      for (const id of ids) {
        const row = found.get(id);
        const known = store.products.get(id);
        if (known && row && known.version === row.version) continue;
        if (store.session.isEdited(id)) {
          nowStale.push(id);
          continue;
        }
        if (row) {
          take.push(row);
          store.session.setBase([toBaseRow(row)]);
        } else if (known) {
          gone.push(known);
          store.products.delete(id);
          store.session.remove(id);
        }
      }
      if (take.length) {
        takeRows(take);
        const api = grid.current;
        const nodes = take.map((r) => api?.getRowNode(r.id)).filter((n) => n !== undefined);
        api?.flashCells({ rowNodes: nodes });
      }
      if (gone.length) grid.current?.applyTransaction({ remove: gone });
      if (nowStale.length) setStale((s) => ({ key: storeKey, ids: new Set([...s.ids, ...nowStale]) }));
      bump();
    },
    [companyId, status, store, storeKey, gateway, takeRows, historyChanged, bump],
  );
  useLiveHints(
    companyId && status === 'ready' ? storeKey : null,
    (onHint, onStatus) =>
      companyId ? gateway.priceManagement.subscribe(companyId, onHint, onStatus) : Promise.resolve(() => undefined),
    (hints) => void onHints(hints),
    FALLBACK_HINT,
  );

  const value = useCallback(<F extends EditableField>(id: string, field: F) => store.session.value(id, field), [store]);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return useMemo(
    () => ({
      status,
      error: current?.error ?? null,
      progress: progress.key === storeKey ? progress : store.progress,
      /** Moves whenever edits or rows change: the sheet's figures are computed again on it. */
      revision,
      stale: staleIds,
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
      current,
      progress,
      storeKey,
      revision,
      staleIds,
      store,
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

const EMPTY: ReadonlySet<string> = new Set();

export type ProductSheet = ReturnType<typeof useProductSheet>;

/** Every product of the store as the grid shows it. */
function shownRows(store: SheetStore): ManagedProduct[] {
  return [...store.products.keys()].map((id) => store.shown(id)!);
}

/** The grid, unless it was destroyed (unmounted) since it handed itself over. */
function liveGrid(grid: { current: GridApi<ManagedProduct> | null }): GridApi<ManagedProduct> | null {
  return grid.current && !grid.current.isDestroyed() ? grid.current : null;
}
