import { describe, expect, it } from 'vitest';
import { compareProductsNaturally, type NaturallyOrdered } from '@domain/product-order.ts';

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
