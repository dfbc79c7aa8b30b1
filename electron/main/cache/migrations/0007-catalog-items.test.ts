import { describe, expect, it } from 'vitest';
import { cacheAt, columnsOf } from './test-support.ts';

describe('cache migration 0007: catalog items', () => {
  it('mirrors categories with company, department, name and parent from the JSON, read per department by name', () => {
    const db = cacheAt(7);
    const columns = columnsOf(db, 'sourcing_item_categories');
    expect([columns[0], columns[1], columns.at(-1)]).toEqual(['id', 'version', 'data']);
    const put = db.prepare(`insert into sourcing_item_categories (id, version, data) values (?, ?, ?)`);
    const row = (id: string, name: string, parent: string | null, department = 'yarn') =>
      JSON.stringify({ id, name, parent_id: parent, department, company_id: 'c1', unit_type: null });
    put.run('a', 1, row('a', 'Yarn', null));
    put.run('b', 2, row('b', 'Cotton', 'a'));
    put.run('x', 3, row('x', 'Buttons', null, 'trims'));
    const desk = `select id, parent_id from sourcing_item_categories
                  where company_id = 'c1' and department = 'yarn' order by name`;
    expect(db.prepare(desk).all()).toEqual([
      { id: 'b', parent_id: 'a' },
      { id: 'a', parent_id: null },
    ]);
    const plan = (db.prepare(`explain query plan ${desk}`).all() as { detail: string }[]).map((p) => p.detail);
    expect(plan.join(' ')).toMatch(/sourcing_item_categories_desk_idx/);
  });
});
