import { describe, expect, it } from 'vitest';
import { parseSyncPage, pageChanges, upsertOf, type SyncRow } from '@domain/sync/page.ts';
import { CACHE_MIGRATIONS } from '../migrations/index.ts';
import { cacheAt } from '../migrations/test-support.ts';
import { applyChanges, getRow } from './mirror.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const storedText = (db: ReturnType<typeof cacheAt>, rowId: string) =>
  (db.prepare('select data from sourcing_requests where id = ?').get(rowId) as { data: string }).data;

/** Rows with every kind of value a server row's JSON holds. */
const rows: SyncRow[] = [
  {
    id: id(1),
    version: 7,
    company_id: 'c1',
    title: 'Quote "A" \\ with a tab\t, a newline\n, \u0001 and नमस्ते 😀',
    quantity: 139,
    price: 157.61,
    tiny: 0.30000000000000004,
    huge: 1e300,
    negative: -42,
    unsafe: 2 ** 60,
    status: null,
    urgent: true,
    specs: { gsm: 120, colours: ['navy', null], nested: { ok: false } },
    tags: [],
    created_at: '2026-11-29T01:47:56.270202+00:00',
  },
  {
    id: id(2),
    version: 8,
    company_id: 'c1',
    title: '',
    quantity: 0,
    price: -0.5,
    tiny: 1e-7,
    huge: null,
    negative: null,
    unsafe: null,
    status: 'Open',
    urgent: null,
    specs: null,
    tags: ['x'],
    created_at: null,
  },
];

/** The rows as sync_pull sends them: columns once, each row its values. */
const pulled = () => {
  const columns = Object.keys(rows[0]);
  return pageChanges(
    parseSyncPage({
      columns,
      rows: rows.map((r) => columns.map((c) => r[c])),
      tombstones: [],
      next_cursor: { marker: 0, id: id(0) },
      watermark: 100,
      has_more: false,
      resync: false,
    }),
  );
};

describe('the mirror', () => {
  it("writes a pulled row's JSON byte for byte as JSON.stringify would, from its values as they came", () => {
    const db = cacheAt(CACHE_MIGRATIONS.length);
    applyChanges(db, 'sourcing_requests', pulled());
    for (const row of rows) {
      expect(storedText(db, row.id)).toBe(JSON.stringify(row));
      expect(getRow(db, 'sourcing_requests', row.id)).toEqual(row);
    }
    // The columns generated from the JSON read it as before.
    expect(db.prepare('select company_id, status from sourcing_requests order by id').all()).toEqual([
      { company_id: 'c1', status: null },
      { company_id: 'c1', status: 'Open' },
    ]);
  });

  it('keeps any column name as a plain field: quotes, backslashes, line separators, __proto__', () => {
    const db = cacheAt(CACHE_MIGRATIONS.length);
    const names = ['id', 'version', 'a"b', 'back\\slash', 'line\u2028separator', '__proto__', "'); throw 1; ('", '}'];
    const values = [id(9), 1, 1, 2, 3, { polluted: true }, 5, 6];
    applyChanges(
      db,
      'sourcing_requests',
      pageChanges(
        parseSyncPage({
          columns: names,
          rows: [values],
          tombstones: [],
          next_cursor: { marker: 0, id: id(0) },
          watermark: 100,
          has_more: false,
          resync: false,
        }),
      ),
    );
    const stored = storedText(db, id(9));
    expect(stored).toBe(`{${names.map((n, k) => `${JSON.stringify(n)}:${JSON.stringify(values[k])}`).join(',')}}`);
    const row = JSON.parse(stored) as Record<string, unknown>;
    expect(Object.keys(row)).toEqual(names);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('applies upserts and deletes in order, rows held as objects and pulled ones alike', () => {
    const db = cacheAt(CACHE_MIGRATIONS.length);
    applyChanges(db, 'sourcing_requests', [
      ...pulled(),
      { kind: 'delete', id: id(1), version: 9, deletedAt: '2026-11-29T02:00:00Z' },
      upsertOf({ id: id(2), version: 10, status: 'Closed', urgent: false }),
      upsertOf({ id: id(1), version: 11, status: 'Again' }),
    ]);
    expect(getRow(db, 'sourcing_requests', id(2))).toEqual({ id: id(2), version: 10, status: 'Closed', urgent: false });
    expect(getRow(db, 'sourcing_requests', id(1))).toEqual({ id: id(1), version: 11, status: 'Again' });
    expect(db.prepare('select id, version from sourcing_requests order by id').all()).toEqual([
      { id: id(1), version: 11 },
      { id: id(2), version: 10 },
    ]);
  });
});
