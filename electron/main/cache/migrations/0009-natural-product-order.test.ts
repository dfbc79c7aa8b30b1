import { describe, expect, it } from 'vitest';
import type { CacheDb } from '../db.ts';
import { migrate } from '../migrate.ts';
import { CACHE_MIGRATIONS } from './index.ts';
import { cacheAt } from './test-support.ts';

const put = (db: CacheDb, data: Record<string, unknown>) =>
  db.prepare(`insert into corporate_products (id, version, data) values (?, 1, ?)`).run(data.id, JSON.stringify(data));
const orderColumns = (db: CacheDb) =>
  db.prepare('select id, specific_type, denier_count, filament_count from corporate_products order by id').all();

describe('cache migration 0009: the natural product order', () => {
  it('reads specific type and the counts from the JSON, counts as numbers, blanks as null', () => {
    const db = cacheAt(9);
    put(db, { id: 'a', company_id: 'c', specific_type: 'DTY', denier_count: 150, filament_count: '48' });
    put(db, { id: 'b', company_id: 'c', specific_type: null, denier_count: null });
    expect(orderColumns(db)).toEqual([
      { id: 'a', specific_type: 'DTY', denier_count: 150, filament_count: 48 },
      { id: 'b', specific_type: null, denier_count: null, filament_count: null },
    ]);
  });

  it('applies to a cache that already holds products: their values are read and indexed', () => {
    const db = cacheAt(8);
    put(db, { id: 'kept', company_id: 'c', specific_type: 'FDY', denier_count: 75, filament_count: 36 });
    expect(migrate(db, CACHE_MIGRATIONS.slice(0, 9))).toEqual({ from: 8, to: 9 });
    expect(orderColumns(db)).toEqual([{ id: 'kept', specific_type: 'FDY', denier_count: 75, filament_count: 36 }]);
    expect(db.prepare('pragma integrity_check').get()).toEqual({ integrity_check: 'ok' });
    const indexed = db
      .prepare(`select name from pragma_index_list('corporate_products') where name like '%natural_order%'`)
      .all();
    expect(indexed).toEqual([{ name: 'corporate_products_company_id_natural_order_idx' }]);
  });
});
