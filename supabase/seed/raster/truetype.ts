/**
 * Just enough of TrueType to draw text into the demo images: the character map (format 4), advance
 * widths, kerning is left out, and glyph outlines (simple and composite) as closed contours of on-curve
 * points and quadratic control points, in font units with y up.
 */

export interface GlyphPoint {
  x: number;
  y: number;
  onCurve: boolean;
}

interface Glyph {
  advance: number;
  contours: GlyphPoint[][];
}

export interface Font {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  glyph(char: string): Glyph;
}

export function parseFont(bytes: Uint8Array): Font {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    tables.set(tag, view.getUint32(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font has no ${tag} table`);
    return offset;
  };

  const head = table('head');
  const unitsPerEm = view.getUint16(head + 18);
  const longOffsets = view.getInt16(head + 50) === 1;
  const hhea = table('hhea');
  const ascender = view.getInt16(hhea + 4);
  const descender = view.getInt16(hhea + 6);
  const metricsCount = view.getUint16(hhea + 34);
  const hmtx = table('hmtx');
  const glyf = table('glyf');
  const loca = table('loca');

  const advanceOf = (id: number) => view.getUint16(hmtx + 4 * Math.min(id, metricsCount - 1));
  const glyphRange = (id: number): [number, number] =>
    longOffsets
      ? [view.getUint32(loca + id * 4), view.getUint32(loca + id * 4 + 4)]
      : [view.getUint16(loca + id * 2) * 2, view.getUint16(loca + id * 2 + 2) * 2];

  const glyphIdOf = cmapFormat4(view, table('cmap'));

  function contoursOf(id: number, depth = 0): GlyphPoint[][] {
    const [start, end] = glyphRange(id);
    if (end <= start || depth > 4) return [];
    const at = glyf + start;
    const contourCount = view.getInt16(at);
    return contourCount >= 0
      ? simpleGlyph(view, at, contourCount)
      : compositeGlyph(view, at, (g) => contoursOf(g, depth + 1));
  }

  const cache = new Map<string, Glyph>();
  return {
    unitsPerEm,
    ascender,
    descender,
    glyph(char) {
      let glyph = cache.get(char);
      if (!glyph) {
        const id = glyphIdOf(char.codePointAt(0) ?? 0);
        glyph = { advance: advanceOf(id), contours: contoursOf(id) };
        cache.set(char, glyph);
      }
      return glyph;
    },
  };
}

/** The Unicode BMP character map (platform 3 encoding 1, format 4). */
function cmapFormat4(view: DataView, cmap: number): (code: number) => number {
  const count = view.getUint16(cmap + 2);
  let sub = -1;
  for (let i = 0; i < count; i++) {
    const record = cmap + 4 + i * 8;
    if (view.getUint16(record) === 3 && view.getUint16(record + 2) === 1) sub = cmap + view.getUint32(record + 4);
  }
  if (sub < 0 || view.getUint16(sub) !== 4) throw new Error('font has no Unicode format 4 cmap');
  const segments = view.getUint16(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (code) => {
    for (let i = 0; i < segments; i++) {
      if (code > view.getUint16(ends + i * 2)) continue;
      const first = view.getUint16(starts + i * 2);
      if (code < first) return 0;
      const delta = view.getInt16(deltas + i * 2);
      const rangeOffset = view.getUint16(rangeOffsets + i * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const id = view.getUint16(rangeOffsets + i * 2 + rangeOffset + (code - first) * 2);
      return id === 0 ? 0 : (id + delta) & 0xffff;
    }
    return 0;
  };
}

function simpleGlyph(view: DataView, at: number, contourCount: number): GlyphPoint[][] {
  const endPoints: number[] = [];
  for (let i = 0; i < contourCount; i++) endPoints.push(view.getUint16(at + 10 + i * 2));
  const pointCount = contourCount ? endPoints[contourCount - 1] + 1 : 0;
  let p = at + 10 + contourCount * 2;
  p += 2 + view.getUint16(p); // instructions

  const flags: number[] = [];
  while (flags.length < pointCount) {
    const flag = view.getUint8(p++);
    flags.push(flag);
    if (flag & 8) {
      const repeat = view.getUint8(p++);
      for (let r = 0; r < repeat; r++) flags.push(flag);
    }
  }
  const coordinates = (shortBit: number, sameBit: number) => {
    const values: number[] = [];
    let value = 0;
    for (const flag of flags) {
      if (flag & shortBit) {
        const delta = view.getUint8(p++);
        value += flag & sameBit ? delta : -delta;
      } else if (!(flag & sameBit)) {
        value += view.getInt16(p);
        p += 2;
      }
      values.push(value);
    }
    return values;
  };
  const xs = coordinates(2, 16);
  const ys = coordinates(4, 32);

  const contours: GlyphPoint[][] = [];
  let first = 0;
  for (const last of endPoints) {
    const contour: GlyphPoint[] = [];
    for (let i = first; i <= last; i++) contour.push({ x: xs[i], y: ys[i], onCurve: (flags[i] & 1) === 1 });
    contours.push(contour);
    first = last + 1;
  }
  return contours;
}

/** A glyph made of other glyphs, each moved (and possibly scaled) into place. */
function compositeGlyph(view: DataView, at: number, contoursOf: (id: number) => GlyphPoint[][]): GlyphPoint[][] {
  const contours: GlyphPoint[][] = [];
  let p = at + 10;
  for (;;) {
    const flags = view.getUint16(p);
    const id = view.getUint16(p + 2);
    p += 4;
    const words = (flags & 1) !== 0;
    const dx = words ? view.getInt16(p) : view.getInt8(p);
    const dy = words ? view.getInt16(p + 2) : view.getInt8(p + 1);
    p += words ? 4 : 2;
    let [a, b, c, d] = [1, 0, 0, 1];
    const f2dot14 = (offset: number) => view.getInt16(offset) / 16384;
    if (flags & 8) {
      a = d = f2dot14(p);
      p += 2;
    } else if (flags & 0x40) {
      [a, d] = [f2dot14(p), f2dot14(p + 2)];
      p += 4;
    } else if (flags & 0x80) {
      [a, b, c, d] = [f2dot14(p), f2dot14(p + 2), f2dot14(p + 4), f2dot14(p + 6)];
      p += 8;
    }
    for (const contour of contoursOf(id)) {
      contours.push(
        contour.map((pt) => ({ x: a * pt.x + c * pt.y + dx, y: b * pt.x + d * pt.y + dy, onCurve: pt.onCurve })),
      );
    }
    if (!(flags & 0x20)) return contours;
  }
}
