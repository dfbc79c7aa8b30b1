import type { OutboxEntry, OutboxKind, OutboxState } from '@domain/sync/outbox.ts';
import type { CacheDb } from '../db.ts';
import { statement } from './statements.ts';

interface OutboxRow {
  seq: number;
  key: string;
  kind: OutboxKind;
  row_id: string;
  base_version: number | null;
  changes: string;
  state: OutboxState;
  attempts: number;
  last_error: string | null;
  server_row: string | null;
  created_at: string;
}

const toEntry = (r: OutboxRow): OutboxEntry => ({
  seq: r.seq,
  key: r.key,
  kind: r.kind,
  rowId: r.row_id,
  baseVersion: r.base_version,
  changes: JSON.parse(r.changes) as Record<string, unknown>,
  state: r.state,
  attempts: r.attempts,
  lastError: r.last_error,
  serverRow: r.server_row ? (JSON.parse(r.server_row) as Record<string, unknown>) : null,
  createdAt: r.created_at,
});

export type NewOutboxEntry = Pick<OutboxEntry, 'key' | 'kind' | 'rowId' | 'baseVersion' | 'changes' | 'createdAt'>;

export function enqueue(db: CacheDb, entry: NewOutboxEntry): OutboxEntry {
  const row = statement(
    db,
    `insert into outbox (key, kind, row_id, base_version, changes, created_at) values (?, ?, ?, ?, ?, ?) returning *`,
  ).get(entry.key, entry.kind, entry.rowId, entry.baseVersion, JSON.stringify(entry.changes), entry.createdAt);
  return toEntry(row as OutboxRow);
}

/** Every entry in queue order. */
export function listOutbox(db: CacheDb): OutboxEntry[] {
  return (statement(db, 'select * from outbox order by seq').all() as OutboxRow[]).map(toEntry);
}

/** Entries of some rows (pending edits to lay over freshly pulled rows). */
export function outboxForRows(db: CacheDb, rowIds: readonly string[]): OutboxEntry[] {
  if (rowIds.length === 0) return [];
  const found: OutboxEntry[] = [];
  const byRow = statement(db, 'select * from outbox where row_id = ? order by seq');
  for (const id of new Set(rowIds)) for (const r of byRow.all(id) as OutboxRow[]) found.push(toEntry(r));
  return found;
}

/** How many entries wait to be sent and how many are in conflict. */
export function outboxCounts(db: CacheDb): { queued: number; conflicts: number } {
  const row = statement(
    db,
    `select count(*) filter (where state <> 'conflict') as queued, count(*) filter (where state = 'conflict') as conflicts from outbox`,
  ).get() as { queued: number; conflicts: number };
  return { queued: row.queued, conflicts: row.conflicts };
}

/** The entries of some kinds (RFQ drafts for the sourcing overview), in queue order. */
export function outboxOfKind(db: CacheDb, kind: OutboxKind): OutboxEntry[] {
  return (statement(db, 'select * from outbox where kind = ? order by seq').all(kind) as OutboxRow[]).map(toEntry);
}

export function hasOutboxEntries(db: CacheDb): boolean {
  return statement(db, 'select 1 from outbox limit 1').get() !== undefined;
}

/** Marked before the server call: a crash after it leaves the entry to be sent again. */
export function markSending(db: CacheDb, seq: number): void {
  statement(db, `update outbox set state = 'sending', attempts = attempts + 1 where seq = ?`).run(seq);
}

/** An attempt got no answer, or an answer that is not final: back to pending with the reason. */
export function markRetry(db: CacheDb, seq: number, message: string): void {
  statement(db, `update outbox set state = 'pending', last_error = ? where seq = ?`).run(message, seq);
}

export function markConflict(
  db: CacheDb,
  seq: number,
  message: string,
  serverRow: Record<string, unknown> | null,
): void {
  statement(db, `update outbox set state = 'conflict', last_error = ?, server_row = ? where seq = ?`).run(
    message,
    serverRow ? JSON.stringify(serverRow) : null,
    seq,
  );
}

export function removeEntry(db: CacheDb, seq: number): void {
  statement(db, 'delete from outbox where seq = ?').run(seq);
}

export function setBaseVersion(db: CacheDb, seq: number, baseVersion: number): void {
  statement(db, 'update outbox set base_version = ? where seq = ?').run(baseVersion, seq);
}

/** A conflicted entry sent again on the server's current version (the person chose to keep their edit). */
export function retryOnVersion(db: CacheDb, seq: number, baseVersion: number | null): void {
  statement(
    db,
    `update outbox set state = 'pending', base_version = ?, last_error = null, server_row = null where seq = ?`,
  ).run(baseVersion, seq);
}

export function getEntry(db: CacheDb, seq: number): OutboxEntry | null {
  const row = statement(db, 'select * from outbox where seq = ?').get(seq) as OutboxRow | undefined;
  return row ? toEntry(row) : null;
}
