import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openCacheDb, type CacheDb } from '../db.ts';
import { CACHE_MIGRATIONS } from '../migrations/index.ts';
import { cacheAt } from '../migrations/test-support.ts';
import { buildDeferredIndexes, deferIndexes } from './indexes.ts';
import { productPage } from './reads.ts';

const indexesOf = (db: CacheDb, table: string) =>
  db
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null order by name`,
    )
    .all(table) as { name: string; sql: string }[];
const deferred = (db: CacheDb) =>
  (db.prepare('select name from deferred_indexes order by name').all() as { name: string }[]).map((r) => r.name);
const product = (id: string) =>
  JSON.stringify({ id, company_id: 'c1', department_name: 'Spun Yarn', fibre_type: 'Cotton', basic_price: 120 });

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a first full load without indexes', () => {
  it('sets an empty table’s indexes aside, and builds the same ones back', () => {
    const db = cacheAt(CACHE_MIGRATIONS.length);
    const before = indexesOf(db, 'corporate_products');
    expect(before.length).toBeGreaterThan(1);

    expect(deferIndexes(db, 'corporate_products')).toBe(true);
    expect(indexesOf(db, 'corporate_products')).toEqual([]);
    expect(deferred(db)).toEqual(before.map((i) => i.name));
    // Other tables keep theirs; the primary key stays (an upsert still finds its row).
    expect(indexesOf(db, 'customer_bids').length).toBeGreaterThan(0);
    db.prepare('insert into corporate_products (id, version, data) values (?, ?, ?)').run('p1', 1, product('p1'));
    expect(() =>
      db.prepare('insert into corporate_products (id, version, data) values (?, ?, ?)').run('p1', 2, product('p1')),
    ).toThrow(/UNIQUE/);

    buildDeferredIndexes(db, 'corporate_products');
    expect(indexesOf(db, 'corporate_products')).toEqual(before);
    expect(deferred(db)).toEqual([]);
    const plan = db
      .prepare(`explain query plan select id from corporate_products where company_id = 'c1' order by basic_price`)
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/USING INDEX corporate_products_company_id_basic_price_idx/);
  });

  it('answers the price grid’s page while the indexes are set aside (a sheet open during a first sync)', () => {
    const db = cacheAt(CACHE_MIGRATIONS.length);
    const query = {
      companyId: 'c1',
      search: '',
      sort: 'basic_price',
      descending: false,
      offset: 0,
      limit: 10,
    } as const;
    // Prepared with the index there first: the cache keeps statements, and SQLite prepares them again on a change.
    expect(productPage(db, { ...query, department: null }).total).toBe(0);
    expect(deferIndexes(db, 'corporate_products')).toBe(true);
    const insert = db.prepare('insert into corporate_products (id, version, data) values (?, ?, ?)');
    for (const id of ['p1', 'p2']) insert.run(id, 1, product(id));
    for (const department of [null, 'Spun Yarn']) {
      const page = productPage(db, { ...query, department });
      expect(page.total).toBe(2);
      expect(page.rows.map((r) => r.id)).toEqual(['p1', 'p2']);
    }
    buildDeferredIndexes(db, 'corporate_products');
    expect(productPage(db, { ...query, department: 'Spun Yarn' }).total).toBe(2);
  });

  it('keeps the indexes of a table that already has rows', () => {
    const db = cacheAt(CACHE_MIGRATIONS.length);
    db.prepare('insert into corporate_products (id, version, data) values (?, ?, ?)').run('p1', 1, product('p1'));
    const before = indexesOf(db, 'corporate_products');
    expect(deferIndexes(db, 'corporate_products')).toBe(false);
    expect(indexesOf(db, 'corporate_products')).toEqual(before);
    expect(deferred(db)).toEqual([]);
  });

  it('builds indexes a load cut short left aside when the cache opens again', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loom-cache-indexes-'));
    dirs.push(dir);
    const file = path.join(dir, 'cache.sqlite');
    let db = openCacheDb(file);
    const before = indexesOf(db, 'customer_bids');
    expect(deferIndexes(db, 'customer_bids')).toBe(true);
    db.close(); // the app quits mid-load

    db = openCacheDb(file);
    expect(indexesOf(db, 'customer_bids')).toEqual(before);
    expect(deferred(db)).toEqual([]);
    db.close();
  });
});
