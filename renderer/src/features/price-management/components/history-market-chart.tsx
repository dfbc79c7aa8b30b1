import { formatRupees } from '@domain/format.ts';
import type { ProductMarket } from '@/data/ports/price-management.ts';
import { useSheetMarketHistoryQuery } from '../api.ts';
import { CHART_COLOURS, PriceHistoryChart, type PricePoint } from './price-history-chart.tsx';

const DAY_S = 86_400;
/** The median's line goes back as far as the price's, at least a month and at most a year. */
const MIN_DAYS = 30;
const MAX_DAYS = 365;

/** A daily close at the start of its day in India (the chart's time zone). */
const closeAt = (day: string) => Date.parse(`${day}T00:00:00+05:30`) / 1000;

function daysShown(points: readonly PricePoint[]): number {
  const first = points[0]?.[0] ?? Date.now() / 1000;
  return Math.min(MAX_DAYS, Math.max(MIN_DAYS, Math.ceil((Date.now() / 1000 - first) / DAY_S) + 1));
}

function LegendItem({ colour, dashed, children }: { colour: string; dashed?: boolean; children: React.ReactNode }) {
  return (
    <li>
      <span
        className={dashed ? 'price-chart__key price-chart__key--dashed' : 'price-chart__key'}
        style={{ borderColor: colour }}
        aria-hidden="true"
      />
      {children}
    </li>
  );
}

/**
 * The product's price over time against its class's all-India median (market_class_history, issue 27), with a
 * legend. The median line is left out where the class is below three mills or its figures are not in.
 */
export function HistoryMarketChart({
  points,
  pending,
  label,
  market,
}: {
  points: readonly PricePoint[];
  pending: number | null;
  label: string;
  market: ProductMarket | undefined;
}) {
  const classKey = market?.median !== null ? (market?.classKey ?? null) : null;
  const history = useSheetMarketHistoryQuery(
    { classKey: classKey ?? '', days: daysShown(points) },
    { skip: classKey === null },
  );
  const medianPoints = (classKey && history.data ? history.data : []).map((d): PricePoint => [
    closeAt(d.day),
    Number(d.median),
  ]);
  const latest = medianPoints[medianPoints.length - 1];
  return (
    <figure className="history-chart">
      <PriceHistoryChart points={points} pending={pending} label={label} market={medianPoints} />
      <figcaption>
        <ul className="price-chart__legend" aria-label="Chart legend">
          <LegendItem colour={CHART_COLOURS.price}>Basic price</LegendItem>
          {pending !== null && (
            <LegendItem colour={CHART_COLOURS.unsaved} dashed>
              Unsaved
            </LegendItem>
          )}
          {market?.classLabel && (
            <LegendItem colour={CHART_COLOURS.market}>
              {market.classLabel} median
              {latest
                ? ` ${formatRupees(latest[1])}`
                : market.median === null
                  ? ': fewer than three mills'
                  : history.isFetching
                    ? ' (loading)'
                    : ''}
            </LegendItem>
          )}
        </ul>
      </figcaption>
    </figure>
  );
}
