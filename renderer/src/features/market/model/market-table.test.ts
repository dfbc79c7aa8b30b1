import { describe, expect, it } from 'vitest';
import { marketRow } from './market-row-fixture.ts';
import { filterOptions, filterRows, marketCsv, NO_FILTER, rowKey, sortRows } from './market-table.ts';
import { closesWithin } from './ranges.ts';
import { readThreshold } from './threshold.ts';

const combedTiruppur = marketRow({ centre: 'Tiruppur', median: 284, mills: 3, change7dPct: 3.4 });
const dty = marketRow({
  classKey: 'polyester-filament/dty/150d',
  classLabel: 'Polyester Filament · DTY · 150D',
  fibreType: 'Polyester',
  centre: 'Surat',
  median: 118.5,
  mills: 7,
  change7dPct: null,
});
const combedAllIndia = marketRow({});
const rows = [combedTiruppur, dty, combedAllIndia];

describe('the market table', () => {
  it('filters by fibre, centre and every word of the search', () => {
    expect(filterRows(rows, { ...NO_FILTER, fibre: 'Polyester' })).toEqual([dty]);
    expect(filterRows(rows, { ...NO_FILTER, centre: 'Tiruppur' })).toEqual([combedTiruppur]);
    expect(filterRows(rows, { ...NO_FILTER, search: '40s tiruppur' })).toEqual([combedTiruppur]);
    expect(filterRows(rows, { ...NO_FILTER, search: 'dty 150d' })).toEqual([dty]);
    expect(filterRows(rows, { ...NO_FILTER, department: 'Fabric' })).toEqual([]);
  });

  it('sorts numbers and text both ways, a missing change last either way', () => {
    expect(sortRows(rows, { key: 'median', descending: true }).map((r) => r.median)).toEqual([284, 280, 118.5]);
    expect(sortRows(rows, { key: 'median', descending: false }).map((r) => r.median)).toEqual([118.5, 280, 284]);
    expect(sortRows(rows, { key: 'change7dPct', descending: true }).map(rowKey)).toEqual([
      rowKey(combedTiruppur),
      rowKey(combedAllIndia),
      rowKey(dty),
    ]);
    expect(sortRows(rows, { key: 'change7dPct', descending: false }).at(-1)).toBe(dty);
    expect(sortRows(rows, { key: 'classLabel', descending: false }).map((r) => r.centre)).toEqual([
      'All India',
      'Tiruppur',
      'Surat',
    ]);
  });

  it('offers the values present as filter choices, All India first', () => {
    expect(filterOptions(rows)).toEqual({
      fibres: ['Cotton', 'Polyester'],
      departments: ['Yarn'],
      centres: ['All India', 'Surat', 'Tiruppur'],
    });
  });

  it('exports what is shown as CSV with raw numbers, quoting what needs it', () => {
    const csv = marketCsv([combedTiruppur, marketRow({ classLabel: 'Cotton, "odd"', change1dPct: null })]);
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'Class,Centre,Fibre,Department,Median (₹),Low (₹),High (₹),Mills,1d change %,7d change %,30d change %,As of',
    );
    expect(lines[1]).toBe('Cotton · Combed · 40s,Tiruppur,Cotton,Yarn,284,270,295,3,0.5,3.4,-1.2,2026-11-28');
    expect(lines[2]).toBe('"Cotton, ""odd""",All India,Cotton,Yarn,280,270,295,5,,2.1,-1.2,2026-11-28');
    expect(lines).toHaveLength(3);
  });
});

describe('the class page rules', () => {
  const closes = ['2025-11-29', '2026-08-30', '2026-09-01', '2026-10-30', '2026-11-28'].map((day) => ({
    day,
    median: 1,
    low: 1,
    high: 1,
    mills: 3,
  }));

  it('cuts the year of closes to the range chosen, counted back from the last close', () => {
    expect(closesWithin(closes, '1M').map((c) => c.day)).toEqual(['2026-10-30', '2026-11-28']);
    expect(closesWithin(closes, '3M').map((c) => c.day)).toEqual([
      '2026-08-30',
      '2026-09-01',
      '2026-10-30',
      '2026-11-28',
    ]);
    expect(closesWithin(closes, '1Y')).toHaveLength(5);
    expect(closesWithin([], '1M')).toEqual([]);
  });

  it('reads a threshold between 0.1 and 50 per cent, with a comma or a point', () => {
    expect(readThreshold('2')).toEqual({ value: 2, problem: null });
    expect(readThreshold(' 1,5 ')).toEqual({ value: 1.5, problem: null });
    for (const wrong of ['0.05', '51', '', 'two']) {
      expect(readThreshold(wrong).problem).toBe('Choose a move threshold from 0.1 to 50 %.');
    }
  });
});
