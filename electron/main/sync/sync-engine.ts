/**
 * The sync engine of one signed-in user's cache: pushes the outbox, then pulls every mirrored table,
 * when asked (Sync now, a new edit), when a Realtime event says a mirrored table changed, on a timer
 * while online, and when the backend answers again after being offline. One cycle runs at a time;
 * requests during a cycle run one more after it. Status and changed tables go to listeners (main
 * forwards them to the renderer as events).
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import { bidWindowStart, type CacheScope } from '@domain/sync/scope.ts';
import type { SyncStatus } from '@domain/sync/status.ts';
import type { CacheStore, MirroredTable } from '../cache/cache-store.ts';
import { LIVE_TABLES, MIRRORED_TABLES } from '../cache/repositories/mirror.ts';
import { pullIntoCache } from './pull-into-cache.ts';
import { createOutboxSender, pushOutbox, type PushHooks, type PushResult } from './push-outbox.ts';

/** What a cycle's push did with queued edits. */
type SentEdits = Pick<PushResult, 'settled' | 'moved'>;
import { UnreachableError, type SyncClient } from './supabase-client.ts';

export interface SyncEngineOptions {
  store: CacheStore;
  client: SyncClient;
  /** Whether the backend answers now. */
  probe: () => Promise<boolean>;
  /** What the status says before the first cycle (the caller may have probed already). */
  initiallyOnline?: boolean;
  scope: () => CacheScope;
  staleAfterMs: number;
  /** Pull this often while online (Realtime events pull sooner). */
  pullIntervalMs: number;
  /** Check this often whether the backend is back. */
  offlineRetryMs: number;
  /** Subscribe to Realtime changes of the mirrored tables (needs /realtime/v1 on the backend). */
  realtime: boolean;
  pageLimit?: number;
  now?: () => Date;
  hooks?: PushHooks;
  onStatus?: (status: SyncStatus) => void;
  /** Tables a cycle changed, and what its push did with queued edits (the rows settled, the versions moved). */
  onDataChanged?: (tables: MirroredTable[], sent: SentEdits) => void;
  /** After each cycle that reached the server (the offline price lists download from it); not awaited. */
  afterSync?: () => void;
}

export interface SyncEngine {
  status(): SyncStatus;
  /** Runs a cycle now (or one more after the running one) and resolves with the status after it. */
  syncNow(): Promise<SyncStatus>;
  /** A cycle soon (debounced): Realtime events and new edits. */
  requestSync(): void;
  /** A new access token (refreshed by the renderer). */
  setClient(client: SyncClient): void;
  start(): void;
  stop(): Promise<void>;
  /** Tell listeners the status changed (after an edit was queued). */
  notify(): void;
}

/** When every mirrored table last pulled without error: the oldest table's last success (null if one never did). */
export function lastSyncedAt(store: CacheStore): string | null {
  const states = new Map(store.syncStates().map((s) => [s.table, s.lastSuccessAt]));
  let oldest: string | null = null;
  for (const table of MIRRORED_TABLES) {
    const at = states.get(table);
    if (!at) return null;
    if (!oldest || at < oldest) oldest = at;
  }
  return oldest;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  let client = options.client;
  let online = options.initiallyOnline ?? true;
  let syncing = false;
  let lastError: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let debounce: ReturnType<typeof setTimeout> | null = null;
  let channel: RealtimeChannel | null = null;
  let stopped = true;

  function status(): SyncStatus {
    return {
      online,
      syncing,
      lastSyncedAt: lastSyncedAt(store),
      ...store.outboxCounts(),
      lastError,
      staleAfterMs: options.staleAfterMs,
      signedIn: true,
    };
  }

  const notify = () => options.onStatus?.(status());

  async function cycle(): Promise<void> {
    syncing = true;
    notify();
    try {
      const result = await pushThenPull(options, client, now);
      online = result.online;
      if (result.lastError !== undefined) lastError = result.lastError;
      if (result.changed.length) options.onDataChanged?.(result.changed, result.sent);
      if (online) options.afterSync?.();
    } finally {
      syncing = false;
      notify();
      schedule();
    }
  }

  function schedule() {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void syncNow(), online ? options.pullIntervalMs : options.offlineRetryMs);
    timer.unref?.();
  }

  function syncNow(): Promise<SyncStatus> {
    if (running) {
      again = true;
      return running.then(() => status());
    }
    running = (async () => {
      do {
        again = false;
        await cycle();
      } while (again && !stopped);
    })().finally(() => (running = null));
    return running.then(() => status());
  }

  function requestSync() {
    if (debounce) clearTimeout(debounce);
    debounce = setTimeout(() => void syncNow(), 250);
    debounce.unref?.();
  }

  function subscribe() {
    if (options.realtime) channel = subscribeHints(client, requestSync);
  }

  async function unsubscribe() {
    if (channel) await client.removeChannel(channel);
    channel = null;
  }

  return {
    status,
    syncNow,
    requestSync,
    notify,
    setClient(next) {
      const old = client;
      client = next;
      if (channel) {
        void old.removeChannel(channel);
        channel = null;
        subscribe();
      }
    },
    start() {
      stopped = false;
      subscribe();
      void syncNow();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (debounce) clearTimeout(debounce);
      await unsubscribe();
      await running;
    },
  };
}

interface CycleResult {
  online: boolean;
  /** The status's last error after the cycle (undefined: as before, the cycle did not get that far). */
  lastError?: string | null;
  changed: MirroredTable[];
  sent: SentEdits;
}

/** One cycle: the outbox first (in order), then every mirrored table, then bids older than the window go. */
async function pushThenPull(options: SyncEngineOptions, client: SyncClient, now: () => Date): Promise<CycleResult> {
  const { store } = options;
  if (!(await options.probe())) return { online: false, changed: [], sent: { settled: {}, moved: [] } };
  const companyOf = (id: string) => (store.row('corporate_products', id)?.company_id as string | undefined) ?? null;
  const pushed = await pushOutbox(store, createOutboxSender(client, companyOf), options.hooks);
  const changed = pushed.tables as MirroredTable[];
  // Entries sent before the server stopped answering are settled: pages showing them hear of it.
  if (pushed.unreachable) return { online: false, changed, sent: pushed };
  let lastError: string | null = null;
  const results = await pullAll(options, client, now);
  for (const r of results) {
    if (r.error) lastError = r.error;
    if (r.changed && !changed.includes(r.table)) changed.push(r.table);
  }
  if (store.pruneBidsBefore(bidWindowStart(now())) > 0 && !changed.includes('customer_bids')) {
    changed.push('customer_bids');
  }
  return { online: !results.some((r) => r.unreachable), lastError, changed, sent: pushed };
}

/** Realtime events of the mirrored tables, as hints: whatever changed comes with the next pull, in order. */
function subscribeHints(client: SyncClient, onHint: () => void): RealtimeChannel {
  const channel = client.channel('desktop-cache');
  for (const table of LIVE_TABLES) channel.on('postgres_changes', { event: '*', schema: 'public', table }, onHint);
  return channel.subscribe();
}

/**
 * Pulls every mirrored table side by side: each has its own cursor, and one's network wait overlaps another's
 * work. Each says whether it changed, could not reach the server, or failed (recorded on its table).
 */
function pullAll(options: SyncEngineOptions, client: SyncClient, now: () => Date) {
  const { store } = options;
  return Promise.all(
    MIRRORED_TABLES.map(async (table) => {
      const at = now().toISOString();
      try {
        const result = await pullIntoCache(store, client, table, {
          scope: options.scope(),
          now,
          limit: options.pageLimit,
        });
        store.recordPullSuccess(table, at);
        return { table, changed: result.changes > 0 || result.resynced, unreachable: false, error: null };
      } catch (error) {
        if (error instanceof UnreachableError) return { table, changed: false, unreachable: true, error: null };
        const message = (error as Error).message;
        store.recordPullError(table, message, at);
        return { table, changed: false, unreachable: false, error: message };
      }
    }),
  );
}
