/**
 * A small RGB canvas for the demo creatives: filled shapes and TrueType text with anti-aliased edges
 * (non-zero winding, four sub-scanlines per pixel with exact horizontal coverage), flat colours or
 * per-pixel paints such as gradients. Enough for banners and monograms, nothing more.
 */
import type { Font, GlyphPoint } from './truetype.ts';

export type Rgb = readonly [number, number, number];
export type Point = readonly [number, number];
/** A closed outline in pixels (y down). */
export type Polygon = readonly Point[];
/** A colour, or a colour per pixel centre (gradients). */
export type Paint = Rgb | ((x: number, y: number) => Rgb);

const SUB_SCANLINES = 4;

export function hex(value: string): Rgb {
  const n = parseInt(value.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

/** A linear gradient from `from` at point a to `to` at point b. */
export function linearGradient(a: Point, b: Point, from: Rgb, to: Rgb): Paint {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length2 = dx * dx + dy * dy || 1;
  return (x, y) => mix(from, to, ((x - a[0]) * dx + (y - a[1]) * dy) / length2);
}

export function rect(x: number, y: number, width: number, height: number): Polygon {
  return [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ];
}

export function roundedRect(x: number, y: number, width: number, height: number, radius: number): Polygon {
  const r = Math.min(radius, width / 2, height / 2);
  const corner = (cx: number, cy: number, start: number): Point[] =>
    Array.from({ length: 9 }, (_, i) => {
      const angle = start + (i / 8) * (Math.PI / 2);
      return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
    });
  return [
    ...corner(x + width - r, y + r, -Math.PI / 2),
    ...corner(x + width - r, y + height - r, 0),
    ...corner(x + r, y + height - r, Math.PI / 2),
    ...corner(x + r, y + r, Math.PI),
  ];
}

export function circle(cx: number, cy: number, radius: number): Polygon {
  const steps = Math.max(24, Math.ceil(radius * 1.5));
  return Array.from({ length: steps }, (_, i) => {
    const angle = (i / steps) * Math.PI * 2;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
  });
}

/** A straight stroke from a to b, `width` pixels wide, as a polygon. */
export function line(a: Point, b: Point, width: number): Polygon {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [(-dy / length) * (width / 2), (dx / length) * (width / 2)];
  return [
    [a[0] + nx, a[1] + ny],
    [b[0] + nx, b[1] + ny],
    [b[0] - nx, b[1] - ny],
    [a[0] - nx, a[1] - ny],
  ];
}

export interface TextStyle {
  font: Font;
  size: number;
  /** Extra space between letters, in pixels. */
  tracking?: number;
}

/** The advance width of `text` in pixels. */
export function measureText(text: string, { font, size, tracking = 0 }: TextStyle): number {
  const scale = size / font.unitsPerEm;
  return [...text].reduce((width, char) => width + font.glyph(char).advance * scale + tracking, 0) - tracking;
}

/** The outlines of `text` with its left end at x and its baseline at y. */
function textPolygons(text: string, x: number, y: number, { font, size, tracking = 0 }: TextStyle): Polygon[] {
  const scale = size / font.unitsPerEm;
  const polygons: Polygon[] = [];
  let pen = x;
  for (const char of text) {
    const glyph = font.glyph(char);
    for (const contour of glyph.contours) {
      polygons.push(flattenContour(contour).map(([gx, gy]) => [pen + gx * scale, y - gy * scale] as const));
    }
    pen += glyph.advance * scale + tracking;
  }
  return polygons;
}

/** A TrueType contour as line segments: quadratic curves between on-curve (or implied midway) points. */
function flattenContour(points: GlyphPoint[]): Point[] {
  if (points.length === 0) return [];
  const n = points.length;
  const mid = (a: GlyphPoint, b: GlyphPoint): GlyphPoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, onCurve: true });
  const firstOn = points.findIndex((p) => p.onCurve);
  // Start on an on-curve point (or, when there is none, midway between the last and the first point),
  // then walk once round the contour back to the start.
  const start = firstOn >= 0 ? points[firstOn] : mid(points[n - 1], points[0]);
  const rest = firstOn >= 0 ? [...points.slice(firstOn + 1), ...points.slice(0, firstOn + 1)] : [...points, start];
  const out: Point[] = [[start.x, start.y]];
  let current = start;
  let control: GlyphPoint | null = null;
  const curveTo = (c: GlyphPoint, end: GlyphPoint) => {
    for (let i = 1; i <= 8; i++) {
      const t = i / 8;
      const u = 1 - t;
      out.push([
        u * u * current.x + 2 * u * t * c.x + t * t * end.x,
        u * u * current.y + 2 * u * t * c.y + t * t * end.y,
      ]);
    }
  };
  for (const point of rest) {
    if (point.onCurve) {
      if (control) curveTo(control, point);
      else out.push([point.x, point.y]);
      current = point;
      control = null;
    } else if (control) {
      const implied = mid(control, point);
      curveTo(control, implied);
      current = implied;
      control = point;
    } else {
      control = point;
    }
  }
  if (control) curveTo(control, start);
  return out;
}

interface Edge {
  top: number;
  bottom: number;
  x: number;
  slope: number;
  winding: number;
}

export class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  /** Fills the union of `polygons` (non-zero winding) with `paint` at `opacity`. */
  fill(polygons: readonly Polygon[], paint: Paint, opacity = 1): void {
    const edges: Edge[] = [];
    for (const polygon of polygons) {
      for (let i = 0; i < polygon.length; i++) {
        const [x0, y0] = polygon[i];
        const [x1, y1] = polygon[(i + 1) % polygon.length];
        if (y0 === y1) continue;
        const down = y1 > y0;
        const [top, bottom, x] = down ? [y0, y1, x0] : [y1, y0, x1];
        edges.push({ top, bottom, x, slope: (x1 - x0) / (y1 - y0), winding: down ? 1 : -1 });
      }
    }
    if (edges.length === 0) return;
    const firstRow = Math.max(0, Math.floor(Math.min(...edges.map((e) => e.top))));
    const lastRow = Math.min(this.height - 1, Math.ceil(Math.max(...edges.map((e) => e.bottom))));
    const coverage = new Float32Array(this.width + 1);
    const colour = typeof paint === 'function' ? paint : () => paint;

    for (let row = firstRow; row <= lastRow; row++) {
      coverage.fill(0);
      let minX = this.width;
      let maxX = 0;
      for (let s = 0; s < SUB_SCANLINES; s++) {
        const y = row + (s + 0.5) / SUB_SCANLINES;
        const crossings = edges
          .filter((e) => e.top <= y && y < e.bottom)
          .map((e) => ({ x: e.x + (y - e.top) * e.slope, winding: e.winding }))
          .sort((a, b) => a.x - b.x);
        let winding = 0;
        let spanStart = 0;
        for (const crossing of crossings) {
          const before = winding;
          winding += crossing.winding;
          if (before === 0 && winding !== 0) spanStart = crossing.x;
          if (before !== 0 && winding === 0) {
            const [from, to] = [Math.max(0, spanStart), Math.min(this.width, crossing.x)];
            if (to <= from) continue;
            addSpan(coverage, from, to, 1 / SUB_SCANLINES);
            minX = Math.min(minX, Math.floor(from));
            maxX = Math.max(maxX, Math.ceil(to));
          }
        }
      }
      for (let x = minX; x < Math.min(maxX, this.width); x++) {
        const alpha = Math.min(1, coverage[x]) * opacity;
        if (alpha <= 0) continue;
        const c = colour(x + 0.5, row + 0.5);
        const at = (row * this.width + x) * 3;
        for (let k = 0; k < 3; k++) this.pixels[at + k] = Math.round(this.pixels[at + k] * (1 - alpha) + c[k] * alpha);
      }
    }
  }

  /** Writes `text` with its left end at x and its baseline at y. */
  text(text: string, x: number, y: number, style: TextStyle, paint: Paint, opacity = 1): void {
    this.fill(textPolygons(text, x, y, style), paint, opacity);
  }
}

/** Adds `weight` over [from, to) of a pixel row, with partial pixels at both ends. */
function addSpan(coverage: Float32Array, from: number, to: number, weight: number): void {
  const first = Math.floor(from);
  const last = Math.floor(to);
  if (first === last) {
    coverage[first] += (to - from) * weight;
    return;
  }
  coverage[first] += (first + 1 - from) * weight;
  for (let x = first + 1; x < last; x++) coverage[x] += weight;
  coverage[last] += (to - last) * weight;
}
