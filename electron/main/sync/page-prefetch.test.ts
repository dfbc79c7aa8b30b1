import { describe, expect, it } from 'vitest';
import type { SyncCursor } from '@domain/sync/cursor.ts';
import { prefetching } from './page-prefetch.ts';

const id = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;
const at = (n: number): SyncCursor => ({ marker: n, id: id(n) });
/** A server of `pages` pages: the page after cursor n ends at n + 1. */
const server = (pages: number) => {
  const asked: number[] = [];
  const fetch = async (cursor: SyncCursor) => {
    asked.push(cursor.marker);
    const next = cursor.marker + 1;
    return { next_cursor: { marker: next, id: id(next).toUpperCase() }, has_more: next < pages, resync: false };
  };
  return { asked, fetch };
};

describe('asking for the next sync_pull page as each one arrives', () => {
  it('asks for the next page on arrival and hands it out when the loop asks for it (ids in any case)', async () => {
    const { asked, fetch } = server(3);
    const fetchPage = prefetching(fetch);
    await fetchPage(at(0));
    expect(asked).toEqual([0, 1]);
    await fetchPage(at(1));
    expect(asked).toEqual([0, 1, 2]);
    // The last page: nothing more asked for.
    const last = (await fetchPage(at(2))) as { has_more: boolean };
    expect(last.has_more).toBe(false);
    expect(asked).toEqual([0, 1, 2]);
  });

  it('asks again when the loop wants another cursor than the one fetched ahead', async () => {
    const { asked, fetch } = server(5);
    const fetchPage = prefetching(fetch);
    await fetchPage(at(0));
    await fetchPage(at(0));
    expect(asked).toEqual([0, 1, 0, 1]);
  });

  it('asks nothing ahead of a resync or a reply it cannot read', async () => {
    const replies: unknown[] = [{ resync: true, has_more: true, next_cursor: at(1) }, null, { has_more: true }];
    let calls = 0;
    const fetchPage = prefetching(async () => replies[calls++]);
    for (let i = 0; i < replies.length; i++) await fetchPage(at(0));
    expect(calls).toBe(3);
  });

  it('reports a failed page ahead when the loop asks for it', async () => {
    let calls = 0;
    const fetchPage = prefetching(async (cursor) => {
      calls += 1;
      if (cursor.marker === 1) throw new Error('sync_pull corporate_products: refused');
      return { next_cursor: at(1), has_more: true, resync: false };
    });
    await fetchPage(at(0));
    await expect(fetchPage(at(1))).rejects.toThrow('refused');
    expect(calls).toBe(2);
  });
});
