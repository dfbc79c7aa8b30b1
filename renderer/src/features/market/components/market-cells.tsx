import { formatPercentChange } from '@domain/format.ts';

/** A change in per cent, coloured: ▲ green up, ▼ red down, — when there is nothing to compare with. */
export function ChangeCell({ value, label }: { value: number | null; label: string }) {
  if (value === null) {
    return (
      <span className="market-change market-change--none" title={`${label}: no earlier close`}>
        —
      </span>
    );
  }
  const tone = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  const arrow = value > 0 ? '▲' : value < 0 ? '▼' : '';
  return (
    <span className={`market-change market-change--${tone}`} aria-label={`${label} ${formatPercentChange(value)}`}>
      <span aria-hidden="true">{arrow}</span> {formatPercentChange(value)}
    </span>
  );
}

const SPARK_WIDTH = 84;
const SPARK_HEIGHT = 22;

/** The points of a polyline through the values, scaled into the sparkline's box. */
export function sparkPoints(values: readonly number[], width = SPARK_WIDTH, height = SPARK_HEIGHT): string {
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const step = (width - 2) / Math.max(1, values.length - 1);
  return values
    .map((v, i) => `${(1 + i * step).toFixed(1)},${(height - 2 - ((v - min) / span) * (height - 4)).toFixed(1)}`)
    .join(' ');
}

/**
 * The 30-day course of a median: one SVG polyline (cheap for hundreds of rows), coloured by the change over
 * the period. Nothing for fewer than two closes.
 */
export function SparkCell({ values, label }: { values: readonly number[]; label: string }) {
  if (values.length < 2) return <span className="market-change--none">—</span>;
  const first = values[0];
  const last = values[values.length - 1];
  const tone = last > first ? 'up' : last < first ? 'down' : 'flat';
  return (
    <svg
      className={`market-spark market-spark--${tone}`}
      width={SPARK_WIDTH}
      height={SPARK_HEIGHT}
      viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
      // Narrower on phones (market.css): the line stretches to the box rather than shrinking whole.
      preserveAspectRatio="none"
      role="img"
      aria-label={`${label}: 30-day median trend`}
    >
      <polyline
        points={sparkPoints(values)}
        fill="none"
        strokeWidth="1.5"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
