import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDistance } from '@domain/bid-management.ts';
import { TIME_ZONE } from '@domain/constants.ts';
import { formatDayMonth, formatPercentChange, formatShortDateTime } from '@domain/format.ts';
import { distanceSeries, type BidRow } from '../model/bid-rows.ts';

const HEIGHT = 170;
const COLORS = { Pending: '#5b6474', Accepted: '#17663a', Rejected: '#b42318' } as const;

const points = (label: keyof typeof COLORS): uPlot.Series => ({
  label,
  stroke: COLORS[label],
  fill: COLORS[label],
  paths: () => null,
  points: { show: true, size: 7, stroke: COLORS[label], fill: COLORS[label] },
  value: (_u, v) => (v === null ? '–' : formatDistance(v)),
});

/**
 * Where the bids sat against the basic price over the window: one dot per bid (its distance in % of the
 * basic price when it was placed) by bid time in IST, coloured by status, the basic price as the dashed zero line.
 */
export function DistanceChart({ rows, since }: { rows: readonly BidRow[]; since: string }) {
  const box = useRef<HTMLDivElement>(null);
  const data = useMemo(() => {
    const [x, ...series] = distanceSeries(rows);
    return [x, x.map(() => 0), ...series] as uPlot.AlignedData;
  }, [rows]);

  useEffect(() => {
    const el = box.current;
    // jsdom (component tests) has no canvas to draw on.
    if (!el || typeof ResizeObserver === 'undefined') return;
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), TIME_ZONE),
        // The whole window, so the axis reads in days however close together the bids are.
        scales: { x: { time: true, range: () => [Date.parse(since) / 1000, Date.now() / 1000] } },
        cursor: { drag: { x: false, y: false } },
        axes: [
          {
            stroke: '#4a5568',
            grid: { stroke: '#eef2f8' },
            ticks: { stroke: '#d9dee7' },
            // India's days ('24 Nov'), not uPlot's default US-style dates; a day is named once.
            values: (_u, splits) =>
              splits.map((s, i) =>
                i > 0 && formatDayMonth(splits[i - 1] * 1000) === formatDayMonth(s * 1000)
                  ? ''
                  : formatDayMonth(s * 1000),
              ),
          },
          {
            stroke: '#4a5568',
            size: 64,
            grid: { stroke: '#eef2f8' },
            ticks: { stroke: '#d9dee7' },
            values: (_u, splits) => splits.map((v) => formatPercentChange(v, Number.isInteger(v) ? 0 : 1)),
          },
        ],
        series: [
          { label: 'Bid time', value: (_u, v) => (v == null ? '–' : formatShortDateTime(v * 1000)) },
          {
            label: 'Basic price',
            stroke: '#ea6a1f',
            dash: [6, 4],
            width: 1.5,
            points: { show: false },
            value: () => formatPercentChange(0, 0),
          },
          points('Pending'),
          points('Accepted'),
          points('Rejected'),
        ],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, since]);

  return (
    <figure className="bids-chart" aria-label="Bid price against the basic price at bid time over the last 10 days">
      <figcaption>Bid price vs basic price at bid time (%), last 10 days</figcaption>
      <div ref={box} className="bids-chart__plot" data-testid="bids-chart" />
    </figure>
  );
}
