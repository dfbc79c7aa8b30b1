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
import { createOutboxSender, pushOutbox, type PushHooks } from './push-outbox.ts';
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
  onDataChanged?: (tables: MirroredTable[]) => void;
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
    const entries = store.outbox();
    const conflicts = entries.filter((e) => e.state === 'conflict').length;
    return {
      online,
      syncing,
      lastSyncedAt: lastSyncedAt(store),
      queued: entries.length - conflicts,
      conflicts,
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
      online = await options.probe();
      if (!online) return;
      const companyOf = (id: string) => (store.row('corporate_products', id)?.company_id as string | undefined) ?? null;
      const pushed = await pushOutbox(store, createOutboxSender(client, companyOf), options.hooks);
      if (pushed.unreachable) {
        online = false;
        return;
      }
      const changed = pushed.tables as MirroredTable[];
      lastError = null;
      // Tables pull side by side: each has its own cursor, and one's network wait overlaps another's work.
      const results = await Promise.all(
        MIRRORED_TABLES.map(async (table) => {
          const at = now().toISOString();
          try {
            const result = await pullIntoCache(store, client, table, {
              scope: options.scope(),
              now,
              limit: options.pageLimit,
            });
            store.recordPullSuccess(table, at);
            return { table, changed: result.changes > 0 || result.resynced, unreachable: false };
          } catch (error) {
            if (error instanceof UnreachableError) return { table, changed: false, unreachable: true };
            lastError = (error as Error).message;
            store.recordPullError(table, lastError, at);
            return { table, changed: false, unreachable: false };
          }
        }),
      );
      if (results.some((r) => r.unreachable)) online = false;
      for (const r of results) if (r.changed && !changed.includes(r.table)) changed.push(r.table);
      if (store.pruneBidsBefore(bidWindowStart(now())) > 0 && !changed.includes('customer_bids')) {
        changed.push('customer_bids');
      }
      if (changed.length) options.onDataChanged?.(changed);
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
    if (!options.realtime) return;
    // Events are hints: whatever changed comes with the next pull, in order.
    channel = client.channel('desktop-cache');
    for (const table of LIVE_TABLES) {
      channel.on('postgres_changes', { event: '*', schema: 'public', table }, () => requestSync());
    }
    channel.subscribe();
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
