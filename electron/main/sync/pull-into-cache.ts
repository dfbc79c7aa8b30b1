/**
 * Pulls one mirrored table into the cache with the domain's pull loop: sync_pull pages through
 * supabase-js, each page applied with its cursor in one SQLite transaction, rows outside the cache's
 * scope dropped, and resync honoured.
 */
import { SYNC_START, type SyncCursor } from '@domain/sync/cursor.ts';
import { pullTable, type PullResult } from '@domain/sync/pull.ts';
import type { SyncChange } from '@domain/sync/page.ts';
import { scopeChanges, type CacheScope } from '@domain/sync/scope.ts';
import type { CacheStore, MirroredTable } from '../cache/cache-store.ts';
import { createBulkLoad, type BulkLoad } from './bulk-load.ts';
import { prefetching } from './page-prefetch.ts';
import { isUnreachable, UnreachableError, type SyncClient } from './supabase-client.ts';

export interface PullTableOptions {
  scope: CacheScope;
  now: () => Date;
  limit?: number;
}

/** Changes per sync_pull page (its most): fewer requests, and fewer commits of the cache's write-ahead log. */
const PAGE_LIMIT = 5000;
/** A first page this large into an empty table starts a first full load (smaller tables keep their indexes). */
const BULK_LOAD_ROWS = 1000;

/**
 * Pulls `table`. A first full load (a page of BULK_LOAD_ROWS or more into an empty table) runs without the
 * table's indexes, built once at the end (or when the cache opens next, if the app quits first): building an
 * index from all its keys at once costs a fraction of keeping it up to date row by row. Its pages after the
 * first are written on the bulk writer's thread (bulk-load.ts), while this one reads the next.
 */
export async function pullIntoCache(
  store: CacheStore,
  client: SyncClient,
  table: MirroredTable,
  options: PullTableOptions,
): Promise<PullResult> {
  let firstPage = true;
  let deferred = false;
  let bulk = null as BulkLoad | null;
  // The cursor this pull stored last. Another one in the cache means the table was reset meanwhile (a new scope:
  // rememberRoleFacts, kept companies): this pull stops, storing nothing more, and the next starts from the reset.
  // During a bulk load the writer checks that, batch by batch, as it writes (main's view of the cursor lags).
  let stored = store.cursor(table);
  let overtaken = false;
  const resetMeanwhile = () => {
    if (bulk) return bulk.overtaken();
    const now = store.cursor(table);
    overtaken ||= now.marker !== stored.marker || now.id !== stored.id;
    return overtaken;
  };
  const write = (changes: readonly SyncChange[], cursor: SyncCursor) => {
    store.applyPage(table, changes, cursor);
    stored = cursor;
  };
  const fetchAhead = prefetching((cursor) => fetchPage(client, table, cursor, options.limit ?? PAGE_LIMIT));
  try {
    const result = await pullTable(
      {
        fetchPage: (cursor) => (resetMeanwhile() ? Promise.resolve(lastPage(cursor)) : fetchAhead(cursor)),
        async applyPage(changes, cursor) {
          // Let the next page's request (already asked for) leave before SQLite holds the thread.
          await new Promise((resolve) => setImmediate(resolve));
          if (resetMeanwhile()) return;
          const scoped = scopeChanges(table, changes, options.scope, options.now());
          if (bulk) return bulk.add(scoped, cursor);
          // The first page is written here: a reset after it moves the cursor this pull stored, and is seen.
          if (firstPage) deferred = changes.length >= BULK_LOAD_ROWS && store.deferIndexes(table);
          write(scoped, cursor);
          if (firstPage && deferred) bulk = createBulkLoad(store, table, cursor);
          firstPage = false;
        },
        async reset() {
          await bulk?.finish();
          store.resetTable(table);
          stored = SYNC_START;
          if (bulk) bulk = createBulkLoad(store, table, SYNC_START);
        },
      },
      store.cursor(table),
      { limit: options.limit ?? PAGE_LIMIT },
    );
    await bulk?.finish();
    return result;
  } catch (error) {
    // The pages pulled before the failure are whole: keep them (the pull's own error is the one to report).
    await bulk?.settle();
    throw error;
  } finally {
    if (deferred) await store.buildIndexes(table);
  }
}

/** One sync_pull call: its reply's data, or the error (UnreachableError when the server did not answer). */
async function fetchPage(client: SyncClient, table: MirroredTable, cursor: SyncCursor, limit: number) {
  const ask = () =>
    client.rpc('sync_pull', {
      p_table: table,
      p_after_marker: cursor.marker,
      p_after_id: cursor.id,
      p_limit: limit,
    });
  let reply = await ask();
  // Once more when unanswered: a kept-alive connection the server closed as it was reused fails so.
  if (reply.error && isUnreachable(reply)) reply = await ask();
  if (reply.error) {
    const message = `sync_pull ${table}: ${reply.error.message}`;
    throw isUnreachable(reply) ? new UnreachableError(message) : new Error(message);
  }
  return reply.data;
}

/** A page that ends the pull where it is (sync_pull's shape: nothing more, the cursor unmoved). */
function lastPage(cursor: SyncCursor) {
  return {
    columns: [],
    rows: [],
    tombstones: [],
    next_cursor: cursor,
    watermark: cursor.marker,
    has_more: false,
    resync: false,
  };
}
