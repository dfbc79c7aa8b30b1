import { describe, expect, it } from 'vitest';
import { groupLines } from '../../../supabase/functions/_shared/price-list-pdf/groups.ts';
import {
  bodyRows,
  paginate,
  type Row,
  rowHeight,
  ROW_HEIGHT,
} from '../../../supabase/functions/_shared/price-list-pdf/layout.ts';
import { line } from './sample.ts';

const lines = (department: string, classLabel: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    line({ productId: `${classLabel}-${i}`, department, classLabel, description: `${classLabel} ${i}` }),
  );

const rowsOf = (all: ReturnType<typeof line>[]) => bodyRows(groupLines({ department: null, lines: all }), (t) => [t]);
const label = (row: Row) =>
  row.kind === 'line' ? row.line.description : row.kind === 'class' ? `#${row.label}` : `##${row.name}`;

describe('paginate', () => {
  it('never leaves a heading alone at the foot of a page', () => {
    const rows = rowsOf([...lines('Yarn', 'Combed', 3), ...lines('Yarn', 'Carded', 3)]);
    // Room for the department, its first class and three lines, and the second class heading alone: it must move on.
    const capacity = ROW_HEIGHT.department + 2 * ROW_HEIGHT.class + 3 * ROW_HEIGHT.line;
    const pages = paginate(rows, () => capacity);
    expect(pages.map((p) => p.map(label))).toEqual([
      ['##Yarn', '#Carded', 'Carded 0', 'Carded 1', 'Carded 2'],
      ['#Combed', 'Combed 0', 'Combed 1', 'Combed 2'],
    ]);
    for (const page of pages) expect(page[page.length - 1].kind).toBe('line');
  });

  it('names the class again at the top of a page it runs onto', () => {
    const rows = rowsOf(lines('Fabric', 'Poplin', 5));
    const pages = paginate(rows, () => ROW_HEIGHT.department + ROW_HEIGHT.class + 3 * ROW_HEIGHT.line);
    expect(pages[1][0]).toEqual({ kind: 'class', label: 'Poplin', continued: true });
    expect(pages[1].slice(1).map(label)).toEqual(['Poplin 3', 'Poplin 4']);
  });

  it('fills each page to its own capacity and shades every other line of a class', () => {
    const rows = rowsOf(lines('Yarn', 'Combed', 40));
    const pages = paginate(rows, (i) => (i === 0 ? 200 : 300));
    pages.forEach((page, i) =>
      expect(page.reduce((h, r) => h + rowHeight(r), 0)).toBeLessThanOrEqual(i === 0 ? 200 : 300),
    );
    const shading = rows.filter((r) => r.kind === 'line').map((r) => r.kind === 'line' && r.shaded);
    expect(shading.slice(0, 4)).toEqual([false, true, false, true]);
  });
});

describe('groupLines', () => {
  it('orders departments and classes by name and keeps only the listed department', () => {
    const all = [...lines('Yarn', 'Combed', 1), ...lines('Fabric', 'Twill', 1), ...lines('Fabric', 'Denim', 1)];
    expect(groupLines({ department: null, lines: all }).map((d) => [d.name, d.classes.map((c) => c.label)])).toEqual([
      ['Fabric', ['Denim', 'Twill']],
      ['Yarn', ['Combed']],
    ]);
    expect(groupLines({ department: 'Yarn', lines: all }).map((d) => d.name)).toEqual(['Yarn']);
    expect(groupLines({ department: 'Fibre', lines: all })).toEqual([]);
  });
});
