import { naturalOrderKey } from '@domain/product-order.ts';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import type { SortKey } from './ranked-sort.ts';

/** The natural order's ranks are kept under this name, beside the columns'. */
export const NATURAL_ORDER_ID = 'naturalOrder';

const keys = new WeakMap<ManagedProduct, string>();

/** A product's place in the natural order as text (@domain/product-order.ts), kept per product object. */
export function naturalKeyOf(p: ManagedProduct): string {
  let key = keys.get(p);
  if (key === undefined) {
    key = naturalOrderKey(p);
    keys.set(p, key);
  }
  return key;
}

/** The sheet's natural order as a ranked sort key over rows that hold a product. */
export function naturalSortKey<T>(productOf: (row: T) => ManagedProduct | undefined): SortKey<T> {
  return {
    id: NATURAL_ORDER_ID,
    descending: false,
    value: (row: T) => {
      const p = productOf(row);
      return p && naturalKeyOf(p);
    },
  };
}

/** The keys a sort runs: the sorted columns first, then the natural order for their ties (alone when none is sorted). */
export const withNaturalOrder = <T>(columns: readonly SortKey<T>[], natural: SortKey<T>): SortKey<T>[] => [
  ...columns,
  natural,
];
