import { SYNC_START, type SyncCursor } from '@domain/sync/cursor.ts';
import type { CacheDb } from '../db.ts';
import type { MirroredTable } from './mirror.ts';
import { statement } from './statements.ts';

export interface TableSyncState {
  table: MirroredTable;
  cursor: SyncCursor;
  lastSuccessAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

interface StateRow {
  table_name: MirroredTable;
  cursor_marker: number;
  cursor_id: string;
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
}

const toState = (r: StateRow): TableSyncState => ({
  table: r.table_name,
  cursor: { marker: r.cursor_marker, id: r.cursor_id },
  lastSuccessAt: r.last_success_at,
  lastError: r.last_error,
  lastErrorAt: r.last_error_at,
});

export function getCursor(db: CacheDb, table: MirroredTable): SyncCursor {
  const row = statement(db, 'select cursor_marker, cursor_id from sync_state where table_name = ?').get(table) as
    Pick<StateRow, 'cursor_marker' | 'cursor_id'> | undefined;
  return row ? { marker: row.cursor_marker, id: row.cursor_id } : SYNC_START;
}

/** Stores the cursor (call inside the transaction that applied the page it belongs to). */
export function saveCursor(db: CacheDb, table: MirroredTable, cursor: SyncCursor): void {
  statement(
    db,
    `insert into sync_state (table_name, cursor_marker, cursor_id) values (?, ?, ?)
     on conflict (table_name) do update set cursor_marker = excluded.cursor_marker, cursor_id = excluded.cursor_id`,
  ).run(table, cursor.marker, cursor.id);
}

export function recordSuccess(db: CacheDb, table: MirroredTable, at: string): void {
  statement(
    db,
    `insert into sync_state (table_name, last_success_at) values (?, ?)
     on conflict (table_name) do update set last_success_at = excluded.last_success_at, last_error = null`,
  ).run(table, at);
}

export function recordError(db: CacheDb, table: MirroredTable, message: string, at: string): void {
  statement(
    db,
    `insert into sync_state (table_name, last_error, last_error_at) values (?, ?, ?)
     on conflict (table_name) do update set last_error = excluded.last_error, last_error_at = excluded.last_error_at`,
  ).run(table, message, at);
}

export function listSyncStates(db: CacheDb): TableSyncState[] {
  return (statement(db, 'select * from sync_state order by table_name').all() as StateRow[]).map(toState);
}
