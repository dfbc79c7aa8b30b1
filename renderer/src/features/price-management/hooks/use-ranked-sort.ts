import type { GridApi, IRowNode, PostSortRowsParams } from 'ag-grid-community';
import { useCallback, useEffect, useState } from 'react';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { prepareQuickFilter } from '../model/quick-filter.ts';
import { runWhenIdle } from '../model/idle-work.ts';
import { NATURAL_ORDER_ID, naturalKeyOf, naturalSortKey, withNaturalOrder } from '../model/natural-order.ts';
import { RankedSort, type SortKey } from '../model/ranked-sort.ts';
import { KeptOrder } from '../model/kept-order.ts';
import { COLUMN_VALUES, PRICE_COLUMNS, type GridContext } from '../components/price-columns.ts';
import { MARKET_VALUES } from '../components/market-columns.ts';
import type { SheetStatus } from './use-sheet-load.ts';

type Row = IRowNode<ManagedProduct>;
const rowPosition = (node: Row) => node.rowIndex;
const rowProduct = (node: Row) => node.data;

const NATURAL_ORDER = naturalSortKey<ManagedProduct>((p) => p);

/**
 * The grid's sort model as keys over the product, the first sorted column first; `external` when a key reads
 * more than the product (the market columns read the figures in the grid's context, which arrive after the rows).
 */
function sortKeys(api: GridApi<ManagedProduct>): { keys: SortKey<ManagedProduct>[]; external: boolean } {
  const { market } = api.getGridOption('context') as GridContext;
  let external = false;
  const keys = api
    .getColumnState()
    .filter((c) => c.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((c) => {
      const marketValue = MARKET_VALUES[c.colId];
      external ||= c.colId in MARKET_VALUES;
      const computed = marketValue ? (p: ManagedProduct) => marketValue(p, market) : COLUMN_VALUES[c.colId];
      const field = api.getColumn(c.colId)?.getColDef().field as keyof ManagedProduct;
      const value = computed ?? ((p: ManagedProduct) => p[field]);
      return { id: c.colId, descending: c.sort === 'desc', value, volatile: marketValue !== undefined };
    });
  return { keys, external };
}

/** A product's key as a key of the grid's rows. */
const ofRows = ({ id, descending, value, volatile }: SortKey<ManagedProduct>): SortKey<Row> => ({
  id,
  descending,
  volatile,
  value: (node: Row) => (node.data ? value(node.data) : undefined),
});

/** The sort's buffers, then each column's ranks, one column per step (model/idle-work.ts runs them). */
function* rankColumns(
  sorter: RankedSort<Row, ManagedProduct | undefined>,
  products: ReadonlyMap<string, ManagedProduct>,
) {
  yield sorter.reserve(products.size);
  yield sorter.prepare(NATURAL_ORDER_ID, Array.from(products.values(), naturalKeyOf));
  for (const { field, colId } of PRICE_COLUMNS) {
    const computed = colId ? COLUMN_VALUES[colId] : undefined;
    if (computed) yield sorter.prepare(colId!, Array.from(products.values(), computed));
    else if (field)
      yield sorter.prepare(
        field,
        Array.from(products.values(), (p) => p[field]),
      );
  }
}

/**
 * The grid's sort by rank (model/ranked-sort.ts) in place of AG Grid's pairwise one: the sorted columns, then the
 * sheet's natural order (model/natural-order.ts), which alone orders the rows while no column is sorted. Once the
 * sheet has loaded, the quick filter's texts and the columns' sort ranks are built while the browser is idle, so
 * the first search and the first sort are as quick as the next ones. After an edit that moved no row, the last
 * order is kept (model/kept-order.ts) instead of sorting every row again.
 */
export function useRankedSort(status: SheetStatus, products: ReadonlyMap<string, ManagedProduct>) {
  const [sorter] = useState(() => new RankedSort<Row, ManagedProduct | undefined>(rowProduct));
  const [kept] = useState(() => new KeptOrder<Row, ManagedProduct>(rowPosition, rowProduct));
  const postSortRows = useCallback(
    ({ api, nodes }: PostSortRowsParams<ManagedProduct>) => {
      const { keys, external } = sortKeys(api);
      const all = withNaturalOrder(keys, NATURAL_ORDER);
      // An edit that changed no sort key's value (a price under the natural order) moves no row: no sort.
      if (!external && kept.restore(nodes, all)) return;
      sorter.sortInPlace(nodes, all.map(ofRows));
      if (external) kept.forget();
      else kept.keep(nodes, all, sorter.sortedContentsOfLastSort());
    },
    [sorter, kept],
  );

  useEffect(() => {
    if (status !== 'ready') return undefined;
    const stops = [prepareQuickFilter(products.values()), runWhenIdle(rankColumns(sorter, products))];
    return () => stops.forEach((stop) => stop());
  }, [status, products, sorter]);

  return postSortRows;
}
