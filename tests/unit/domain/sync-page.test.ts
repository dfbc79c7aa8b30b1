import { describe, expect, it } from 'vitest';
import { NIL_UUID, SYNC_START } from '@domain/sync/cursor.ts';
import {
  advanceCursor,
  applyChanges,
  pageChanges,
  parseSyncPage,
  rowOf,
  type SyncPage,
  SyncProtocolError,
  type SyncRow,
  upsertOf,
  valueOf,
} from '@domain/sync/page.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type PageOf = Partial<Omit<SyncPage, 'rows' | 'columns'>> & { rows?: SyncRow[] };

/** A page as sync_pull sends it: `rows` (objects, all with the first row's keys) become columns and arrays. */
function wire(overrides: PageOf = {}): Record<string, unknown> {
  const { rows = [], ...rest } = overrides;
  const columns = rows.length > 0 ? Object.keys(rows[0]) : ['id', 'version'];
  return {
    columns,
    rows: rows.map((row) => columns.map((c) => row[c])),
    tombstones: [],
    next_cursor: SYNC_START,
    watermark: 100,
    has_more: false,
    resync: false,
    ...rest,
  };
}

function page(overrides: PageOf = {}): SyncPage {
  return parseSyncPage(wire(overrides));
}

/** A page's rows as objects, in page order. */
const rowsOf = (p: SyncPage) =>
  p.rows.map((r) => rowOf({ kind: 'upsert', id: r.id, version: r.version, columns: p.columns, values: r.values }));

describe('a sync_pull page', () => {
  it('is checked: ids are uuids, markers whole numbers, every field present', () => {
    expect(() => parseSyncPage({ rows: [], tombstones: [] })).toThrow();
    expect(() => page({ rows: [{ id: 'x', version: 1 }] })).toThrow();
    expect(() => page({ rows: [{ id: id(1), version: 1.5 }] })).toThrow();
    expect(() => page({ rows: [{ id: id(1), version: -1 }] })).toThrow();
    expect(rowsOf(page({ rows: [{ id: id(1), version: 1, name: 'kept' }] }))[0]).toEqual({
      id: id(1),
      version: 1,
      name: 'kept',
    });
  });

  it("reads each row's values under the columns, nulls kept, and refuses rows that do not fit them", () => {
    const sent = {
      ...wire(),
      columns: ['grade', 'id', 'version'],
      rows: [
        [null, id(1), 4],
        ['A', id(2), 5],
      ],
    };
    expect(rowsOf(parseSyncPage(sent))).toEqual([
      { grade: null, id: id(1), version: 4 },
      { grade: 'A', id: id(2), version: 5 },
    ]);
    expect(parseSyncPage({ ...sent, rows: [] }).rows).toEqual([]);
    const [first] = pageChanges(parseSyncPage(sent));
    if (first.kind !== 'upsert') throw new Error('expected an upsert');
    expect([valueOf(first, 'grade'), valueOf(first, 'version'), valueOf(first, 'missing')]).toEqual([
      null,
      4,
      undefined,
    ]);
    expect(() => parseSyncPage({ ...sent, rows: [[null, id(1)]] })).toThrow(/2 values for 3 columns/);
    expect(() => parseSyncPage({ ...sent, columns: ['grade', 'key', 'version'] })).toThrow(/no id or version/);
    expect(() => parseSyncPage({ ...sent, rows: [{ id: id(1), version: 4 }] })).toThrow();
  });

  it('becomes changes in stream order: by marker, then id, rows and tombstones merged', () => {
    const changes = pageChanges(
      page({
        rows: [
          { id: id(3), version: 7 },
          { id: id(1), version: 9 },
        ],
        tombstones: [
          { id: id(2), version: 7, deleted_at: '2026-11-23T10:00:00+00:00' },
          { id: id(4), version: 8, deleted_at: '2026-11-23T10:00:01+00:00' },
        ],
      }),
    );
    expect(changes.map((c) => [c.kind, c.id, c.version])).toEqual([
      ['delete', id(2), 7],
      ['upsert', id(3), 7],
      ['delete', id(4), 8],
      ['upsert', id(1), 9],
    ]);
  });

  it('already in stream order keeps that order, ties on a marker ordered by id', () => {
    const rows = [
      { id: id(1), version: 7 },
      { id: id(2), version: 7 },
      { id: id(1).replace('0001', '0000'), version: 8 },
    ];
    expect(pageChanges(page({ rows })).map((c) => c.id)).toEqual(rows.map((r) => r.id));
    const swapped = [rows[1], rows[0], rows[2]];
    expect(pageChanges(page({ rows: swapped })).map((c) => c.id)).toEqual(rows.map((r) => r.id));
  });

  it('with a row twice, or as both a row and a tombstone, is refused', () => {
    const deleted = { id: id(1), version: 7, deleted_at: '2026-11-23T10:00:00+00:00' };
    const rowTwice = page({
      rows: [
        { id: id(1), version: 9 },
        { id: id(1), version: 9 },
      ],
    });
    expect(() => pageChanges(rowTwice)).toThrow(SyncProtocolError);
    const both = page({ rows: [{ id: id(1), version: 9 }], tombstones: [deleted] });
    expect(() => pageChanges(both)).toThrow(SyncProtocolError);
    // Deleted, inserted again and deleted again: two tombstones, both deletes.
    const twiceDeleted = page({ tombstones: [deleted, { ...deleted, version: 8 }] });
    expect(pageChanges(twiceDeleted).map((c) => c.kind)).toEqual(['delete', 'delete']);
  });
});

describe('advancing the cursor', () => {
  const rows = [
    { id: id(1), version: 5 },
    { id: id(2), version: 120 },
  ];

  it('moves to the last settled change the page handed out', () => {
    expect(advanceCursor(SYNC_START, page({ rows, next_cursor: { marker: 5, id: id(1) } }))).toEqual({
      marker: 5,
      id: id(1),
    });
  });

  it('moves to a tombstone the page handed out, its id matched whatever its case', () => {
    const gone = { id: id(3), version: 6, deleted_at: '2026-11-23T10:00:00+00:00' };
    const next = { marker: 6, id: id(3).toUpperCase() };
    expect(advanceCursor(SYNC_START, page({ rows, tombstones: [gone], next_cursor: next }))).toEqual({
      marker: 6,
      id: id(3),
    });
    // The right id at another marker was not handed out.
    const elsewhere = { marker: 7, id: id(3) };
    expect(() => advanceCursor(SYNC_START, page({ rows, tombstones: [gone], next_cursor: elsewhere }))).toThrow(
      'did not send',
    );
  });

  it('stays put when the page had nothing settled', () => {
    const cursor = { marker: 4, id: NIL_UUID };
    expect(advanceCursor(cursor, page({ rows: [rows[1]], next_cursor: cursor }))).toBe(cursor);
  });

  it('refuses a server that moves it back, past the watermark, or to a change it did not send', () => {
    const cursor = { marker: 5, id: id(1) };
    expect(() => advanceCursor(cursor, page({ next_cursor: SYNC_START }))).toThrow('backwards');
    expect(() => advanceCursor(SYNC_START, page({ rows, next_cursor: { marker: 120, id: id(2) } }))).toThrow(
      'watermark',
    );
    expect(() => advanceCursor(SYNC_START, page({ rows, next_cursor: { marker: 6, id: id(9) } }))).toThrow(
      'did not send',
    );
  });
});

describe('a row held as an object', () => {
  it('becomes an upsert and back, its keys in order and its values as they were', () => {
    const row = { id: id(1), version: 3, grade: null, price: 150.5, tags: ['a'], active: true };
    const change = upsertOf(row);
    expect([change.id, change.version, change.columns.names]).toEqual([id(1), 3, Object.keys(row)]);
    expect(rowOf(change)).toEqual(row);
    expect(Object.keys(rowOf(change))).toEqual(Object.keys(row));
  });
});

describe('applying changes', () => {
  it('upserts rows and drops tombstoned ones, leaving the input copy alone', () => {
    const before = new Map<string, SyncRow>([
      [id(1), { id: id(1), version: 1, name: 'old' }],
      [id(2), { id: id(2), version: 1 }],
    ]);
    const after = applyChanges(
      before,
      pageChanges(
        page({
          rows: [
            { id: id(1), version: 5, name: 'new' },
            { id: id(3), version: 6 },
          ],
          tombstones: [
            { id: id(2), version: 5, deleted_at: '2026-11-23T10:00:00+00:00' },
            { id: id(4), version: 6, deleted_at: '2026-11-23T10:00:00+00:00' },
          ],
        }),
      ),
    );
    expect([...after.values()]).toEqual([
      { id: id(1), version: 5, name: 'new' },
      { id: id(3), version: 6 },
    ]);
    expect(before.get(id(1))?.name).toBe('old');
  });
});
