/**
 * Which pulled rows a desktop cache keeps. sync_pull hands out every row the caller may read; the
 * desktop keeps what its users need offline: the products and bids of the companies it keeps (an
 * executive's own company, or those an admin chooses), customer bids of the last 10 days, and
 * everything else it mirrors as it comes. A row outside the scope is dropped like a deleted one, so a
 * row that leaves the scope (a bid ageing out, a product moved to another company) leaves the cache.
 */
import type { SyncChange } from './page.ts';
import type { SyncTable } from './page.ts';

/** Customer bids of this many days are kept (bid management's window). */
const BID_WINDOW_DAYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CacheScope {
  /** The companies whose products and bids are kept; null keeps every one the server sends. */
  companyIds: readonly string[] | null;
}

/** The company a row belongs to, for the tables scoped by company. */
function companyOf(table: SyncTable, row: Record<string, unknown>): string | null | undefined {
  if (table === 'corporate_products') return row.company_id as string | null;
  if (table === 'customer_bids') return row.corporate_company_id as string | null;
  return undefined;
}

/** Whether the cache keeps `row` of `table` at `now`. */
export function keepsRow(table: SyncTable, row: Record<string, unknown>, scope: CacheScope, now: Date): boolean {
  return keeps(table, row, scope, now.getTime() - BID_WINDOW_DAYS * DAY_MS);
}

/** keepsRow with the window's start worked out once per page rather than once per row. */
function keeps(table: SyncTable, row: Record<string, unknown>, scope: CacheScope, windowStartMs: number): boolean {
  const company = companyOf(table, row);
  if (company !== undefined && scope.companyIds && !scope.companyIds.includes(String(company))) return false;
  if (table === 'customer_bids' && !(Date.parse(String(row.bid_time)) >= windowStartMs)) return false;
  return true;
}

/** A page's changes as the cache applies them: rows outside the scope become deletes. */
export function scopeChanges(table: SyncTable, changes: SyncChange[], scope: CacheScope, now: Date): SyncChange[] {
  const windowStartMs = now.getTime() - BID_WINDOW_DAYS * DAY_MS;
  const deletedAt = now.toISOString();
  return changes.map((c) =>
    c.kind === 'upsert' && !keeps(table, c.row, scope, windowStartMs)
      ? { kind: 'delete', id: c.id, version: c.version, deletedAt }
      : c,
  );
}

/** The oldest bid time still inside the window, for pruning bids that aged out without a change. */
export function bidWindowStart(now: Date): string {
  return new Date(now.getTime() - BID_WINDOW_DAYS * DAY_MS).toISOString();
}
