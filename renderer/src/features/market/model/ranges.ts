import type { MarketClose } from '@/data/ports/market.ts';

/** The class chart's ranges and the days each covers. */
export const RANGES = ['1M', '3M', '1Y'] as const;
export type RangeKey = (typeof RANGES)[number];
const DAYS: Record<RangeKey, number> = { '1M': 30, '3M': 91, '1Y': 365 };

/** The closes within the range, counted back from the last close (YYYY-MM-DD days compare as text). */
export function closesWithin(closes: readonly MarketClose[], range: RangeKey): MarketClose[] {
  if (closes.length === 0) return [];
  const last = Date.parse(`${closes[closes.length - 1].day}T00:00:00Z`);
  const from = new Date(last - (DAYS[range] - 1) * 86_400_000).toISOString().slice(0, 10);
  return closes.filter((c) => c.day >= from);
}
