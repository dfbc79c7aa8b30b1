import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { TIME_ZONE } from '@domain/constants.ts';
import { formatCount, formatDayMonth } from '@domain/format.ts';
import './time-chart.css';

export interface ChartSeries {
  label: string;
  /** One value per day. */
  values: readonly number[];
  colour: string;
}

/** Unix seconds of midnight in India on a YYYY-MM-DD day. */
const daySeconds = (day: string) => Date.parse(`${day}T00:00:00+05:30`) / 1000;

/** '27 Oct' (en-IN, India's calendar day) of unix seconds. */
const dayLabel = (seconds: number) => formatDayMonth(seconds * 1000);

/**
 * A per-day line chart (uPlot): days in India's time zone on the x axis, one line per series, a legend that
 * follows the cursor. Resizes with its box. The figure's caption says what it shows; `summary` says it in words.
 */
export function TimeChart({
  title,
  days,
  series,
  summary,
  height = 220,
}: {
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  summary: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const data: uPlot.AlignedData = [days.map(daySeconds), ...series.map((s) => [...s.values])];
    const chart = new uPlot(
      {
        width: Math.max(240, target.clientWidth),
        height,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), TIME_ZONE),
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        axes: [
          {
            stroke: '#4a5568',
            grid: { stroke: '#eef1f5' },
            ticks: { stroke: '#d9dee7' },
            values: (_u, splits) => splits.map(dayLabel),
          },
          { stroke: '#4a5568', grid: { stroke: '#eef1f5' }, ticks: { stroke: '#d9dee7' }, size: 48 },
        ],
        series: [
          {
            label: 'Day',
            value: (_u, v) => (v == null ? '—' : dayLabel(v)),
          },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.colour,
            width: 2,
            points: { show: days.length <= 31, size: 5 },
            value: (_u: uPlot, v: number | null) => (v == null ? '—' : formatCount(v)),
          })),
        ],
      },
      data,
      target,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(240, target.clientWidth), height }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, height]);

  return (
    <figure className="time-chart">
      <figcaption className="time-chart__title">{title}</figcaption>
      <div ref={box} className="time-chart__plot" role="img" aria-label={`${title}: ${summary}`} />
      <p className="visually-hidden">{summary}</p>
    </figure>
  );
}
