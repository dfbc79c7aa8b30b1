/**
 * Where each row of the list falls: rows of the body cut into A4 pages. A heading is never left alone at a
 * page foot (it moves over with its first line), and a class that runs onto a new page is named again there.
 */
import type { PriceListLine } from '../domain/price-list-publish.ts';
import type { DepartmentGroup } from './groups.ts';

export type Row =
  | { kind: 'department'; name: string }
  | { kind: 'class'; label: string; continued: boolean }
  | { kind: 'line'; line: PriceListLine; description: string[]; shaded: boolean };

/** Row heights in points; a line grows by `lineExtra` per wrapped description line. */
export const ROW_HEIGHT = { department: 22, class: 16, line: 12.5, lineExtra: 9.5 } as const;

export function rowHeight(row: Row): number {
  if (row.kind === 'line') return ROW_HEIGHT.line + (row.description.length - 1) * ROW_HEIGHT.lineExtra;
  return ROW_HEIGHT[row.kind];
}

/** The body rows in reading order; `wrap` breaks a description to the column's width. */
export function bodyRows(departments: DepartmentGroup[], wrap: (text: string) => string[]): Row[] {
  const rows: Row[] = [];
  for (const dept of departments) {
    rows.push({ kind: 'department', name: dept.name });
    for (const cls of dept.classes) {
      rows.push({ kind: 'class', label: cls.label, continued: false });
      cls.lines.forEach((line, i) =>
        rows.push({ kind: 'line', line, description: wrap(line.description), shaded: i % 2 === 1 }),
      );
    }
  }
  return rows;
}

/** What a heading needs below it on the same page: itself and every row up to its first line. */
function keepTogetherHeight(rows: Row[], start: number): number {
  let height = 0;
  for (let i = start; i < rows.length; i++) {
    height += rowHeight(rows[i]);
    if (rows[i].kind === 'line') break;
  }
  return height;
}

/** The rows of each page; `capacity(pageIndex)` is the body height that page offers. */
export function paginate(rows: Row[], capacity: (pageIndex: number) => number): Row[][] {
  const pages: Row[][] = [[]];
  let used = 0;
  let currentClass: string | null = null;
  const newPage = () => {
    pages.push([]);
    used = 0;
  };
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const page = () => pages[pages.length - 1];
    const room = () => capacity(pages.length - 1) - used;
    if (row.kind !== 'line') {
      if (page().length > 0 && keepTogetherHeight(rows, i) > room()) newPage();
      if (row.kind === 'class') currentClass = row.label;
    } else if (page().length > 0 && rowHeight(row) > room()) {
      newPage();
      if (currentClass !== null) {
        const again: Row = { kind: 'class', label: currentClass, continued: true };
        page().push(again);
        used += rowHeight(again);
      }
    }
    page().push(row);
    used += rowHeight(row);
  }
  return pages;
}
