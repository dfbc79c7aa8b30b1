import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { TIME_ZONE } from '@domain/constants.ts';
import { formatDayMonth, formatRupees, formatWholeRupees } from '@domain/format.ts';
import type { MarketClose } from '@/data/ports/market.ts';

const dayLabel = (seconds: number) => formatDayMonth(seconds * 1000);
/** Unix seconds of midnight in India on a YYYY-MM-DD day. */
const daySeconds = (day: string) => Date.parse(`${day}T00:00:00+05:30`) / 1000;
const rupees = (_u: uPlot, v: number | null) => (v == null ? '—' : formatRupees(v));

/**
 * A class's daily closes drawn with uPlot, as the price history panel draws a product: the median as a line,
 * the low–high range as a band behind it, days in India's time zone, the legend following the cursor.
 */
export function ClassChart({
  closes,
  label,
  height = 260,
}: {
  closes: readonly MarketClose[];
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target || closes.length === 0) return;
    const data: uPlot.AlignedData = [
      closes.map((c) => daySeconds(c.day)),
      closes.map((c) => c.median),
      closes.map((c) => c.high),
      closes.map((c) => c.low),
    ];
    const chart = new uPlot(
      {
        width: Math.max(260, target.clientWidth),
        height,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), TIME_ZONE),
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true },
          y: {
            range: (_u, min, max) => {
              const pad = Math.max(1, (max - min) * 0.1);
              return [Math.max(0, Math.floor(min - pad)), Math.ceil(max + pad)];
            },
          },
        },
        axes: [
          { stroke: '#4a5568', grid: { stroke: '#eef1f5' }, values: (_u, splits) => splits.map(dayLabel) },
          {
            stroke: '#4a5568',
            grid: { stroke: '#eef1f5' },
            size: 70,
            values: (_u, splits) => splits.map((v) => formatWholeRupees(v)),
          },
        ],
        series: [
          { label: 'Day', value: (_u, v) => (v == null ? '—' : dayLabel(v)) },
          { label: 'Median', stroke: '#12284a', width: 2, value: rupees, points: { show: closes.length <= 40 } },
          { label: 'High', stroke: 'rgba(27, 58, 102, 0.35)', width: 1, value: rupees },
          { label: 'Low', stroke: 'rgba(27, 58, 102, 0.35)', width: 1, value: rupees },
        ],
        // The range between high and low is shaded.
        bands: [{ series: [2, 3], fill: 'rgba(27, 58, 102, 0.08)' }],
      },
      data,
      target,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(260, target.clientWidth), height }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [closes, height]);

  return <div ref={box} className="market-chart" role="img" aria-label={label} />;
}
