/**
 * One page of `sync_pull` (supabase/migrations/20261123000120_sync_pull.sql) and the rules a client
 * applies it by: check the reply, turn it into ordered changes, move the cursor.
 */
import { z } from 'zod';
import { compareCursors, isSettled, type SyncCursor } from './cursor.ts';

/** The tables a client may mirror (sync_pull refuses any other). */
export type SyncTable =
  | 'corporate_products'
  | 'price_updates_pdfs'
  | 'customer_bids'
  | 'sourcing_requests'
  | 'sourcing_bid_rounds'
  | 'sourcing_bids'
  | 'news_items'
  | 'news_snippets'
  | 'yarnconnect_free'
  | 'company_details'
  | 'sourcing_item_categories';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string().regex(UUID);
const marker = z.number().int().nonnegative();

/** A mirrored row as a client holds it: its id and version, then the table's own columns. */
export type SyncRow = { id: string; version: number } & Record<string, unknown>;

/**
 * A page's column names, each with its place: a row stays the array of values it travelled as (zipping 150 000
 * rows into objects and writing each back out as JSON was most of a first sync's own work), read by name here.
 */
export class SyncColumns {
  readonly names: readonly string[];
  private readonly places: ReadonlyMap<string, number>;

  constructor(names: readonly string[]) {
    this.names = names;
    this.places = new Map(names.map((name, place) => [name, place]));
  }

  /** Where `name`'s value sits in a row (-1: the page has no such column). */
  placeOf(name: string): number {
    return this.places.get(name) ?? -1;
  }
}

const SyncTombstone = z.object({ id: uuid, version: marker, deleted_at: z.string() });
type SyncTombstone = z.infer<typeof SyncTombstone>;

/**
 * sync_pull's reply as it travels: the table's columns named once, each row an array of values under them
 * (a row's keys, repeated on every row, were over half of a page's bytes). Each row's values are checked
 * against the columns in parseSyncPage, not here: a page holds ~80 000 values.
 */
const SyncWirePage = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.custom<unknown[]>((v) => Array.isArray(v), 'Expected an array of values')),
  tombstones: z.array(SyncTombstone),
  next_cursor: z.object({ marker, id: uuid }),
  watermark: marker,
  has_more: z.boolean(),
  resync: z.boolean(),
});
type SyncWirePage = z.infer<typeof SyncWirePage>;

/** One row of a page: its id and version, and its values under the page's columns. */
interface SyncPageRow {
  id: string;
  version: number;
  values: readonly unknown[];
}

/** sync_pull's reply, checked: each row's id and version read out of its values. */
export type SyncPage = Omit<SyncWirePage, 'columns' | 'rows'> & { columns: SyncColumns; rows: SyncPageRow[] };

/** Checks a sync_pull reply; a malformed one throws (ZodError or SyncProtocolError). */
export function parseSyncPage(reply: unknown): SyncPage {
  const { columns, rows, ...rest } = SyncWirePage.parse(reply);
  const named = new SyncColumns(columns);
  const checked = checkRows(named, rows);
  if (typeof checked === 'string') throw new SyncProtocolError(checked);
  return { ...rest, columns: named, rows: checked };
}

/** The rows, or what is wrong with them: every row has a value per column, a uuid id and a marker version. */
function checkRows(columns: SyncColumns, values: unknown[][]): SyncPageRow[] | string {
  if (values.length === 0) return [];
  const idAt = columns.placeOf('id');
  const versionAt = columns.placeOf('version');
  if (idAt < 0 || versionAt < 0) return 'The page names no id or version column.';
  const width = columns.names.length;
  const rows: SyncPageRow[] = new Array(values.length);
  for (let r = 0; r < values.length; r++) {
    const row = values[r];
    if (row.length !== width) return `Row ${r} has ${row.length} values for ${width} columns.`;
    const id = row[idAt];
    const version = row[versionAt];
    if (typeof id !== 'string' || !UUID.test(id)) return `Row ${r} has no uuid id.`;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return `Row ${r} has no version.`;
    rows[r] = { id, version, values: row };
  }
  return rows;
}

/** One change to apply: a row to insert or replace (its values under `columns`), or a row to drop. */
export type SyncChange =
  | { kind: 'upsert'; id: string; version: number; columns: SyncColumns; values: readonly unknown[] }
  | { kind: 'delete'; id: string; version: number; deletedAt: string };
export type SyncUpsert = Extract<SyncChange, { kind: 'upsert' }>;

/** The upsert of a row held as an object (a local edit, a test's row). */
export function upsertOf(row: SyncRow): SyncUpsert {
  const names = Object.keys(row);
  return {
    kind: 'upsert',
    id: row.id,
    version: row.version,
    columns: new SyncColumns(names),
    values: names.map((n) => row[n]),
  };
}

/** An upsert's row as an object. */
export function rowOf(change: SyncUpsert): SyncRow {
  const row: Record<string, unknown> = {};
  const { names } = change.columns;
  for (let c = 0; c < names.length; c++) row[names[c]] = change.values[c];
  return row as SyncRow;
}

/** One column's value in an upsert's row (undefined when the page has no such column). */
export function valueOf(change: SyncUpsert, name: string): unknown {
  const place = change.columns.placeOf(name);
  return place < 0 ? undefined : change.values[place];
}

/** The server broke a rule the sync depends on; the client keeps its cursor and reports it. */
export class SyncProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SyncProtocolError';
  }
}

const positionOf = (c: { id: string; version: number }): SyncCursor => ({ marker: c.version, id: c.id });

/**
 * A page's rows and tombstones as one list in stream order. A row id appears at most once in a
 * page, and never both as a row and as a tombstone (a tombstone comes only for a row the caller
 * cannot read), so the order within a page does not change the result; it is kept for logs and
 * tests. A row deleted twice (deleted, inserted again, deleted) may bring two tombstones.
 */
export function pageChanges(page: SyncPage): SyncChange[] {
  const rowIds = new Set<string>();
  for (const row of page.rows) {
    if (rowIds.has(row.id)) throw new SyncProtocolError(`Row ${row.id} appears twice in one page.`);
    rowIds.add(row.id);
  }
  const both = page.tombstones.find((t) => rowIds.has(t.id));
  if (both) throw new SyncProtocolError(`Row ${both.id} comes both as a row and as a tombstone.`);
  const changes = [
    ...page.rows.map((row): SyncChange => ({
      kind: 'upsert',
      id: row.id,
      version: row.version,
      columns: page.columns,
      values: row.values,
    })),
    ...page.tombstones.map((t): SyncChange => ({
      kind: 'delete',
      id: t.id,
      version: t.version,
      deletedAt: t.deleted_at,
    })),
  ];
  // sync_pull sends rows in stream order: one pass confirms it, and the sort is left for pages that are not.
  return inStreamOrder(changes) ? changes : changes.sort((a, b) => compareCursors(positionOf(a), positionOf(b)));
}

/** True when no change comes before the one ahead of it (a single pass, where sorting takes ~13 comparisons a change). */
function inStreamOrder(changes: readonly SyncChange[]): boolean {
  for (let i = 1; i < changes.length; i++) {
    if (compareCursors(positionOf(changes[i - 1]), positionOf(changes[i])) > 0) return false;
  }
  return true;
}

/** Whether the page hands out a change at `position` (a row or a tombstone), without building its change list. */
function handsOut(page: SyncPage, position: SyncCursor): boolean {
  const at = (c: { id: string; version: number }) =>
    c.version === position.marker && compareCursors(positionOf(c), position) === 0;
  return page.rows.some(at) || page.tombstones.some(at);
}

/**
 * The cursor after applying `page` from `cursor`: the page's next_cursor, checked. It never moves
 * back, never passes a change the page did not hand out, and never reaches the watermark (a
 * transaction still open there may commit a change below anything seen so far).
 */
export function advanceCursor(cursor: SyncCursor, page: SyncPage): SyncCursor {
  const next = page.next_cursor;
  if (compareCursors(next, cursor) < 0) throw new SyncProtocolError('The server moved the cursor backwards.');
  if (compareCursors(next, cursor) === 0) return cursor;
  if (!isSettled(next, page.watermark)) throw new SyncProtocolError('The server moved the cursor past its watermark.');
  if (!handsOut(page, next)) throw new SyncProtocolError('The server moved the cursor to a change it did not send.');
  return { marker: next.marker, id: next.id.toLowerCase() };
}

/** Applies changes to an in-memory copy keyed by id (what a store does in one transaction). */
export function applyChanges<R extends SyncRow>(copy: ReadonlyMap<string, R>, changes: SyncChange[]): Map<string, R> {
  const next = new Map(copy);
  for (const c of changes) {
    if (c.kind === 'delete') next.delete(c.id);
    else next.set(c.id, rowOf(c) as R);
  }
  return next;
}
