/**
 * Asks for the page after each sync_pull page as soon as that page arrives, before the pull loop has checked
 * and stored it: the server prepares the next page while this one is parsed and written, and a slow write no
 * longer holds back the next request. One page ahead at most; a page asked for and never used is dropped.
 */
import type { SyncCursor } from '@domain/sync/cursor.ts';

type FetchPage = (cursor: SyncCursor) => Promise<unknown>;

const keyOf = (cursor: SyncCursor) => `${cursor.marker}/${cursor.id.toLowerCase()}`;

/** Where the page after `reply` starts, if it says there is one (unchecked: the pull loop checks it). */
function nextCursorOf(reply: unknown): SyncCursor | null {
  const page = reply as { has_more?: unknown; resync?: unknown; next_cursor?: { marker?: unknown; id?: unknown } };
  const next = page?.next_cursor;
  if (page?.has_more !== true || page.resync === true) return null;
  if (typeof next?.marker !== 'number' || typeof next.id !== 'string') return null;
  return { marker: next.marker, id: next.id };
}

/** `fetch`, with each reply's next page asked for on its arrival and handed out when the loop asks for it. */
export function prefetching(fetch: FetchPage): FetchPage {
  let ahead: { key: string; page: Promise<unknown> } | null = null;
  const askAhead = (reply: unknown) => {
    const next = nextCursorOf(reply);
    if (!next) return;
    const page = fetch(next);
    // Its failure is reported when the loop asks for it (and not at all if it never does).
    page.catch(() => undefined);
    ahead = { key: keyOf(next), page };
  };
  return (cursor) => {
    const page = ahead?.key === keyOf(cursor) ? ahead.page : fetch(cursor);
    ahead = null;
    return page.then((reply) => {
      askAhead(reply);
      return reply;
    });
  };
}
