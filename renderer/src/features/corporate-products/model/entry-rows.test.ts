import { describe, expect, it } from 'vitest';
import {
  addRows,
  cellProblems,
  duplicateRows,
  importTable,
  newEntryRow,
  pasteBlock,
  planSave,
  removeRows,
  setCell,
} from './entry-rows.ts';

const filamentRow = () =>
  newEntryRow({
    departmentName: 'Filament Yarn',
    fibreType: 'Polyester Filament',
    specificType: 'DTY',
    lustre: 'Bright Yarn',
    twistIntermingling: 'NIM',
    basicPrice: '120',
  });

describe('entry rows', () => {
  it('clears what no longer applies when the fibre type changes, and ignores typing in a greyed cell', () => {
    const row = setCell(filamentRow(), 'fibreType', 'wool blend');
    expect(row).toMatchObject({ fibreType: 'Wool Blend', specificType: '', lustre: '', twistIntermingling: '' });
    expect(setCell(row, 'lustre', 'Bright Yarn')).toBe(row);
    expect(setCell(row, 'blendRatio', '70/30').blendRatio).toBe('70/30');
    // A specific type typed before the fibre type is read against the new list.
    const others = setCell(setCell(newEntryRow(), 'fibreType', 'Others'), 'specificType', 'dty');
    expect(setCell(others, 'fibreType', 'Polyester Filament').specificType).toBe('DTY');
  });

  it('pastes a block at the focused cell in the grid’s column order, adding rows as needed', () => {
    const rows = [filamentRow()];
    const plan = pasteBlock(
      rows,
      [
        ['Cotton', 'Combed', 'Bright Yarn'],
        ['Nylon', '', ''],
        ['Others', 'Bamboo slub', '', 'x'.repeat(3), 'extra', '1', '2', '3', '4', '5', '6', 'beyond'],
      ],
      { row: 0, field: 'fibreType' },
    );
    expect(plan.rows).toHaveLength(3);
    expect(plan.added).toBe(2);
    expect(plan.rows[0]).toMatchObject({
      departmentName: 'Filament Yarn',
      fibreType: 'Cotton',
      specificType: 'Combed',
      lustre: '',
    });
    expect(plan.rows[1]).toMatchObject({ fibreType: 'Nylon', departmentName: '' });
    expect(plan.rows[2]).toMatchObject({ fibreType: 'Others', specificType: 'Bamboo slub' });
    expect(plan.notes).toEqual([
      { row: 1, column: 'Lustre', value: 'Bright Yarn', message: 'Lustre applies to Polyester Filament only.' },
      {
        row: 3,
        column: 'Twist / Intermingling',
        value: 'xxx',
        message: 'Twist / intermingling applies to Polyester Filament only.',
      },
      { row: 3, column: 'Blend ratio', value: 'extra', message: 'Blend ratio applies to blend fibre types only.' },
      { row: 3, column: '(beyond the last column)', value: 'beyond', message: 'Not pasted.' },
    ]);
  });

  it('places a pasted block by its header line when it has one', () => {
    const plan = pasteBlock(
      [newEntryRow()],
      [
        ['Basic Price', 'Fibre Type', 'Department'],
        ['99.5', 'Jute', 'Spun Yarn'],
      ],
      { row: 0, field: 'grade' },
    );
    expect(plan.withHeader).toBe(true);
    expect(plan.rows).toHaveLength(1);
    expect(plan.rows[0]).toMatchObject({ basicPrice: '99.5', fibreType: 'Jute', departmentName: 'Spun Yarn' });
  });

  it('imports a file by its header names after the started rows, noting what it cannot use', () => {
    const rows = [filamentRow(), newEntryRow()];
    const plan = importTable(rows, [
      [],
      ['Fibre type', 'Colour', 'Basic price (₹)', 'Lustre', 'Department'],
      ['Cotton', 'red', '100', 'Bright Yarn', 'Spun Yarn'],
      ['', '', '', '', ''],
      ['Polyester Filament', '', 'abc', 'semi dull yarn', 'Filament Yarn'],
    ]);
    expect(plan.fileError).toBeUndefined();
    expect(plan.ignoredColumns).toEqual(['Colour']);
    expect(plan.rows).toHaveLength(3);
    expect([plan.first, plan.last, plan.imported]).toEqual([2, 3, 2]);
    expect(plan.rows[1]).toMatchObject({
      fibreType: 'Cotton',
      basicPrice: '100',
      lustre: '',
      departmentName: 'Spun Yarn',
    });
    expect(plan.rows[2]).toMatchObject({ lustre: 'Semi Dull Yarn', basicPrice: 'abc' });
    expect(plan.notes).toEqual([
      { row: 3, column: 'Lustre', value: 'Bright Yarn', message: 'Lustre applies to Polyester Filament only.' },
    ]);
    expect(cellProblems(plan.rows)).toMatchObject([{ row: 3, field: 'basicPrice', column: 'Basic price (₹)' }]);
  });

  it('refuses a file without the required column names', () => {
    expect(importTable([newEntryRow()], [['Department', 'Price']]).fileError).toBe(
      "The file's first row must name the columns; Fibre type is missing. Download the template for the column names.",
    );
    expect(importTable([newEntryRow()], [['Fibre type', 'Price']]).fileError).toBe(
      'The file has column names but no rows.',
    );
    expect(importTable([newEntryRow()], []).fileError).toBe('The file is empty.');
  });

  it('never removes the last row; adds and duplicates below', () => {
    const rows = [filamentRow(), newEntryRow()];
    expect(removeRows(rows, new Set(rows.map((r) => r.key)))).toBeNull();
    expect(removeRows(rows, new Set([rows[1].key]))).toEqual([rows[0]]);
    const added = addRows([rows[0]], 2);
    expect(added).toHaveLength(3);
    expect(added[2]).toMatchObject({ departmentName: 'Filament Yarn', fibreType: '' });
    const copies = duplicateRows(rows, new Set([rows[0].key]));
    expect(copies).toHaveLength(3);
    expect(copies[2]).toMatchObject({ fibreType: 'Polyester Filament', specificType: 'DTY' });
    expect(copies[2].key).not.toBe(rows[0].key);
  });

  it('plans a save: blank rows skipped, invalid rows named, valid rows as products', () => {
    expect(planSave([newEntryRow()])).toEqual({ kind: 'nothing' });
    const invalid = planSave([newEntryRow(), setCell(newEntryRow(), 'basicPrice', '5')]);
    expect(invalid).toMatchObject({ kind: 'invalid', rowNumbers: [2], first: { row: 2, field: 'departmentName' } });
    const ready = planSave([filamentRow(), newEntryRow()]);
    expect(ready).toMatchObject({ kind: 'ready', rowNumbers: [1] });
    expect(ready.kind === 'ready' && ready.products[0]).toMatchObject({
      fibreType: 'Polyester Filament',
      basicPrice: 120,
    });
  });
});
