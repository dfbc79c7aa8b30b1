import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { TIME_ZONE } from '@domain/constants.ts';
import { formatDayMonth, formatRupees, formatWholeRupees } from '@domain/format.ts';

/** A price over time: [unix seconds, price] ascending. */
export type PricePoint = readonly [number, number];

const dayLabel = (seconds: number) => formatDayMonth(seconds * 1000);

/** The chart's colours, also the legend's (history-panel.tsx). */
export const CHART_COLOURS = { price: '#12284a', unsaved: '#ea6a1f', market: '#2f8f6b' } as const;

/**
 * A product's basic price as a step line (a price holds until the next change), drawn with uPlot: days in
 * India's time zone, the price in ₹, the legend following the cursor, an unsaved price dashed at the end.
 */
export function PriceHistoryChart({
  points,
  pending,
  label,
  market = [],
  height = 180,
}: {
  points: readonly PricePoint[];
  /** The class's daily median (issue 27), drawn as a second line against the price; none when empty. */
  market?: readonly PricePoint[];
  /** The unsaved price, drawn after the last point. */
  pending: number | null;
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target || points.length === 0) return;
    const now = Date.now() / 1000;
    const last = points[points.length - 1];
    // The line runs to today; an unsaved price shows as a second, dashed series from the last point.
    const xs = [...points.map((p) => p[0]), Math.max(now, last[0] + 1)];
    const saved = [...points.map((p) => p[1]), last[1]];
    const draft = xs.map((_, i) =>
      pending !== null && i >= xs.length - 2 ? (i === xs.length - 1 ? pending : last[1]) : null,
    );
    // The price's changes and the median's daily closes fall on different times: joined on one x axis, each
    // line spanning the other's points.
    const data = uPlot.join([
      [xs, saved, draft],
      [market.map((p) => p[0]), market.map((p) => p[1])],
    ]);
    const chart = new uPlot(
      {
        width: Math.max(220, target.clientWidth),
        height,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), TIME_ZONE),
        cursor: { drag: { x: false, y: false } },
        // The list under the chart gives every change exactly; the chart is for the shape.
        legend: { show: false },
        scales: {
          x: { time: true },
          y: {
            range: (_u, min, max) => {
              const pad = Math.max(1, (max - min) * 0.15);
              return [Math.max(0, Math.floor(min - pad)), Math.ceil(max + pad)];
            },
          },
        },
        axes: [
          {
            stroke: '#4a5568',
            grid: { stroke: '#eef1f5' },
            // Ticks within one day (a product changed today) name the day once, not at every tick.
            values: (_u, splits) =>
              splits.map((s, i) => (i > 0 && dayLabel(splits[i - 1]) === dayLabel(s) ? '' : dayLabel(s))),
          },
          {
            stroke: '#4a5568',
            grid: { stroke: '#eef1f5' },
            size: 64,
            values: (_u, splits) => splits.map((v) => formatWholeRupees(v)),
          },
        ],
        series: [
          { label: 'Date', value: (_u, v) => (v == null ? '—' : dayLabel(v)) },
          {
            label: 'Basic price',
            stroke: CHART_COLOURS.price,
            width: 2,
            spanGaps: true,
            fill: 'rgba(18, 40, 74, 0.06)',
            paths: uPlot.paths.stepped!({ align: 1 }),
            points: { show: points.length <= 40, size: 5 },
            value: (_u, v) => (v == null ? '—' : formatRupees(v)),
          },
          {
            label: 'Unsaved',
            stroke: CHART_COLOURS.unsaved,
            width: 2,
            dash: [5, 4],
            show: pending !== null,
            spanGaps: true,
            points: { show: true, size: 6 },
            value: (_u, v) => (v == null ? '—' : formatRupees(v)),
          },
          {
            label: 'Class median',
            stroke: CHART_COLOURS.market,
            width: 1.5,
            show: market.length > 0,
            spanGaps: true,
            points: { show: false },
            value: (_u, v) => (v == null ? '—' : formatRupees(v)),
          },
        ],
      },
      data,
      target,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(220, target.clientWidth), height }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, pending, market, height]);

  return <div ref={box} className="price-chart" role="img" aria-label={label} />;
}
