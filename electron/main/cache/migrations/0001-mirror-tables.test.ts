import { describe, expect, it } from 'vitest';
import { cacheAt, columnsOf } from './test-support.ts';

describe('cache migration 0001: mirror tables', () => {
  it('creates a mirror table per synced table with id, version and the row as JSON (last)', () => {
    const db = cacheAt(1);
    for (const table of [
      'corporate_products',
      'price_updates_pdfs',
      'customer_bids',
      'sourcing_requests',
      'sourcing_bid_rounds',
      'sourcing_bids',
      'news_items',
      'news_snippets',
    ]) {
      const columns = columnsOf(db, table);
      expect([...columns.slice(0, 2), columns.at(-1)]).toEqual(['id', 'version', 'data']);
    }
  });

  it('fills the query columns from the JSON and keeps them in step when the row is replaced', () => {
    const db = cacheAt(1);
    const put = db.prepare(
      `insert into corporate_products (id, version, data) values (?, ?, ?)
       on conflict (id) do update set version = excluded.version, data = excluded.data`,
    );
    put.run('p1', 5, JSON.stringify({ id: 'p1', company_id: 'c1', fibre_type: 'Cotton', basic_price: 120.5 }));
    put.run('p1', 9, JSON.stringify({ id: 'p1', company_id: 'c1', fibre_type: 'Viscose', basic_price: '99.25' }));
    expect(db.prepare('select version, company_id, fibre_type, basic_price from corporate_products').all()).toEqual([
      { version: 9, company_id: 'c1', fibre_type: 'Viscose', basic_price: 99.25 },
    ]);
  });

  it('refuses data that is not JSON', () => {
    const db = cacheAt(1);
    expect(() => db.prepare(`insert into news_items (id, version, data) values ('n', 1, 'nope')`).run()).toThrow();
  });

  it("answers the price grid's filtered, sorted page from an index", () => {
    const db = cacheAt(1);
    const plan = db
      .prepare(
        `explain query plan select data from corporate_products
         where company_id = 'c1' and department_name = 'Spun Yarn' order by fibre_type limit 100`,
      )
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/USING INDEX corporate_products_company_id_department_name/);
  });
});
