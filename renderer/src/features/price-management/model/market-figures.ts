import { vsMarketPct as distanceFromMedian } from '@domain/market.ts';
import type { ProductMarket } from '@/data/ports/price-management.ts';

/**
 * The market beside the price sheet (issue 27): each product's class median, and where its price (the unsaved
 * one while it is edited) sits against it. Pure, so the grid's cells, its sort and the tests read one rule.
 */

/** Beyond ± this % of its class's median a price is marked as an outlier (the executive looks before saving). */
export const MARKET_OUTLIER_PCT = 10;

export interface SheetMarket {
  /** Each product's class and median; empty until the figures arrive (after the sheet's first rows) or offline. */
  byProduct: ReadonlyMap<string, ProductMarket>;
  /** The price being typed in the sheet, before the edit is committed: its vs-market follows the keys. */
  typing: { productId: string; price: number | null } | null;
}

export const emptyMarket = (): SheetMarket => ({ byProduct: new Map(), typing: null });

/** The product's class median, or null where its class is below three mills (or the figures are not in yet). */
export function marketMedian(market: SheetMarket, productId: string): number | null {
  return market.byProduct.get(productId)?.median ?? null;
}

/** The price (the one being typed, if any) against its class median in % (@domain/market.ts), or null. */
export function vsMarketPct(market: SheetMarket, productId: string, price: number | null): number | null {
  const typed = market.typing?.productId === productId ? market.typing.price : price;
  return distanceFromMedian(typed, marketMedian(market, productId));
}

/** 'above' / 'below' beyond MARKET_OUTLIER_PCT, else null. */
export function marketOutlier(pct: number | null): 'above' | 'below' | null {
  if (pct === null) return null;
  if (pct > MARKET_OUTLIER_PCT) return 'above';
  if (pct < -MARKET_OUTLIER_PCT) return 'below';
  return null;
}
