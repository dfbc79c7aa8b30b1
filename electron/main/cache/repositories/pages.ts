/**
 * A pulled page written into the cache: its changes, the queued edits laid back over the rows it replaced, and
 * the table's cursor, all in the caller's transaction (main's applyPage, or the bulk writer's thread).
 */
import type { SyncCursor } from '@domain/sync/cursor.ts';
import { overlayPending, type OutboxEntry } from '@domain/sync/outbox.ts';
import type { CacheDb } from '../db.ts';
import * as mirror from './mirror.ts';
import * as outbox from './outbox.ts';
import * as syncState from './sync-state.ts';

/** Writes `changes` and stores `cursor` (call inside a transaction). */
export function writePage(
  db: CacheDb,
  table: mirror.MirroredTable,
  changes: readonly mirror.EncodedChange[],
  cursor: SyncCursor,
): void {
  mirror.writeEncoded(db, table, changes);
  relayPending(db, table, changes);
  syncState.saveCursor(db, table, cursor);
}

/**
 * Writes a page in its own transaction if the table's cursor is still `from` (where the writer's last page left
 * it); says whether it did. Another cursor means the table was reset meanwhile (a new scope, a full sync asked
 * for): rows pulled before the reset must not land in the reset copy. Begun IMMEDIATE: the check and the write see
 * one state of the file, which main's connection may change between them otherwise.
 */
export function writePageFrom(
  db: CacheDb,
  table: mirror.MirroredTable,
  changes: readonly mirror.EncodedChange[],
  from: SyncCursor,
  to: SyncCursor,
): boolean {
  return db
    .transaction(() => {
      const at = syncState.getCursor(db, table);
      if (at.marker !== from.marker || at.id !== from.id) return false;
      writePage(db, table, changes, to);
      return true;
    })
    .immediate();
}

/** Lays queued edits back over rows a page just replaced (the server has not seen them yet). */
function relayPending(db: CacheDb, table: mirror.MirroredTable, changes: readonly mirror.EncodedChange[]) {
  if (table !== 'corporate_products' || !outbox.hasOutboxEntries(db)) return;
  const ids = changes.filter(([, , data]) => data !== null).map(([id]) => id);
  const byRow = new Map<string, OutboxEntry[]>();
  for (const e of outbox.outboxForRows(db, ids)) byRow.set(e.rowId, [...(byRow.get(e.rowId) ?? []), e]);
  for (const [id, entries] of byRow) {
    const row = mirror.getRow(db, table, id);
    if (row) mirror.putRow(db, table, overlayPending(row, entries));
  }
}
