import type { MarketRow } from '@/data/ports/market.ts';

/** A row of the index for tests: 40s combed cotton, all India, live; `over` changes what a test needs. */
export const marketRow = (over: Partial<MarketRow>): MarketRow => ({
  classKey: 'cotton/combed/40s',
  classLabel: 'Cotton · Combed · 40s',
  fibreType: 'Cotton',
  departmentName: 'Yarn',
  centre: 'All India',
  median: 280,
  low: 270,
  high: 295,
  mills: 5,
  change1dPct: 0.5,
  change7dPct: 2.1,
  change30dPct: -1.2,
  spark: [270, 275, 280],
  asOf: '2026-11-28',
  delayed: false,
  ...over,
});
