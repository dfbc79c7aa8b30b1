import type { GridApi } from 'ag-grid-community';
import type { LoadProgress, ManagedProduct, PriceManagementPort } from '@/data/ports/price-management.ts';
import { EditSession } from './edit-session.ts';
import { shownProduct, toBaseRow } from './sheet-rows.ts';

/** The longest the read waits for the first rows' paint before reading on. */
const FIRST_PAINT_WAIT_MS = 1500;

/**
 * One company's sheet: its products as last read and the unsaved edits on them. Mutable on purpose (tens of
 * thousands of rows, each step touching a few): the hook's `revision` says when it changed.
 */
export class SheetStore {
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
export const uncommitted = new UncommittedStore();
/** How long a store made by a render stays for the next render to take over. */
const UNCOMMITTED_STORE_MS = 5000;

/** Every product of the store as the grid shows it. */
export function shownRows(store: SheetStore): ManagedProduct[] {
  return [...store.products.keys()].map((id) => store.shown(id)!);
}

/** The grid, unless it was destroyed (unmounted) since it handed itself over. */
export function liveGrid(grid: { current: GridApi<ManagedProduct> | null }): GridApi<ManagedProduct> | null {
  return grid.current && !grid.current.isDestroyed() ? grid.current : null;
}
