/**
 * The pull loop of one mirrored table, free of I/O: the caller passes how to fetch a page
 * (supabase-js `rpc('sync_pull', …)`) and how to store one (a SQLite transaction that applies the
 * changes and saves the cursor together, so a crash never saves one without the other).
 */
import { SYNC_START, type SyncCursor } from './cursor.ts';
import { advanceCursor, pageChanges, SyncPage, SyncProtocolError, type SyncChange } from './page.ts';

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

export const DEFAULT_PULL_LIMIT = 500;

/** Pulls pages from `from` until the server has no settled changes left (or maxPages). */
export async function pullTable(steps: PullSteps, from: SyncCursor, options: PullOptions = {}): Promise<PullResult> {
  const limit = options.limit ?? DEFAULT_PULL_LIMIT;
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  let cursor = from;
  let pages = 0;
  let changes = 0;
  let resynced = false;
  for (;;) {
    const page = SyncPage.parse(await steps.fetchPage(cursor, limit));
    if (page.resync) {
      if (resynced) throw new SyncProtocolError('The server asked for a full sync twice in one pull.');
      await steps.reset();
      cursor = SYNC_START;
      resynced = true;
      continue;
    }
    const pageChangeList = pageChanges(page);
    const next = advanceCursor(cursor, page);
    if (pageChangeList.length > 0 || next !== cursor) await steps.applyPage(pageChangeList, next);
    cursor = next;
    pages += 1;
    changes += pageChangeList.length;
    if (!page.has_more) return { cursor, pages, changes, resynced, more: false };
    if (pages >= maxPages) return { cursor, pages, changes, resynced, more: true };
  }
}
