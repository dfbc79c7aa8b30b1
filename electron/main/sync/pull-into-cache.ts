/**
 * Pulls one mirrored table into the cache with the domain's pull loop: sync_pull pages through
 * supabase-js, each page applied with its cursor in one SQLite transaction, rows outside the cache's
 * scope dropped, and resync honoured.
 */
import { pullTable, type PullResult } from '@domain/sync/pull.ts';
import { scopeChanges, type CacheScope } from '@domain/sync/scope.ts';
import type { CacheStore, MirroredTable } from '../cache/cache-store.ts';
import { isUnreachable, UnreachableError, type SyncClient } from './supabase-client.ts';

export interface PullTableOptions {
  scope: CacheScope;
  now: () => Date;
  limit?: number;
}

export async function pullIntoCache(
  store: CacheStore,
  client: SyncClient,
  table: MirroredTable,
  options: PullTableOptions,
): Promise<PullResult> {
  return pullTable(
    {
      async fetchPage(cursor, limit) {
        const reply = await client.rpc('sync_pull', {
          p_table: table,
          p_after_marker: cursor.marker,
          p_after_id: cursor.id,
          p_limit: limit,
        });
        if (reply.error) {
          const message = `sync_pull ${table}: ${reply.error.message}`;
          throw isUnreachable(reply) ? new UnreachableError(message) : new Error(message);
        }
        return reply.data;
      },
      async applyPage(changes, cursor) {
        // Let the next page's request (already asked for) leave before SQLite holds the thread.
        await new Promise((resolve) => setImmediate(resolve));
        store.applyPage(table, scopeChanges(table, changes, options.scope, options.now()), cursor);
      },
      async reset() {
        store.resetTable(table);
      },
    },
    store.cursor(table),
    { limit: options.limit ?? 2000 },
  );
}
