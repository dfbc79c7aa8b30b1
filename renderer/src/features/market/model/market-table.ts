import { ALL_INDIA } from '@domain/market.ts';
import { toDelimited } from '@domain/spreadsheet.ts';
import type { MarketRow } from '@/data/ports/market.ts';

/** The columns the table sorts by. */
export type MarketSortKey =
  'classLabel' | 'centre' | 'median' | 'low' | 'mills' | 'change1dPct' | 'change7dPct' | 'change30dPct';

export interface MarketSort {
  key: MarketSortKey;
  descending: boolean;
}

/** What the toolbar filters by; '' means all. */
export interface MarketFilter {
  fibre: string;
  department: string;
  centre: string;
  search: string;
}

export const NO_FILTER: MarketFilter = { fibre: '', department: '', centre: '', search: '' };

/** A stable key of a row (a class at a centre), for React and for keeping the selection across refreshes. */
export const rowKey = (row: Pick<MarketRow, 'classKey' | 'centre'>) => `${row.classKey}@${row.centre}`;

/** The rows the filter lets through: each word of the search must appear in the class or the centre. */
export function filterRows(rows: readonly MarketRow[], filter: MarketFilter): MarketRow[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filter.fibre && row.fibreType !== filter.fibre) return false;
    if (filter.department && row.departmentName !== filter.department) return false;
    if (filter.centre && row.centre !== filter.centre) return false;
    const text = `${row.classLabel} ${row.centre} ${row.classKey}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Rows sorted by a column; a missing change sorts last either way, ties keep class then centre order. */
export function sortRows(rows: readonly MarketRow[], sort: MarketSort): MarketRow[] {
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[sort.key];
    const y = b[sort.key];
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return sign * (typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number));
    }
    return a.classLabel.localeCompare(b.classLabel) || centreOrder(a.centre, b.centre);
  });
}

/** All India first, then the centres by name. */
function centreOrder(a: string, b: string): number {
  if (a === b) return 0;
  if (a === ALL_INDIA) return -1;
  if (b === ALL_INDIA) return 1;
  return a.localeCompare(b);
}

/** The choices of a filter: the distinct values present, All India first for centres. */
export function filterOptions(rows: readonly MarketRow[]) {
  const distinct = (pick: (row: MarketRow) => string) => [...new Set(rows.map(pick).filter(Boolean))];
  return {
    fibres: distinct((r) => r.fibreType).sort((a, b) => a.localeCompare(b)),
    departments: distinct((r) => r.departmentName).sort((a, b) => a.localeCompare(b)),
    centres: distinct((r) => r.centre).sort(centreOrder),
  };
}

const CSV_HEADER = [
  'Class',
  'Centre',
  'Fibre',
  'Department',
  'Median (₹)',
  'Low (₹)',
  'High (₹)',
  'Mills',
  '1d change %',
  '7d change %',
  '30d change %',
  'As of',
];

/** The rows shown, as CSV: raw numbers (no ₹ or grouping) so a spreadsheet reads them as numbers. */
export function marketCsv(rows: readonly MarketRow[]): string {
  const body = rows.map((r) => [
    r.classLabel,
    r.centre,
    r.fibreType,
    r.departmentName,
    r.median,
    r.low,
    r.high,
    r.mills,
    r.change1dPct,
    r.change7dPct,
    r.change30dPct,
    r.asOf,
  ]);
  return `${toDelimited([CSV_HEADER, ...body], ',')}\n`;
}
