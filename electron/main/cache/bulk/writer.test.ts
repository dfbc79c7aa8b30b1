import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_START, type SyncCursor } from '@domain/sync/cursor.ts';
import { openCacheDb, type CacheDb } from '../db.ts';
import { deferIndexes } from '../repositories/indexes.ts';
import type { EncodedChange } from '../repositories/mirror.ts';
import { getCursor } from '../repositories/sync-state.ts';
import { answerBulkRequest } from './requests.ts';
import { createBulkWriter, type BulkWriter } from './writer.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (n: number): SyncCursor => ({ marker: n, id: id(n) });
const rows = (from: number, count: number): EncodedChange[] =>
  Array.from({ length: count }, (_, k) => {
    const n = from + k;
    return [id(n), n, JSON.stringify({ id: id(n), company_id: 'c1', basic_price: n })];
  });
const count = (db: CacheDb) => (db.prepare('select count(*) as n from corporate_products').get() as { n: number }).n;

const open: { db: CacheDb; writer: BulkWriter; dir: string }[] = [];
afterEach(async () => {
  for (const { db, writer, dir } of open.splice(0)) {
    await writer.close();
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
function cache() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loom-bulk-writer-'));
  const file = path.join(dir, 'cache.sqlite');
  const db = openCacheDb(file);
  const opened = { db, writer: createBulkWriter(file, (request) => answerBulkRequest(db, request)), dir };
  open.push(opened);
  return opened;
}

describe('the bulk writer (its own thread and connection)', () => {
  it('writes batches in the order asked, each moving the cursor on, seen by main’s connection once written', async () => {
    const { db, writer } = cache();
    const first = writer.write('corporate_products', rows(1, 300), SYNC_START, at(300));
    const second = writer.write('corporate_products', rows(301, 200), at(300), at(500));
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(count(db)).toBe(500);
    expect(getCursor(db, 'corporate_products')).toEqual(at(500));
    const row = db.prepare('select version, data from corporate_products where id = ?').get(id(42));
    expect(row).toEqual({ version: 42, data: JSON.stringify({ id: id(42), company_id: 'c1', basic_price: 42 }) });
  });

  it('writes nothing when the table’s cursor moved since (a reset): the batch and every one after it', async () => {
    const { db, writer } = cache();
    expect(await writer.write('corporate_products', rows(1, 10), SYNC_START, at(10))).toBe(true);
    // main resets the table meanwhile
    db.prepare('delete from corporate_products').run();
    db.prepare('update sync_state set cursor_marker = 0, cursor_id = ? where table_name = ?').run(
      SYNC_START.id,
      'corporate_products',
    );
    expect(await writer.write('corporate_products', rows(11, 10), at(10), at(20))).toBe(false);
    expect(await writer.write('corporate_products', rows(21, 10), at(20), at(30))).toBe(false);
    expect(count(db)).toBe(0);
    expect(getCursor(db, 'corporate_products')).toEqual(SYNC_START);
  });

  it('builds the indexes set aside, after the writes asked before', async () => {
    const { db, writer } = cache();
    const indexes = () =>
      (
        db
          .prepare(
            `select count(*) as n from sqlite_master where type = 'index' and tbl_name = 'corporate_products' and sql is not null`,
          )
          .get() as { n: number }
      ).n;
    const before = indexes();
    expect(deferIndexes(db, 'corporate_products')).toBe(true);
    expect(indexes()).toBe(0);
    const written = writer.write('corporate_products', rows(1, 50), SYNC_START, at(50));
    await writer.buildIndexes('corporate_products');
    expect(await written).toBe(true);
    expect(indexes()).toBe(before);
    expect(db.prepare('select count(*) as n from deferred_indexes').get()).toEqual({ n: 0 });
  });

  it('fails a request with the writer’s error, and answers the next ones', async () => {
    const { db, writer } = cache();
    await expect(writer.write('not_a_table' as never, rows(1, 1), SYNC_START, at(1))).rejects.toThrow(
      'Not a mirrored table: not_a_table',
    );
    expect(await writer.write('corporate_products', rows(1, 5), SYNC_START, at(5))).toBe(true);
    expect(count(db)).toBe(5);
  });

  it('fails the requests still waiting when closed, and starts again when asked after', async () => {
    const { db, writer } = cache();
    const waiting = writer.write('corporate_products', rows(1, 20_000), SYNC_START, at(20_000));
    const refused = expect(waiting).rejects.toThrow('The cache writer was closed.');
    await writer.close();
    await refused;
    const cursor = getCursor(db, 'corporate_products');
    expect(await writer.write('corporate_products', rows(30_001, 5), cursor, at(30_005))).toBe(true);
    expect(getCursor(db, 'corporate_products')).toEqual(at(30_005));
  });

  it('writes on main’s connection when its thread cannot start (nothing was written there), in the order asked', async () => {
    const { db } = cache();
    // The worker cannot open this file; main's connection is the cache's own.
    const writer = createBulkWriter(path.join(os.tmpdir(), 'loom-no-such-dir', 'cache.sqlite'), (request) =>
      answerBulkRequest(db, request),
    );
    const first = writer.write('corporate_products', rows(1, 10), SYNC_START, at(10));
    const second = writer.write('corporate_products', rows(11, 10), at(10), at(20));
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(await writer.write('corporate_products', rows(21, 5), at(20), at(25))).toBe(true);
    expect(count(db)).toBe(25);
    expect(getCursor(db, 'corporate_products')).toEqual(at(25));
    await writer.close();
  });
});
