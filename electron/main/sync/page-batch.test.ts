import { describe, expect, it } from 'vitest';
import type { SyncCursor } from '@domain/sync/cursor.ts';
import { upsertOf, type SyncChange } from '@domain/sync/page.ts';
import { createPageBatch } from './page-batch.ts';

const upsert = (n: number): SyncChange => {
  const id = `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;
  return upsertOf({ id, version: n });
};
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => upsert(from + i));
const at = (n: number): SyncCursor => ({ marker: n, id: upsert(n).id });

describe('a first full load’s pages in larger transactions', () => {
  it('writes once the batch holds its limit, in page order, with the last page’s cursor', () => {
    const writes: { ids: string[]; cursor: SyncCursor }[] = [];
    const batch = createPageBatch<SyncChange>(
      (changes, cursor) => writes.push({ ids: changes.map((c) => c.id), cursor }),
      5,
    );
    batch.add(page(1, 3), at(3));
    expect(writes).toEqual([]);
    batch.add(page(4, 3), at(6));
    expect(writes).toEqual([{ ids: page(1, 6).map((c) => c.id), cursor: at(6) }]);
    batch.add(page(7, 1), at(7));
    batch.flush();
    expect(writes[1]).toEqual({ ids: [upsert(7).id], cursor: at(7) });
    // Nothing held: nothing written.
    batch.flush();
    expect(writes).toHaveLength(2);
  });

  it('keeps a page without changes, for its cursor', () => {
    const writes: SyncCursor[] = [];
    const batch = createPageBatch((_, cursor) => writes.push(cursor));
    batch.add([], at(9));
    batch.flush();
    expect(writes).toEqual([at(9)]);
  });

  it('does not write the same changes twice when a write fails', () => {
    let calls = 0;
    const batch = createPageBatch(() => {
      calls += 1;
      throw new Error('disk full');
    });
    batch.add(page(1, 2), at(2));
    expect(() => batch.flush()).toThrow('disk full');
    batch.flush();
    expect(calls).toBe(1);
  });
});
