import { describe, expect, it } from 'vitest';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { EditSession } from './edit-session.ts';
import { productLabel, sheetFigures, shownProduct, toBaseRow } from './sheet-rows.ts';

const product = (id: string, departmentName: string, basicPrice: string | null, visibilityStatus: string) =>
  ({ id, departmentName, basicPrice, visibilityStatus, version: 1 }) as unknown as ManagedProduct;

describe("the sheet's figures and shown products", () => {
  const products = [
    product('a', 'Filament Yarn', '120.50', 'Reveal'),
    product('b', 'Filament Yarn', null, 'Hide'),
    product('c', 'Spun Yarn', '80.00', 'Reveal'),
  ];

  it('counts the products as the server has them when nothing is edited', () => {
    const session = new EditSession(products.map(toBaseRow));
    expect(sheetFigures(products, session)).toEqual({
      products: 3,
      revealed: 2,
      hidden: 1,
      withoutPrice: 1,
      departments: [
        { name: 'Filament Yarn', count: 2 },
        { name: 'Spun Yarn', count: 1 },
      ],
    });
    expect(shownProduct(products[0], session)).toBe(products[0]);
  });

  it('counts edited products with their edits in place', () => {
    const session = new EditSession(products.map(toBaseRow));
    session.apply('Edit', [
      { id: 'a', field: 'basicPrice', value: null },
      { id: 'b', field: 'visibilityStatus', value: 'Reveal' },
      { id: 'b', field: 'basicPrice', value: 99 },
    ]);
    const figures = sheetFigures(products, session);
    expect(figures).toMatchObject({ products: 3, revealed: 3, hidden: 0, withoutPrice: 1 });
    expect(shownProduct(products[1], session)).toMatchObject({ id: 'b', basicPrice: 99, visibilityStatus: 'Reveal' });
    expect(products[1]).toMatchObject({ basicPrice: null, visibilityStatus: 'Hide' });
  });
});

describe("the pinned 'Product' column's name", () => {
  const yarn = (p: Partial<ManagedProduct>) =>
    ({
      fibreType: 'Polyester Filament',
      specificType: null,
      lustre: null,
      denierCount: null,
      filamentCount: null,
      numberOfPlys: 1,
      ...p,
    }) as ManagedProduct;

  it('joins fibre type, specific type, counts and lustre, compactly', () => {
    expect(
      productLabel(
        yarn({ specificType: 'DTY', denierCount: 150, filamentCount: 48, lustre: 'Semi Dull Yarn', numberOfPlys: 2 }),
      ),
    ).toBe('Polyester Filament DTY 150/48 × 2 Semi Dull');
    expect(productLabel(yarn({ fibreType: 'Cotton', specificType: 'Combed', denierCount: 40 }))).toBe(
      'Cotton Combed 40',
    );
    expect(productLabel(yarn({ fibreType: 'Viscose Rayon' }))).toBe('Viscose Rayon');
    expect(productLabel(yarn({ fibreType: 'Nylon', numberOfPlys: 3 }))).toBe('Nylon × 3');
  });
});
