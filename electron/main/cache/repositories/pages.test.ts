import { describe, expect, it } from 'vitest';
import { SYNC_START } from '@domain/sync/cursor.ts';
import { CACHE_MIGRATIONS } from '../migrations/index.ts';
import { cacheAt } from '../migrations/test-support.ts';
import { getRow } from './mirror.ts';
import { enqueue } from './outbox.ts';
import { writePageFrom } from './pages.ts';
import { getCursor } from './sync-state.ts';

const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';
const row = (id: string, version: number, price: number) =>
  [id, version, JSON.stringify({ id, version, company_id: 'c1', basic_price: price })] as const;

describe('a page written only where the last one left the cursor', () => {
  it('writes the rows and the cursor, the queued edits laid back over the rows it replaced', () => {
    const db = cacheAt(CACHE_MIGRATIONS.length);
    enqueue(db, {
      key: 'k1',
      kind: 'product.update',
      rowId: P1,
      baseVersion: 1,
      changes: { basic_price: 99 },
      createdAt: '2026-11-29T10:00:00Z',
    });
    const to = { marker: 7, id: P2 };
    expect(writePageFrom(db, 'corporate_products', [row(P1, 2, 120), row(P2, 3, 130)], SYNC_START, to)).toBe(true);
    expect(getCursor(db, 'corporate_products')).toEqual(to);
    expect(getRow(db, 'corporate_products', P1)).toMatchObject({ version: 2, basic_price: 99 });
    expect(getRow(db, 'corporate_products', P2)).toMatchObject({ version: 3, basic_price: 130 });
    // A delete in the page drops its row.
    expect(writePageFrom(db, 'corporate_products', [[P2, 0, null]], to, { marker: 8, id: P2 })).toBe(true);
    expect(getRow(db, 'corporate_products', P2)).toBeNull();
  });

  it('writes nothing when the cursor is elsewhere (the table was reset since)', () => {
    const db = cacheAt(CACHE_MIGRATIONS.length);
    expect(
      writePageFrom(db, 'corporate_products', [row(P1, 2, 120)], { marker: 5, id: P1 }, { marker: 9, id: P1 }),
    ).toBe(false);
    expect(getRow(db, 'corporate_products', P1)).toBeNull();
    expect(getCursor(db, 'corporate_products')).toEqual(SYNC_START);
  });
});
