/**
 * What the bulk writer is asked to do, answered by one plain function over its connection (the worker only
 * carries messages to it, so the writes are tested in-process).
 */
import type { SyncCursor } from '@domain/sync/cursor.ts';
import type { CacheDb } from '../db.ts';
import { buildDeferredIndexes } from '../repositories/indexes.ts';
import type { EncodedChange, MirroredTable } from '../repositories/mirror.ts';
import { writePageFrom } from '../repositories/pages.ts';

export type BulkRequest =
  /** Writes `changes` and moves the cursor from `from` to `to`, if it is still at `from`: whether it did. */
  | { kind: 'write'; table: MirroredTable; changes: readonly EncodedChange[]; from: SyncCursor; to: SyncCursor }
  /** Builds the indexes set aside for `table`'s first full load. */
  | { kind: 'buildIndexes'; table: MirroredTable };

export type BulkAnswer = boolean | null;

export function answerBulkRequest(db: CacheDb, request: BulkRequest): BulkAnswer {
  if (request.kind === 'write') return writePageFrom(db, request.table, request.changes, request.from, request.to);
  buildDeferredIndexes(db, request.table);
  return null;
}
