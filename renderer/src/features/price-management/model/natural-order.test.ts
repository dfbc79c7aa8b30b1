import { describe, expect, it } from 'vitest';
import { compareProductsNaturally } from '@domain/product-order.ts';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { naturalSortKey, withNaturalOrder } from './natural-order.ts';
import { RankedSort, type SortKey } from './ranked-sort.ts';

function randomProducts(count: number, seed: number): ManagedProduct[] {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <V>(values: readonly V[]) => values[Math.floor(next() * values.length)];
  return Array.from({ length: count }, () => {
    const id = Array.from({ length: 4 }, () =>
      Math.floor(next() * 0xffffffff)
        .toString(16)
        .padStart(8, '0'),
    ).join('');
    return {
      id,
      departmentName: pick(['Filament Yarn', 'Spun Yarn', 'Fabrics']),
      fibreType: pick(['Polyester Filament', 'Nylon', 'Cotton', 'Viscose Rayon']),
      specificType: pick(['DTY', 'FDY', 'Combed', null]),
      denierCount: pick([20, 40, 75, 150, 300, 1200, null]),
      filamentCount: pick([12, 36, 48, null]),
      basicPrice: next() < 0.1 ? null : Math.round(next() * 500_00) / 100,
    } as ManagedProduct;
  });
}

const natural = naturalSortKey<ManagedProduct>((p) => p);
const byProduct = [natural];
const ids = (rows: ManagedProduct[]) => rows.map((p) => p.id);

describe('the sheet’s natural order as a ranked sort key', () => {
  it('orders rows as the domain’s definition does, blanks last and ties by id, whatever order they came in', () => {
    const products = randomProducts(3000, 7);
    const expected = ids([...products].sort(compareProductsNaturally));
    const sorter = new RankedSort<ManagedProduct>();
    for (const start of [products, [...products].reverse()]) {
      const rows = [...start];
      sorter.sortInPlace(rows, byProduct);
      expect(ids(rows)).toEqual(expected);
    }
    // Blanks really are there, and last in their group.
    const rows = [...products];
    sorter.sortInPlace(rows, byProduct);
    const firstBlank = rows.findIndex((p) => p.specificType === null);
    expect(firstBlank).toBeGreaterThan(0);
    expect(rows[firstBlank - 1].fibreType === rows[firstBlank].fibreType).toBe(true);
    expect(rows[firstBlank - 1].specificType).not.toBeNull();
  });

  it('puts products added later in their place (new values ranked in with the known ones)', () => {
    const [first, later] = [randomProducts(2000, 11), randomProducts(500, 12)];
    const sorter = new RankedSort<ManagedProduct>();
    const rows = [...first];
    sorter.sortInPlace(rows, byProduct);
    const all = [...rows, ...later];
    sorter.sortInPlace(all, byProduct);
    expect(ids(all)).toEqual(ids([...first, ...later].sort(compareProductsNaturally)));
  });

  it('under a column sort, orders the column’s ties naturally', () => {
    const products = randomProducts(2000, 21);
    const price: SortKey<ManagedProduct> = { id: 'basicPrice', descending: true, value: (p) => p.basicPrice };
    const rows = [...products];
    new RankedSort<ManagedProduct>().sortInPlace(rows, withNaturalOrder([price], natural));
    const priceOf = (p: ManagedProduct) => (p.basicPrice === null ? -Infinity : Number(p.basicPrice));
    const expected = [...products].sort((a, b) => priceOf(b) - priceOf(a) || compareProductsNaturally(a, b));
    expect(ids(rows)).toEqual(ids(expected));
  });
});
