import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@domain/price-management.ts';
import { planPaste, type PasteTarget } from './paste.ts';

const columns = ['fibreType', 'denierCount', 'basicPrice', 'visibilityStatus', 'updatedAt'];
const shown: Record<string, Record<string, string>> = {
  p1: { fibreType: 'Cotton', denierCount: '–' },
  p2: { fibreType: 'Polyester Filament', denierCount: '150' },
  p3: { fibreType: 'Nylon', denierCount: '40' },
};

const target = (over: Partial<PasteTarget> = {}): PasteTarget => ({
  rowIds: ['p1', 'p2', 'p3'],
  columnIds: columns,
  startRow: 0,
  startColumn: 2,
  editable: { basicPrice: 'basicPrice', visibilityStatus: 'visibilityStatus' },
  headerOf: (id) =>
    ({
      fibreType: 'Fibre type',
      denierCount: 'Denier',
      basicPrice: 'Basic price (₹)',
      visibilityStatus: 'Visibility',
      updatedAt: 'Last updated',
    })[id] ?? id,
  textOf: (rowId, columnId) => shown[rowId]?.[columnId] ?? '',
  productOf: (rowId) => `product ${rowId}`,
  ...over,
});

describe('pasting a block at the focused cell', () => {
  it('lands each cell on the row and column it covers, from the focused cell down and right', () => {
    const plan = planPaste(
      [
        ['1,200.50', 'hide'],
        ['₹1300', 'Reveal'],
      ],
      target({ startRow: 1 }),
    );
    expect(plan.changes).toEqual([
      { id: 'p2', field: 'basicPrice', value: 1200.5 },
      { id: 'p2', field: 'visibilityStatus', value: 'Hide' },
      { id: 'p3', field: 'basicPrice', value: 1300 },
      { id: 'p3', field: 'visibilityStatus', value: 'Reveal' },
    ]);
    expect(plan.rejected).toEqual([]);
  });

  it('reports each bad value by sheet row and column and uses the rest', () => {
    const plan = planPaste([['12.345'], ['900'], ['abc']], target());
    expect(plan.changes).toEqual([{ id: 'p2', field: 'basicPrice', value: 900 }]);
    expect(plan.rejected).toEqual([
      { row: 1, product: 'product p1', column: 'Basic price (₹)', value: '12.345', message: PRICE_MESSAGES.price },
      { row: 3, product: 'product p3', column: 'Basic price (₹)', value: 'abc', message: PRICE_MESSAGES.price },
    ]);
  });

  it('an empty pasted price cell clears the price', () => {
    expect(planPaste([['']], target()).changes).toEqual([{ id: 'p1', field: 'basicPrice', value: null }]);
  });

  it('reports rows beyond the last row and cells of read-only columns that differ from what is shown', () => {
    const plan = planPaste(
      [
        ['Cotton', '–', '100'],
        ['Silk', '150', '200'],
        ['x', '', '300'],
        ['y', '', '400'],
      ],
      target({ startRow: 1, startColumn: 0 }),
    );
    expect(plan.changes).toEqual([
      { id: 'p2', field: 'basicPrice', value: 100 },
      { id: 'p3', field: 'basicPrice', value: 200 },
    ]);
    expect(plan.rejected.map((r) => [r.row, r.column, r.message])).toEqual([
      [2, 'Fibre type', PRICE_MESSAGES.notEditable],
      [2, 'Denier', PRICE_MESSAGES.notEditable],
      [3, 'Fibre type', PRICE_MESSAGES.notEditable],
      [3, 'Denier', PRICE_MESSAGES.notEditable],
      [4, 'Fibre type', PRICE_MESSAGES.beyondLastRow],
      [4, 'Basic price (₹)', PRICE_MESSAGES.beyondLastRow],
      [5, 'Fibre type', PRICE_MESSAGES.beyondLastRow],
      [5, 'Basic price (₹)', PRICE_MESSAGES.beyondLastRow],
    ]);
  });

  it('a whole copied row pasted back over itself changes only the editable cells, reporting nothing', () => {
    const plan = planPaste([['Polyester Filament', '150', '999', 'Hide']], target({ startRow: 1, startColumn: 0 }));
    expect(plan.rejected).toEqual([]);
    expect(plan.changes).toHaveLength(2);
  });

  it('ignores cells past the last column', () => {
    const plan = planPaste([['1', 'Reveal', 'x', 'y']], target());
    expect(plan.rejected.map((r) => r.column)).toEqual(['Last updated']);
  });

  it('one copied cell fills the focused column of every selected row, as a spreadsheet fills a selection', () => {
    const plan = planPaste([['Hide']], target({ startColumn: 3, selectedRowIds: ['p1', 'p3'] }));
    expect(plan.changes).toEqual([
      { id: 'p1', field: 'visibilityStatus', value: 'Hide' },
      { id: 'p3', field: 'visibilityStatus', value: 'Hide' },
    ]);
  });

  it('does not fill the selection when the focused row is not part of it', () => {
    const plan = planPaste([['Hide']], target({ startRow: 1, startColumn: 3, selectedRowIds: ['p1', 'p3'] }));
    expect(plan.changes).toEqual([{ id: 'p2', field: 'visibilityStatus', value: 'Hide' }]);
  });
});
