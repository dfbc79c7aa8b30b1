import './sparkline.css';

/**
 * A price's recent course in a few pixels: a step line of [time, value] points (a value holds until the
 * next), coloured by the change from the first to the last, with the change said for assistive technology
 * and in the tooltip. Nothing is drawn for fewer than two points.
 */
export function Sparkline({
  points,
  label,
  width = 72,
  height = 22,
}: {
  points: readonly (readonly [number, number])[];
  /** What the values are, e.g. 'Basic price over 90 days'. */
  label: string;
  width?: number;
  height?: number;
}) {
  if (points.length < 2) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const [y0, y1] = [Math.min(...ys), Math.max(...ys)];
  const pad = 2;
  const x = (v: number) => pad + ((v - x0) / (x1 - x0 || 1)) * (width - 2 * pad);
  const y = (v: number) => height - pad - ((v - y0) / (y1 - y0 || 1)) * (height - 2 * pad);
  const path = points
    .map(([t, v], i) => (i === 0 ? `M${x(t)},${y(v)}` : `H${x(t)}V${y(v)}`))
    .concat(`H${width - pad}`)
    .join('');
  const first = ys[0];
  const last = ys[ys.length - 1];
  const pct = first ? Math.round(((last - first) / first) * 1000) / 10 : 0;
  const tone = pct > 0 ? 'up' : pct < 0 ? 'down' : 'flat';
  const said = `${label}: ${pct > 0 ? '+' : ''}${pct} %`;
  return (
    <span className={`sparkline sparkline--${tone}`} title={said}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={said}>
        <path d={path} fill="none" strokeWidth="1.6" strokeLinejoin="round" />
        <circle cx={width - pad} cy={y(last)} r="2" />
      </svg>
      <span className="sparkline__pct" aria-hidden="true">
        {pct > 0 ? '▲' : pct < 0 ? '▼' : '■'} {Math.abs(pct)}%
      </span>
    </span>
  );
}
