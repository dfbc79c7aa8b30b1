/**
 * Which pulled rows a desktop cache keeps. sync_pull hands out every row the caller may read; the
 * desktop keeps what its users need offline: the products and bids of the companies it keeps (an
 * executive's own company, or those an admin chooses), customer bids of the last 10 days, and
 * everything else it mirrors as it comes. A row outside the scope is dropped like a deleted one, so a
 * row that leaves the scope (a bid ageing out, a product moved to another company) leaves the cache.
 */
import { valueOf, type SyncChange, type SyncTable, type SyncUpsert } from './page.ts';

/** Customer bids of this many days are kept (bid management's window). */
const BID_WINDOW_DAYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CacheScope {
  /** The companies whose products and bids are kept; null keeps every one the server sends. */
  companyIds: readonly string[] | null;
}

/** The column naming the company a row belongs to, for the tables scoped by company. */
function companyColumn(table: SyncTable): string | null {
  if (table === 'corporate_products') return 'company_id';
  if (table === 'customer_bids') return 'corporate_company_id';
  return null;
}

/** Whether the cache keeps `row` of `table` at `now`. */
export function keepsRow(table: SyncTable, row: Record<string, unknown>, scope: CacheScope, now: Date): boolean {
  return keeps(table, (name) => row[name], scope, now.getTime() - BID_WINDOW_DAYS * DAY_MS);
}

/** keepsRow over a row read by column name, the window's start worked out once per page rather than once per row. */
function keeps(table: SyncTable, read: (name: string) => unknown, scope: CacheScope, windowStartMs: number): boolean {
  const column = companyColumn(table);
  const company = column ? read(column) : undefined;
  if (company !== undefined && scope.companyIds && !scope.companyIds.includes(String(company))) return false;
  if (table === 'customer_bids' && !(Date.parse(String(read('bid_time'))) >= windowStartMs)) return false;
  return true;
}

/** A page's changes as the cache applies them: rows outside the scope become deletes. */
export function scopeChanges(table: SyncTable, changes: SyncChange[], scope: CacheScope, now: Date): SyncChange[] {
  const windowStartMs = now.getTime() - BID_WINDOW_DAYS * DAY_MS;
  const deletedAt = now.toISOString();
  let change: SyncUpsert;
  const read = (name: string) => valueOf(change, name);
  return changes.map((c) => {
    if (c.kind !== 'upsert') return c;
    change = c;
    return keeps(table, read, scope, windowStartMs) ? c : { kind: 'delete', id: c.id, version: c.version, deletedAt };
  });
}

/** The oldest bid time still inside the window, for pruning bids that aged out without a change. */
export function bidWindowStart(now: Date): string {
  return new Date(now.getTime() - BID_WINDOW_DAYS * DAY_MS).toISOString();
}
