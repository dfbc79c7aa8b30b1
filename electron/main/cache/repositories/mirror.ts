/**
 * The mirrored tables (migration 0001): rows as the server sent them, keyed by id. Table names are
 * checked against the mirrored list before they reach SQL.
 */
import type { SyncChange, SyncTable } from '@domain/sync/page.ts';
import type { CacheDb } from '../db.ts';
import { statement } from './statements.ts';

/**
 * The server tables this cache mirrors (news_snippets ride along with the headlines; companies as
 * their id and name, for the choosers; the sourcing catalog for Item Mgmt).
 */
export const MIRRORED_TABLES = [
  'corporate_products',
  'price_updates_pdfs',
  'customer_bids',
  'sourcing_requests',
  'sourcing_bid_rounds',
  'sourcing_bids',
  'news_items',
  'news_snippets',
  'company_details',
  'sourcing_item_categories',
] as const satisfies readonly SyncTable[];
export type MirroredTable = (typeof MIRRORED_TABLES)[number];

/**
 * Mirrored tables whose changes Realtime announces (in the supabase_realtime publication); the others
 * (companies, the catalog: rarely changed) come with the periodic pull and after every sync.
 */
export const LIVE_TABLES = MIRRORED_TABLES.filter((t) => t !== 'company_details' && t !== 'sourcing_item_categories');

function isMirrored(table: string): table is MirroredTable {
  return (MIRRORED_TABLES as readonly string[]).includes(table);
}

function checked(table: MirroredTable): MirroredTable {
  if (!isMirrored(table)) throw new Error(`Not a mirrored table: ${String(table)}`);
  return table;
}

export type MirrorRow = Record<string, unknown> & { id: string; version: number };

/** Applies changes to a table: upserts replace the whole row, deletes drop it (unknown ids are fine). */
export function applyChanges(db: CacheDb, table: MirroredTable, changes: readonly SyncChange[]): void {
  const t = checked(table);
  const upsert = statement(
    db,
    `insert into ${t} (id, version, data) values (?, ?, ?)
     on conflict (id) do update set version = excluded.version, data = excluded.data`,
  );
  const remove = statement(db, `delete from ${t} where id = ?`);
  for (const change of changes) {
    if (change.kind === 'upsert') upsert.run(change.id, change.version, JSON.stringify(change.row));
    else remove.run(change.id);
  }
}

/** Writes one row as the cache should show it (a local edit laid over the server's row). */
export function putRow(db: CacheDb, table: MirroredTable, row: MirrorRow): void {
  applyChanges(db, table, [{ kind: 'upsert', id: row.id, version: row.version, row }]);
}

/** Drops one row (a queued new row discarded before it reached the server). */
export function deleteRow(db: CacheDb, table: MirroredTable, id: string): void {
  statement(db, `delete from ${checked(table)} where id = ?`).run(id);
}

export function getRow(db: CacheDb, table: MirroredTable, id: string): MirrorRow | null {
  const found = statement(db, `select data from ${checked(table)} where id = ?`).get(id) as
    { data: string } | undefined;
  return found ? (JSON.parse(found.data) as MirrorRow) : null;
}

export function countRows(db: CacheDb, table: MirroredTable): number {
  return (statement(db, `select count(*) as n from ${checked(table)}`).get() as { n: number }).n;
}

export function clearTable(db: CacheDb, table: MirroredTable): void {
  statement(db, `delete from ${checked(table)}`).run();
}

/** Drops customer bids placed before `since` (they left the 10-day window without changing). */
export function pruneBidsBefore(db: CacheDb, since: string): number {
  return statement(db, 'delete from customer_bids where bid_time < ?').run(since).changes;
}
