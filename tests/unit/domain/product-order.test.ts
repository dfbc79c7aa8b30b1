import { describe, expect, it } from 'vitest';
import { compareProductsNaturally, naturalOrderKey, type NaturallyOrdered } from '@domain/product-order.ts';

const product = (id: string, rest: Partial<NaturallyOrdered> = {}): NaturallyOrdered => ({
  id,
  departmentName: 'Filament Yarn',
  fibreType: 'Polyester Filament',
  specificType: 'DTY',
  denierCount: 150,
  filamentCount: 48,
  ...rest,
});
const order = (rows: NaturallyOrdered[]) => [...rows].sort(compareProductsNaturally).map((p) => p.id);

describe('the price sheet’s natural order', () => {
  it('goes by department, fibre type, specific type, denier/count, filament count, in that order of weight', () => {
    expect(
      order([
        product('spun', { departmentName: 'Spun Yarn', fibreType: 'Cotton' }),
        product('nylon', { fibreType: 'Nylon', denierCount: 20 }),
        product('fdy', { specificType: 'FDY', denierCount: 20 }),
        product('dty-150/48'),
        product('dty-75/36', { denierCount: 75, filamentCount: 36 }),
        product('dty-150/36', { filamentCount: 36 }),
      ]),
    ).toEqual(['nylon', 'dty-75/36', 'dty-150/36', 'dty-150/48', 'fdy', 'spun']);
  });

  it('compares counts as numbers, not as text', () => {
    expect(
      order([
        product('300', { denierCount: 300 }),
        product('40', { denierCount: 40 }),
        product('1200', { denierCount: 1200 }),
      ]),
    ).toEqual(['40', '300', '1200']);
  });

  it('puts blank values after the filled ones of their group', () => {
    expect(
      order([
        product('no-type', { specificType: null }),
        product('no-denier', { denierCount: null }),
        product('no-filament', { filamentCount: null }),
        product('full'),
        product('fdy', { specificType: 'FDY' }),
      ]),
    ).toEqual(['full', 'no-filament', 'no-denier', 'fdy', 'no-type']);
  });

  it('breaks ties by product id, so the order does not depend on the order the rows came in', () => {
    const twins = [product('c'), product('a'), product('b')];
    expect(order(twins)).toEqual(['a', 'b', 'c']);
    expect(order([...twins].reverse())).toEqual(['a', 'b', 'c']);
    expect(compareProductsNaturally(product('a'), product('a'))).toBe(0);
  });
});

describe('the natural order as one text per product', () => {
  it('orders by < exactly as the comparison does, blanks, numbers and prefixes included', () => {
    let s = 5;
    const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <V>(values: readonly V[]) => values[Math.floor(next() * values.length)];
    const products = Array.from({ length: 2000 }, (_, n) =>
      product(`id-${String(Math.floor(next() * 1e6)).padStart(6, '0')}-${n}`, {
        departmentName: pick(['Filament Yarn', 'Spun Yarn', 'Fabric']),
        fibreType: pick(['Polyester', 'Polyester Filament', 'Nylon', 'Cotton']),
        specificType: pick(['DTY', 'DTY Melange', 'FDY', null]),
        denierCount: pick([2, 20, 75, 150, 9999, null]),
        filamentCount: pick([1, 12, 48, 1000, null]),
      }),
    );
    const byKey = [...products].sort((a, b) => {
      const [x, y] = [naturalOrderKey(a), naturalOrderKey(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
    expect(byKey.map((p) => p.id)).toEqual(order(products));
  });
});
