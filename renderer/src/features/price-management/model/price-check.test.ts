import { describe, expect, it } from 'vitest';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { checkChanges, checkListOf } from './price-check.ts';

const product = (id: string, basicPrice: string | null, visibilityStatus: 'Reveal' | 'Hide' = 'Reveal') =>
  ({
    id,
    basicPrice,
    visibilityStatus,
    version: 1,
    fibreType: 'Polyester Filament',
    specificType: 'DTY',
    lustre: null,
    twistIntermingling: null,
    blendRatio: null,
    denierCount: 150,
    filamentCount: 48,
    numberOfPlys: 1,
  }) as unknown as ManagedProduct;

describe("the price check's list before a save", () => {
  const products = new Map(
    [product('a', '148.50'), product('b', '100.00'), product('c', '100.00'), product('d', '0.00', 'Hide')].map((p) => [
      p.id,
      p,
    ]),
  );

  it('lists products revealed at ₹0.00 first, then changes beyond the limit, biggest first', () => {
    const rows = checkChanges(
      [
        { id: 'a', version: 1, basicPrice: 1725.5 },
        { id: 'b', version: 1, basicPrice: 120 },
        { id: 'c', version: 1, basicPrice: 70 },
        { id: 'd', version: 1, visibilityStatus: 'Reveal' },
      ],
      products,
      25,
    );
    expect(rows.map((r) => [r.id, r.flag, r.oldPrice, r.newPrice, r.changePct])).toEqual([
      ['d', 'zero-revealed', 0, 0, null],
      ['a', 'beyond-limit', 148.5, 1725.5, 1062],
      ['c', 'beyond-limit', 100, 70, -30],
    ]);
    expect(rows[1].product).toBe('Polyester Filament – DTY · 150/48');
  });

  it('lists nothing for changes within the limit or a cleared price', () => {
    expect(
      checkChanges(
        [
          { id: 'b', version: 1, basicPrice: 125 },
          { id: 'c', version: 1, basicPrice: null },
        ],
        products,
        25,
      ),
    ).toEqual([]);
  });

  it("words the server's list of unconfirmed changes the same way", () => {
    expect(checkListOf({ maxChangePct: 10, rows: [{ id: 'b', oldPrice: 100, newPrice: 112 }] }, products)).toEqual({
      maxChangePct: 10,
      rows: [
        {
          id: 'b',
          product: 'Polyester Filament – DTY · 150/48',
          oldPrice: 100,
          newPrice: 112,
          changePct: 12,
          flag: 'beyond-limit',
        },
      ],
    });
  });
});
