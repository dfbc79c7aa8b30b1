import { describe, expect, it } from 'vitest';
import { cacheAt, columnsOf } from './test-support.ts';

describe('cache migration 0006: companies', () => {
  it('mirrors companies as id, version, the name from the JSON, and the JSON last', () => {
    const db = cacheAt(6);
    expect(columnsOf(db, 'company_details')).toEqual(['id', 'version', 'company_name', 'data']);
    const put = db.prepare(
      `insert into company_details (id, version, data) values (?, ?, ?)
       on conflict (id) do update set version = excluded.version, data = excluded.data`,
    );
    put.run('c1', 3, JSON.stringify({ id: 'c1', version: 3, company_name: 'Zenith Mills' }));
    put.run('c2', 4, JSON.stringify({ id: 'c2', version: 4, company_name: 'arvind Textiles' }));
    put.run('c1', 8, JSON.stringify({ id: 'c1', version: 8, company_name: 'Apex Mills' }));
    // By name, case-insensitively, from the index.
    const byName = 'select id, company_name from company_details order by company_name collate nocase, id';
    expect(db.prepare(byName).all()).toEqual([
      { id: 'c1', company_name: 'Apex Mills' },
      { id: 'c2', company_name: 'arvind Textiles' },
    ]);
    const plan = (db.prepare(`explain query plan ${byName}`).all() as { detail: string }[]).map((p) => p.detail);
    expect(plan.join(' ')).toMatch(/company_details_company_name_idx/);
    expect(() => db.prepare(`insert into company_details (id, version, data) values ('c3', 1, 'x')`).run()).toThrow();
  });
});
