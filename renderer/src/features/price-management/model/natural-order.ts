import { NATURAL_PRODUCT_ORDER } from '@domain/product-order.ts';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import type { SortKey } from './ranked-sort.ts';

/**
 * The sheet's natural order (@domain/product-order.ts) as ranked sort keys over rows that hold a product. Each key
 * is named as its column is, so the natural order and a sort by that column share the column's ranks.
 */
export function naturalSortKeys<T>(productOf: (row: T) => ManagedProduct | undefined): SortKey<T>[] {
  return NATURAL_PRODUCT_ORDER.map((field) => ({
    id: field,
    descending: false,
    blanksLast: true,
    value: (row: T) => productOf(row)?.[field],
  }));
}

/**
 * The keys a sort runs: the sorted columns first, then the natural order for their ties (and alone when no column
 * is sorted). A column sorted by the person keeps its direction: its natural key is left out.
 */
export function withNaturalOrder<T>(columns: readonly SortKey<T>[], natural: readonly SortKey<T>[]): SortKey<T>[] {
  const sorted = new Set(columns.map((k) => k.id));
  return [...columns, ...natural.filter((k) => !sorted.has(k.id))];
}
