import { describe, expect, it } from 'vitest';
import type { ProductMarket } from '@/data/ports/price-management.ts';
import { emptyMarket, marketMedian, marketOutlier, vsMarketPct, type SheetMarket } from './market-figures.ts';

const entry = (productId: string, median: number | null): ProductMarket => ({
  productId,
  classKey: 'cotton/combed/40s',
  classLabel: 'Cotton · Combed · 40s',
  median,
  mills: median === null ? 2 : 5,
});

const market = (typing: SheetMarket['typing'] = null): SheetMarket => ({
  byProduct: new Map([
    ['p1', entry('p1', 200)],
    ['thin', entry('thin', null)],
  ]),
  typing,
});

describe('the market beside the price sheet', () => {
  it('reads a product’s class median, blank for a thin class, an unknown product or before the figures arrive', () => {
    expect(marketMedian(market(), 'p1')).toBe(200);
    expect(marketMedian(market(), 'thin')).toBeNull();
    expect(marketMedian(market(), 'other')).toBeNull();
    expect(marketMedian(emptyMarket(), 'p1')).toBeNull();
  });

  it('puts the price against the median in %, and blank when either is missing', () => {
    expect(vsMarketPct(market(), 'p1', 230)).toBe(15);
    expect(vsMarketPct(market(), 'p1', 199)).toBe(-0.5);
    expect(vsMarketPct(market(), 'p1', 201.25)).toBe(0.63);
    expect(vsMarketPct(market(), 'p1', null)).toBeNull();
    expect(vsMarketPct(market(), 'thin', 230)).toBeNull();
  });

  it('follows the price being typed for that product only', () => {
    const typing = market({ productId: 'p1', price: 170 });
    expect(vsMarketPct(typing, 'p1', 230)).toBe(-15);
    expect(vsMarketPct(market({ productId: 'p1', price: null }), 'p1', 230)).toBeNull();
    expect(vsMarketPct(market({ productId: 'p2', price: 170 }), 'p1', 230)).toBe(15);
  });

  it('marks a price beyond ±10 % of the median as an outlier', () => {
    expect(marketOutlier(10)).toBeNull();
    expect(marketOutlier(10.1)).toBe('above');
    expect(marketOutlier(-10)).toBeNull();
    expect(marketOutlier(-10.1)).toBe('below');
    expect(marketOutlier(null)).toBeNull();
  });
});
