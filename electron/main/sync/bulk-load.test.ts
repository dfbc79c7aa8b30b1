import { describe, expect, it } from 'vitest';
import { SYNC_START, type SyncCursor } from '@domain/sync/cursor.ts';
import { upsertOf, type SyncChange } from '@domain/sync/page.ts';
import type { CacheStore } from '../cache/cache-store.ts';
import type { EncodedChange } from '../cache/repositories/mirror.ts';
import { createBulkLoad } from './bulk-load.ts';

const id = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;
const page = (from: number, count: number): SyncChange[] =>
  Array.from({ length: count }, (_, k) => upsertOf({ id: id(from + k), version: from + k, basic_price: from + k }));
const at = (n: number): SyncCursor => ({ marker: n, id: id(n) });

/** The store's side of a bulk load: each write asked for, answered when the test says. */
function writer() {
  const asked: { ids: string[]; from: SyncCursor; to: SyncCursor; answer: (written: boolean | Error) => void }[] = [];
  const store = {
    writeBulk: (_table: string, changes: readonly EncodedChange[], from: SyncCursor, to: SyncCursor) =>
      new Promise<boolean>((resolve, reject) => {
        const answer = (written: boolean | Error) => (written instanceof Error ? reject(written) : resolve(written));
        asked.push({ ids: changes.map(([changeId]) => changeId), from, to, answer });
      }),
  } as unknown as CacheStore;
  return { store, asked };
}
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let k = 0; k < 5; k++) await Promise.resolve();
  return done;
};

describe('a first full load written on the bulk writer', () => {
  it('sends batches of 25 000 changes in order, each from the cursor the one before reached, rows encoded as stored', async () => {
    const { store, asked } = writer();
    const load = createBulkLoad(store, 'corporate_products', at(1));
    await load.add(page(2, 20_000), at(20_001));
    expect(asked).toHaveLength(0);
    await load.add(page(20_002, 5_000), at(25_001));
    await load.add(page(25_002, 10), at(25_011));
    const finished = load.finish();
    expect(asked.map(({ from, to, ids }) => [from, to, ids.length])).toEqual([
      [at(1), at(25_001), 25_000],
      [at(25_001), at(25_011), 10],
    ]);
    for (const write of asked) write.answer(true);
    await finished;
    expect(load.overtaken()).toBe(false);
  });

  it('waits to take more pages while two batches are still being written', async () => {
    const { store, asked } = writer();
    const load = createBulkLoad(store, 'corporate_products', SYNC_START);
    await load.add(page(1, 25_000), at(25_000));
    await load.add(page(25_001, 25_000), at(50_000));
    const third = load.add(page(50_001, 25_000), at(75_000));
    expect(await settled(third)).toBe(false);
    asked[0].answer(true);
    expect(await settled(third)).toBe(true);
  });

  it('says it was overtaken once the writer finds the cursor moved (a reset)', async () => {
    const { store, asked } = writer();
    const load = createBulkLoad(store, 'corporate_products', at(1));
    await load.add(page(2, 25_000), at(25_001));
    asked[0].answer(false);
    await Promise.resolve();
    expect(load.overtaken()).toBe(true);
    await load.finish();
  });

  it('throws the writer’s failure when it finishes, and settles quietly when the pull failed first', async () => {
    const failing = writer();
    const load = createBulkLoad(failing.store, 'corporate_products', SYNC_START);
    await load.add(page(1, 25_000), at(25_000));
    failing.asked[0].answer(new Error('disk full'));
    await expect(load.finish()).rejects.toThrow('disk full');

    const quiet = writer();
    const failed = createBulkLoad(quiet.store, 'corporate_products', SYNC_START);
    await failed.add(page(1, 30), at(30));
    const settling = failed.settle();
    quiet.asked[0].answer(new Error('disk full'));
    await expect(settling).resolves.toBeUndefined();
  });
});
