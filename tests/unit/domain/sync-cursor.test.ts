import { describe, expect, it } from 'vitest';
import { compareCursors, isSettled, NIL_UUID, SYNC_START } from '@domain/sync/cursor.ts';

/** PostgreSQL orders uuids byte by byte; the same order, computed from the bytes. */
function byteOrder(a: string, b: string): number {
  const bytes = (u: string) => Buffer.from(u.replaceAll('-', ''), 'hex');
  return Math.sign(Buffer.compare(bytes(a), bytes(b)));
}

describe('sync cursors', () => {
  it('order by marker first, then by id', () => {
    const a = { marker: 5, id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
    const b = { marker: 6, id: NIL_UUID };
    expect(compareCursors(a, b)).toBe(-1);
    expect(compareCursors(b, a)).toBe(1);
    expect(compareCursors({ marker: 6, id: '10000000-0000-0000-0000-000000000000' }, b)).toBe(1);
    expect(compareCursors(a, { ...a })).toBe(0);
  });

  it('order ids as PostgreSQL orders uuids, whatever their letter case', () => {
    const ids = [
      '0a000000-0000-0000-0000-000000000000',
      'a0000000-0000-0000-0000-000000000000',
      '9fffffff-ffff-ffff-ffff-ffffffffffff',
      'A0000000-0000-0000-0000-000000000001',
      '00000000-0000-0000-0000-00000000000a',
      '00000000-0000-0000-0000-000000000009',
    ];
    for (const x of ids)
      for (const y of ids)
        expect(compareCursors({ marker: 1, id: x }, { marker: 1, id: y }), `${x} ${y}`).toBe(byteOrder(x, y));
  });

  it('start before every change', () => {
    expect(compareCursors({ marker: 1, id: NIL_UUID }, SYNC_START)).toBe(1);
    expect(compareCursors({ marker: 0, id: '00000000-0000-0000-0000-000000000001' }, SYNC_START)).toBe(1);
    expect(compareCursors(SYNC_START, SYNC_START)).toBe(0);
  });

  it('call a change settled only below the watermark', () => {
    expect(isSettled({ marker: 99, id: NIL_UUID }, 100)).toBe(true);
    expect(isSettled({ marker: 100, id: NIL_UUID }, 100)).toBe(false);
  });
});
