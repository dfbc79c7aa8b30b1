/**
 * The pull loop of one mirrored table, free of I/O: the caller passes how to fetch a page
 * (supabase-js `rpc('sync_pull', …)`) and how to store one (a SQLite transaction that applies the
 * changes and saves the cursor together, so a crash never saves one without the other).
 */
import { SYNC_START, type SyncCursor } from './cursor.ts';
import { advanceCursor, pageChanges, parseSyncPage, SyncProtocolError, type SyncChange } from './page.ts';

export interface PullSteps {
  /** One sync_pull call after `cursor`; its JSON reply. */
  fetchPage(cursor: SyncCursor, limit: number): Promise<unknown>;
  /** Applies a page's changes and stores `cursor` with them, atomically. */
  applyPage(changes: SyncChange[], cursor: SyncCursor): Promise<void>;
  /** Drops the local copy of the table and its cursor (the server asked for a full sync). */
  reset(): Promise<void>;
}

export interface PullOptions {
  /** Changes per page (sync_pull allows 1–5000). */
  limit?: number;
  /** Stop after this many pages (the next pull goes on from the stored cursor). */
  maxPages?: number;
}

export interface PullResult {
  cursor: SyncCursor;
  pages: number;
  changes: number;
  /** The copy was dropped and pulled again from the start. */
  resynced: boolean;
  /** Stopped at maxPages with settled changes still waiting. */
  more: boolean;
}

const DEFAULT_PULL_LIMIT = 500;

/**
 * Pulls pages from `from` until the server has no settled changes left (or maxPages). The next page is
 * asked for before this one is stored, so the server prepares it while the cache writes (a page's
 * next_cursor is known as soon as it arrives; a page that fails to store drops the one asked for).
 */
export async function pullTable(steps: PullSteps, from: SyncCursor, options: PullOptions = {}): Promise<PullResult> {
  const limit = options.limit ?? DEFAULT_PULL_LIMIT;
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  let cursor = from;
  let pages = 0;
  let changes = 0;
  let resynced = false;
  let asked = ask(steps, cursor, limit);
  for (;;) {
    const page = parseSyncPage(await asked);
    if (page.resync) {
      if (resynced) throw new SyncProtocolError('The server asked for a full sync twice in one pull.');
      await steps.reset();
      cursor = SYNC_START;
      resynced = true;
      asked = ask(steps, cursor, limit);
      continue;
    }
    const pageChangeList = pageChanges(page);
    const next = advanceCursor(cursor, page);
    const more = page.has_more && pages + 1 < maxPages;
    if (more) asked = ask(steps, next, limit);
    if (pageChangeList.length > 0 || next !== cursor) await steps.applyPage(pageChangeList, next);
    cursor = next;
    pages += 1;
    changes += pageChangeList.length;
    if (!page.has_more) return { cursor, pages, changes, resynced, more: false };
    if (!more) return { cursor, pages, changes, resynced, more: true };
  }
}

/** One page asked for; a page never awaited (its predecessor failed to store) fails quietly. */
function ask(steps: PullSteps, cursor: SyncCursor, limit: number): Promise<unknown> {
  const page = steps.fetchPage(cursor, limit);
  page.catch(() => undefined);
  return page;
}
