/**
 * The mirrored tables (migration 0001): rows as the server sent them, keyed by id. Table names are
 * checked against the mirrored list before they reach SQL.
 */
import type { SyncChange, SyncColumns, SyncTable, SyncUpsert } from '@domain/sync/page.ts';
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

/** A change as the cache writes it: the row's id, version and JSON (null: the row is deleted). */
export type EncodedChange = readonly [id: string, version: number, data: string | null];

/** Applies changes to a table, in order: upserts replace the whole row, deletes drop it (unknown ids are fine). */
export function applyChanges(db: CacheDb, table: MirroredTable, changes: readonly SyncChange[]): void {
  writeEncoded(db, table, encodeChanges(changes));
}

/**
 * Changes as the cache stores them, each row's JSON written from its values: the work of a write that needs no
 * database, done where the page was read (a first full load writes on another thread: bulk-writer.ts).
 */
export function encodeChanges(changes: readonly SyncChange[]): EncodedChange[] {
  const encoded: EncodedChange[] = new Array(changes.length);
  for (let from = 0; from < changes.length;) {
    const first = changes[from];
    if (first.kind === 'delete') {
      encoded[from] = [first.id, 0, null];
      from += 1;
      continue;
    }
    // A run of upserts under one page's columns shares one row shape.
    const shape = rowShape(first.columns);
    let to = from;
    for (; to < changes.length && sameColumns(changes[to], first); to++) {
      const { id, version, values } = changes[to] as SyncUpsert;
      encoded[to] = [id, version, JSON.stringify(shape(values))];
    }
    from = to;
  }
  return encoded;
}

const sameColumns = (change: SyncChange, upsert: SyncUpsert) =>
  change.kind === 'upsert' && change.columns === upsert.columns;

/** Writes encoded changes to a table, in order. */
export function writeEncoded(db: CacheDb, table: MirroredTable, changes: readonly EncodedChange[]): void {
  const t = checked(table);
  const remove = statement(db, `delete from ${t} where id = ?`);
  const upsert = upsertStatement(db, t);
  for (const [id, version, data] of changes) {
    if (data === null) remove.run(id);
    else upsert.run(id, version, data);
  }
}

const upsertStatement = (db: CacheDb, table: MirroredTable) =>
  statement(
    db,
    `insert into ${table} (id, version, data) values (?, ?, ?)
     on conflict (id) do update set version = excluded.version, data = excluded.data`,
  );

/** Row shapes by their column names (a table's pages share one, and V8 specialises it once). */
const shapes = new Map<string, (values: readonly unknown[]) => object>();

/**
 * Makes a page's rows into objects with one object literal over its columns, compiled once per column list. Setting 38
 * keys one by one (a store V8 cannot specialise, every key differing) and stringifying the result took twice as
 * long, and was most of a first sync's own work (tests/bench/desktop-sync). Each name is written as the string
 * literal JSON.stringify makes of it, which holds any name whole (none can end it), and read values come only from
 * fixed places; `__proto__` is a computed key, so it stays a plain field as JSON.parse would make it.
 */
function rowShape(columns: SyncColumns): (values: readonly unknown[]) => object {
  const names = columns.names.join('\u0000');
  let shape = shapes.get(names);
  if (!shape) {
    const fields = columns.names.map((name, place) => {
      const key = JSON.stringify(name);
      return `${name === '__proto__' ? `[${key}]` : key}: values[${place}]`;
    });
    shape = new Function('values', `return { ${fields.join(', ')} };`) as (values: readonly unknown[]) => object;
    shapes.set(names, shape);
  }
  return shape;
}

/** Writes one row as the cache should show it (a local edit laid over the server's row). */
export function putRow(db: CacheDb, table: MirroredTable, row: MirrorRow): void {
  upsertStatement(db, checked(table)).run(row.id, row.version, JSON.stringify(row));
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
