/**
 * Price lists kept offline without asking: after sign-in and after every sync, the background downloader
 * fetches every list the user may read (the cached price_lists rows), newest first, two at a time, within
 * the storage budget (pinned lists always), resuming partial files with HTTP Range. It never blocks sync or
 * the UI: a run is started, not awaited, and a request during a run makes one more run after it. A list that
 * fails waits for the next sync's run; a list over budget is evicted, oldest first.
 * Budget and pins live in the cache's settings, so pinning is a main-process API (issue 28 pins a
 * company's own lists) as well as a button. So do the lists the user removed: Remove means "don't keep this
 * one" and lasts (across syncs and restarts) until Keep offline or a pin.
 */
import type { CacheStore, MirrorRow } from './cache-store.ts';
import { companyPins } from './offline-company-pins.ts';
import { planOfflineLists, type OfflineListState, type OfflinePlan } from './offline-plan.ts';
import { FetchStopped } from './pdf-fetch.ts';
import type { PdfStore } from './pdf-store.ts';

const DEFAULT_BUDGET_BYTES = 2 * 1024 ** 3;

const KEYS = {
  budget: 'offline_budget_bytes',
  pinned: 'pinned_price_lists',
  /** The company whose own latest lists main pins (my_price_list_company(), last answered online). */
  company: 'price_list_company',
  /**
   * Sizes downloads announced, kept after the file is complete or evicted: the plan knows a list's size before
   * its file is on disk, so an evicted list is not fetched again only to be evicted once more.
   */
  sizes: 'offline_list_sizes',
  /** Lists the user removed from offline use (Offline data's Remove / Remove all). */
  removed: 'removed_price_lists',
} as const;

/** A download in flight. */
interface ActiveDownload {
  priceListId: string;
  receivedBytes: number;
  totalBytes: number | null;
}

interface OfflineListsSummary {
  lists: number;
  available: number;
  waiting: number;
  overBudget: number;
  removedCount: number;
  bytesUsed: number;
  budgetBytes: number;
  running: boolean;
  active: ActiveDownload[];
}

interface OfflineListsStatus extends OfflineListsSummary {
  /** Each readable list's state (downloading ones are 'waiting' here and listed in `active`). */
  states: Record<string, OfflineListState>;
  pinned: string[];
  /** Pinned by main as the user's company's latest lists (apart from the user's own pins). */
  companyPinned: string[];
  /** Lists the user removed (state 'removed' unless pinned). */
  removed: string[];
}

export interface OfflineLists {
  /** Starts a run (or one more after the running one); resolves when the runs end. */
  run(): Promise<void>;
  status(): OfflineListsStatus;
  setPinned(priceListId: string, pinned: boolean): void;
  /**
   * Stops keeping these lists offline (null: every list kept now, apart from the company's pinned for its sales
   * team, which are kept by rule): the user's pins on them go, and their files (whole or partial) are deleted.
   */
  remove(priceListIds: readonly string[] | null): Promise<void>;
  /** Keeps removed lists (null: all) offline again; the plan decides, as for any list. */
  keep(priceListIds: readonly string[] | null): void;
  /** The company whose current lists are pinned (null: none); a change applies at the next run. */
  setCompany(companyId: string | null): void;
  setBudget(bytes: number): void;
  /** Stops downloads in flight (their partial files stay for the next run) and waits for the run to end. */
  stop(): Promise<void>;
}

export interface OfflineListsOptions {
  store: CacheStore;
  pdfs: PdfStore;
  /** At most this many downloads at once. */
  concurrency?: number;
  /** The summary changed (throttled while bytes arrive). */
  onStatus?: (summary: OfflineListsSummary) => void;
  /** Files were added or removed (throttled: pages listing the lists refetch). */
  onFilesChanged?: () => void;
}

export function createOfflineLists(options: OfflineListsOptions): OfflineLists {
  const { store, pdfs } = options;
  const concurrency = options.concurrency ?? 2;
  const active = new Map<string, ActiveDownload>();
  const controllers = new Map<string, AbortController>();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const report = throttled(() => options.onStatus?.(summary()), 200);
  const filesChanged = throttled(() => options.onFilesChanged?.(), 1000);

  const { budget, pinned, companyPinned, removed, announced, plan, freshPlan, reread } = offlineSettings(store);

  const summary = (from = plan()): OfflineListsSummary => ({
    ...countStates(from),
    bytesUsed: store.pdfFiles().reduce((sum, f) => sum + f.bytes, 0),
    budgetBytes: budget(),
    running: running !== null,
    active: [...active.values()],
  });

  async function evict(ids: readonly string[]) {
    if (!ids.length) return;
    await pdfs.remove(ids);
    filesChanged();
  }

  const download: Download = { store, pdfs, active, controllers, report, filesChanged, plan, announced };

  /** One run: evict what the plan drops, then workers take the plan's next list until none is left. */
  async function runOnce() {
    reread();
    const skipped = new Set<string>();
    const next = () => {
      const current = plan();
      void evict(current.evict);
      return current.fetch.find((id) => !active.has(id) && !skipped.has(id));
    };
    const worker = async () => {
      for (let id = next(); id && !stopped; id = next()) await fetchOne(download, id, skipped);
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const last = plan();
    await evict(last.evict);
    forgetGone(store, last);
  }

  function run(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again && !stopped);
    })()
      .catch(() => undefined)
      .finally(() => {
        running = null;
        report.flush();
        filesChanged.flush();
      });
    report();
    return running;
  }

  return {
    run,
    status() {
      const current = freshPlan();
      return {
        ...summary(current),
        states: Object.fromEntries(current.states),
        pinned: [...pinned()],
        companyPinned: [...companyPinned()],
        removed: [...removed()],
      };
    },
    setPinned(id, pin) {
      setPin(store, [id], pin);
      // Pinning brings a removed list back.
      if (pin) setRemoved(store, [id], false);
      report.flush();
    },
    async remove(ids) {
      const targets = ids ?? keptByUser(freshPlan(), companyPinned());
      setRemoved(store, targets, true);
      setPin(store, targets, false);
      for (const id of targets) controllers.get(id)?.abort();
      await pdfs.remove(targets);
      for (const id of targets) await pdfs.dropPartial(id);
      filesChanged();
      report.flush();
    },
    keep(ids) {
      setRemoved(store, ids, false);
      report.flush();
    },
    setCompany(companyId) {
      if (companyId === (store.getSetting<string>(KEYS.company) ?? null)) return;
      store.setSetting(KEYS.company, companyId);
      report.flush();
    },
    setBudget(bytes) {
      store.setSetting(KEYS.budget, Math.max(0, Math.floor(bytes)));
      report.flush();
    },
    async stop() {
      stopped = true;
      for (const c of controllers.values()) c.abort();
      await running;
      report.cancel();
      filesChanged.cancel();
    },
  };
}

/**
 * The budget, pins and announced sizes kept in the cache's settings, and the plan they make with the cached lists.
 * The plan keeps the user's pins and the company's current lists alike.
 * The lists are read from the cache once and kept until `reread` (a run's start, `freshPlan`): a run
 * plans before each download, and reading and parsing every row each time made a sync's bookkeeping grow as
 * lists × downloads. Rows change only by a sync, and every sync starts a run.
 */
function offlineSettings(store: CacheStore) {
  const budget = () => store.getSetting<number>(KEYS.budget) ?? DEFAULT_BUDGET_BYTES;
  const pinned = () => new Set(store.getSetting<string[]>(KEYS.pinned) ?? []);
  let cached: { rows: MirrorRow[]; lists: { id: string; uploadedAt: string }[] } | null = null;
  const readable = () => {
    if (!cached) {
      // Read newest first, the plan's own order: its sort then takes one pass.
      const rows = store.priceLists('');
      cached = { rows, lists: rows.map((row) => ({ id: row.id, uploadedAt: String(row.uploaded_at) })) };
    }
    return cached;
  };
  const reread = () => {
    cached = null;
  };
  const companyPinned = () => companyPins(store.getSetting<string>(KEYS.company) ?? null, readable().rows);
  const announced = () => store.getSetting<Record<string, number>>(KEYS.sizes) ?? {};
  const removed = () => new Set(store.getSetting<string[]>(KEYS.removed) ?? []);
  const plan = (): OfflinePlan => {
    const files = store.pdfFiles();
    return planOfflineLists({
      lists: readable().lists,
      downloaded: new Set(files.map((f) => f.priceListId)),
      sizes: new Map([...Object.entries(announced()), ...files.map((f) => [f.priceListId, f.bytes] as const)]),
      pinned: new Set([...pinned(), ...companyPinned()]),
      removed: removed(),
      budgetBytes: budget(),
    });
  };
  /** The plan with the lists read again (a status asked, a removal): what the user sees is never a run behind. */
  const freshPlan = () => {
    reread();
    return plan();
  };
  return { budget, pinned, companyPinned, removed, announced, plan, freshPlan, reread };
}

/** Adds lists to a set kept in the settings, or takes them out (null: all). */
function setMembers(store: CacheStore, key: string, ids: readonly string[] | null, member: boolean) {
  const set = new Set(ids ? (store.getSetting<string[]>(key) ?? []) : []);
  for (const id of ids ?? []) {
    if (member) set.add(id);
    else set.delete(id);
  }
  store.setSetting(key, [...set]);
}

const setPin = (store: CacheStore, ids: readonly string[], pin: boolean) => setMembers(store, KEYS.pinned, ids, pin);
const setRemoved = (store: CacheStore, ids: readonly string[] | null, removed: boolean) =>
  setMembers(store, KEYS.removed, ids, removed);

/** What Remove all removes: every list kept now, apart from those the company keeps for its sales team. */
function keptByUser(plan: OfflinePlan, companyPinned: ReadonlySet<string>): string[] {
  return [...plan.states]
    .filter(([id, state]) => (state === 'available' || state === 'waiting') && !companyPinned.has(id))
    .map(([id]) => id);
}

/** Announced sizes and removals of lists gone from the cache are forgotten. */
function forgetGone(store: CacheStore, plan: OfflinePlan) {
  const sizes = store.getSetting<Record<string, number>>(KEYS.sizes) ?? {};
  const known = Object.keys(sizes).filter((id) => plan.states.has(id));
  if (known.length < Object.keys(sizes).length) {
    store.setSetting(KEYS.sizes, Object.fromEntries(known.map((id) => [id, sizes[id]])));
  }
  const removed = store.getSetting<string[]>(KEYS.removed) ?? [];
  const stillThere = removed.filter((id) => plan.states.has(id));
  if (stillThere.length < removed.length) store.setSetting(KEYS.removed, stillThere);
}

function countStates(plan: OfflinePlan) {
  const counts = { available: 0, waiting: 0, 'over-budget': 0, removed: 0 };
  for (const state of plan.states.values()) counts[state] += 1;
  return {
    lists: plan.states.size,
    available: counts.available,
    waiting: counts.waiting,
    overBudget: counts['over-budget'],
    removedCount: counts.removed,
  };
}

/** What one download works with: the cache, the PDF store, the downloads in flight and the reports. */
interface Download extends Pick<ReturnType<typeof offlineSettings>, 'plan' | 'announced'> {
  store: CacheStore;
  pdfs: PdfStore;
  active: Map<string, ActiveDownload>;
  controllers: Map<string, AbortController>;
  report: () => void;
  filesChanged: () => void;
}

/**
 * Downloads one list. A failure skips it for this run (the next sync's run tries again, resuming its partial
 * file): offline, every fetch fails at once, so a run ends quickly without telling a lost network from a bad URL.
 */
async function fetchOne(d: Download, id: string, skipped: Set<string>): Promise<void> {
  const { store, pdfs, active, controllers, report, filesChanged, plan, announced } = d;
  const row = store.row('price_updates_pdfs', id);
  if (!row) return;
  const controller = new AbortController();
  controllers.set(id, controller);
  // Taken before the first await: the other worker's next() must not pick it too.
  const progress: ActiveDownload = { priceListId: id, receivedBytes: 0, totalBytes: null };
  active.set(id, progress);
  progress.receivedBytes = await pdfs.partialBytes(id);
  report();
  try {
    await pdfs.fetchOne(row, {
      signal: controller.signal,
      onTotal: (total) => {
        store.setSetting(KEYS.sizes, { ...announced(), [id]: total });
        progress.totalBytes = total;
        return plan().states.get(id) === 'waiting';
      },
      onProgress: (received, total) => {
        progress.receivedBytes = received;
        progress.totalBytes = total;
        report();
      },
    });
    filesChanged();
  } catch (error) {
    skipped.add(id);
    // Not wanted at its size: its partial file goes; any other failure keeps it for resuming.
    if (error instanceof FetchStopped) await pdfs.dropPartial(id);
  } finally {
    controllers.delete(id);
    active.delete(id);
    report();
  }
}

/** Calls `fn` at most once per `ms` (the last call is never lost); `flush` calls it now. */
function throttled(fn: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = 0;
  const call = () => {
    timer = null;
    last = Date.now();
    fn();
  };
  const throttle = () => {
    if (timer) return;
    const wait = Math.max(0, last + ms - Date.now());
    timer = setTimeout(call, wait);
    timer.unref?.();
  };
  throttle.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  throttle.flush = () => {
    throttle.cancel();
    call();
  };
  return throttle;
}
