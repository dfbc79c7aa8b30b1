import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@domain/price-management.ts';
import { IMPORT_MESSAGES, planImport } from './import-changes.ts';

const known = new Set(['id-1', 'id-2', 'id-3']);
const plan = (table: string[][]) =>
  planImport(
    table,
    (id) => known.has(id),
    (id) => `product ${id}`,
  );

describe('importing price changes from a file', () => {
  it('matches rows by product id and takes price and visibility from headers named as the export names them', () => {
    const result = plan([
      ['Department', 'Basic price (₹)', 'Visibility', 'Product ID'],
      ['Spun Yarn', '1,250.00', 'Hide', 'id-1'],
      ['Spun Yarn', '990', '', 'id-2'],
    ]);
    expect(result.fileError).toBeNull();
    expect(result.rowsRead).toBe(2);
    expect(result.changes).toEqual([
      { id: 'id-1', field: 'basicPrice', value: 1250 },
      { id: 'id-1', field: 'visibilityStatus', value: 'Hide' },
      { id: 'id-2', field: 'basicPrice', value: 990 },
    ]);
    expect(result.rejected).toEqual([]);
  });

  it('reports unknown ids and bad values by the file row, and skips blank rows', () => {
    const result = plan([
      ['id', 'price'],
      ['id-9', '100'],
      ['', ''],
      ['id-3', 'ten'],
    ]);
    expect(result.changes).toEqual([]);
    expect(result.rejected).toEqual([
      { row: 2, product: null, column: 'id', value: 'id-9', message: IMPORT_MESSAGES.unknownProduct },
      { row: 4, product: 'product id-3', column: 'price', value: 'ten', message: PRICE_MESSAGES.price },
    ]);
  });

  it('a product twice in the file: the last row counts, and the repeat is reported', () => {
    const result = plan([
      ['Product ID', 'Basic Price'],
      ['id-1', '100'],
      ['id-1', '120'],
    ]);
    expect(result.changes).toEqual([{ id: 'id-1', field: 'basicPrice', value: 120 }]);
    expect(result.rejected.map((r) => r.message)).toEqual([IMPORT_MESSAGES.duplicate]);
  });

  it('refuses a file without an id column or without a price or visibility column, changing nothing', () => {
    expect(plan([['Price'], ['100']]).fileError).toBe(IMPORT_MESSAGES.noId);
    expect(
      plan([
        ['Product ID', 'Grade'],
        ['id-1', 'A'],
      ]).fileError,
    ).toBe(IMPORT_MESSAGES.noField);
    expect(plan([['Product ID', 'Price']]).fileError).toBe(IMPORT_MESSAGES.empty);
    expect(plan([]).fileError).toBe(IMPORT_MESSAGES.empty);
  });
});
