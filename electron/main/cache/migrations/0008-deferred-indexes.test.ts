import { describe, expect, it } from 'vitest';
import { cacheAt, columnsOf } from './test-support.ts';

describe('cache migration 0008: deferred indexes', () => {
  it('keeps an index definition by name, with its table, once', () => {
    const db = cacheAt(8);
    expect(columnsOf(db, 'deferred_indexes')).toEqual(['name', 'table_name', 'definition']);
    const put = db.prepare(`insert into deferred_indexes (name, table_name, definition) values (?, ?, ?)`);
    put.run('a_idx', 'corporate_products', 'create index a_idx on corporate_products (company_id)');
    expect(() => put.run('a_idx', 'customer_bids', 'create index a_idx on customer_bids (bid_time)')).toThrow(/UNIQUE/);
    expect(() => put.run('b_idx', null, 'create index b_idx on x (y)')).toThrow(/NOT NULL/);
  });
});
