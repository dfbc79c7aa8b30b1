import type { GridApi, IRowNode, PostSortRowsParams } from 'ag-grid-community';
import { useCallback, useEffect, useState } from 'react';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { prepareQuickFilter } from '../model/quick-filter.ts';
import { runWhenIdle } from '../model/idle-work.ts';
import { NATURAL_ORDER_ID, naturalKeyOf, naturalSortKey, withNaturalOrder } from '../model/natural-order.ts';
import { RankedSort, type SortKey } from '../model/ranked-sort.ts';
import { COLUMN_VALUES, PRICE_COLUMNS, type GridContext } from '../components/price-columns.ts';
import { MARKET_VALUES } from '../components/market-columns.ts';
import type { SheetStatus } from './use-sheet-load.ts';

type Row = IRowNode<ManagedProduct>;

const NATURAL_ORDER = naturalSortKey<Row>((node) => node.data);

/** The grid's sort model as sort keys, the first sorted column first. */
function sortKeys(api: GridApi<ManagedProduct>): SortKey<Row>[] {
  const { market } = api.getGridOption('context') as GridContext;
  return api
    .getColumnState()
    .filter((c) => c.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((c) => {
      const marketValue = MARKET_VALUES[c.colId];
      // The market columns read the figures in the grid's context (they arrive after the rows).
      const computed = marketValue ? (p: ManagedProduct) => marketValue(p, market) : COLUMN_VALUES[c.colId];
      const field = api.getColumn(c.colId)?.getColDef().field as keyof ManagedProduct;
      const value = computed
        ? (node: Row) => (node.data ? computed(node.data) : undefined)
        : (node: Row) => node.data?.[field];
      return { id: c.colId, descending: c.sort === 'desc', value };
    });
}

/** The sort's buffers, then each column's ranks, one column per step (model/idle-work.ts runs them). */
function* rankColumns(sorter: RankedSort<Row>, products: ReadonlyMap<string, ManagedProduct>) {
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
 * the first search and the first sort are as quick as the next ones.
 */
export function useRankedSort(status: SheetStatus, products: ReadonlyMap<string, ManagedProduct>) {
  const [sorter] = useState(() => new RankedSort<Row>());
  const postSortRows = useCallback(
    ({ api, nodes }: PostSortRowsParams<ManagedProduct>) =>
      sorter.sortInPlace(nodes, withNaturalOrder(sortKeys(api), NATURAL_ORDER)),
    [sorter],
  );

  useEffect(() => {
    if (status !== 'ready') return undefined;
    const stops = [prepareQuickFilter(products.values()), runWhenIdle(rankColumns(sorter, products))];
    return () => stops.forEach((stop) => stop());
  }, [status, products, sorter]);

  return postSortRows;
}
