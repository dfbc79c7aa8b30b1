import type { CellClassParams, ColDef, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import { formatAmount, formatPercentChange } from '@domain/format.ts';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import {
  MARKET_OUTLIER_PCT,
  marketMedian,
  marketOutlier,
  vsMarketPct,
  type SheetMarket,
} from '../model/market-figures.ts';

/**
 * The sheet's market columns (issue 27): the product's class median and its price against it. Their values
 * come from the grid's context (the figures arrive after the first rows are painted, so nothing of them is
 * on the first page's path); the cells are plain text with a class, no renderer component.
 */

const MARKET_MEDIAN_COLUMN = 'marketMedian';
export const VS_MARKET_COLUMN = 'vsMarket';
export const MARKET_COLUMN_IDS = [MARKET_MEDIAN_COLUMN, VS_MARKET_COLUMN];

/** What the market columns read from the grid's context. */
export interface MarketContext {
  market: SheetMarket;
}

/** Each market column's value for a product (its sort and filter compare these). */
export const MARKET_VALUES: Readonly<Record<string, (p: ManagedProduct, market: SheetMarket) => number | null>> = {
  [MARKET_MEDIAN_COLUMN]: (p, market) => marketMedian(market, p.id),
  [VS_MARKET_COLUMN]: (p, market) => vsMarketPct(market, p.id, p.basicPrice),
};

const valueOf = (colId: string) => (p: ValueGetterParams<ManagedProduct>) =>
  p.data ? MARKET_VALUES[colId](p.data, (p.context as MarketContext).market) : null;
const outlier = (side: 'above' | 'below') => (p: CellClassParams<ManagedProduct, number | null>) =>
  marketOutlier(p.value ?? null) === side;
const blankOr = (format: (v: number) => string) => (p: ValueFormatterParams<ManagedProduct, number | null>) =>
  p.value === null || p.value === undefined ? '' : format(p.value);

const numeric = { type: 'numericColumn', filter: 'agNumberColumnFilter' } as const;

export const MARKET_COLUMNS: ColDef<ManagedProduct>[] = [
  {
    colId: MARKET_MEDIAN_COLUMN,
    headerName: 'Market median (₹)',
    headerTooltip: "All-India median of revealed prices for this product's class; blank below three mills",
    width: 112,
    valueGetter: valueOf(MARKET_MEDIAN_COLUMN),
    valueFormatter: blankOr(formatAmount),
    tooltipValueGetter: (p) => {
      const entry = p.data && (p.context as MarketContext).market.byProduct.get(p.data.id);
      if (!entry?.classLabel) return null;
      return entry.median === null
        ? `${entry.classLabel}: fewer than three mills`
        : `${entry.classLabel}: ${entry.mills} mills`;
    },
    cellClass: 'price-grid__num price-grid__market',
    ...numeric,
  },
  {
    colId: VS_MARKET_COLUMN,
    headerName: 'vs market %',
    headerTooltip: `The price (unsaved too) against its class median; beyond ±${MARKET_OUTLIER_PCT} % marked`,
    width: 96,
    valueGetter: valueOf(VS_MARKET_COLUMN),
    valueFormatter: blankOr((v) => formatPercentChange(v)),
    cellClass: 'price-grid__num price-grid__market',
    cellClassRules: {
      'price-grid__market--above': outlier('above'),
      'price-grid__market--below': outlier('below'),
    },
    ...numeric,
  },
];
