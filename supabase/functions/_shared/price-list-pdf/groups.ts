/** The list's body: lines grouped by department, then by class, both in alphabetical order. */
import type { PriceListDocument, PriceListLine } from '../domain/price-list-publish.ts';

interface ClassGroup {
  label: string;
  lines: PriceListLine[];
}

export interface DepartmentGroup {
  name: string;
  classes: ClassGroup[];
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en-IN', { sensitivity: 'base', numeric: true });

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Groups follow from the lines, so a department or class without lines never appears; a list of one
 * department shows only that department's lines. Lines keep their order within a class.
 */
export function groupLines(doc: Pick<PriceListDocument, 'department' | 'lines'>): DepartmentGroup[] {
  const lines = doc.department === null ? doc.lines : doc.lines.filter((l) => l.department === doc.department);
  return [...groupBy(lines, (l) => l.department)]
    .sort(([a], [b]) => byName(a, b))
    .map(([name, deptLines]) => ({
      name,
      classes: [...groupBy(deptLines, (l) => l.classLabel)]
        .sort(([a], [b]) => byName(a, b))
        .map(([label, classLines]) => ({ label, lines: classLines })),
    }));
}
