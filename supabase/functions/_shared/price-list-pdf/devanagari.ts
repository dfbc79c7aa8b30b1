/**
 * Hindi text, drawn so that it both looks right and reads back right. pdf-lib can only place glyphs one after
 * another, and Devanagari needs shaping: conjuncts (श्र), the short i drawn before its consonant (मि), marks
 * placed above and below. So the shaped run is drawn as outlines (exact, like a typeset page), and the same
 * words are laid under it as invisible text in reading order, which is what search and copying see.
 */
import type { Font, Path } from '@pdf-lib/fontkit';
import {
  type Color,
  type PDFFont,
  type PDFPage,
  setCharacterSqueeze,
  setTextRenderingMode,
  TextRenderingMode,
} from 'pdf-lib';

// fontkit's Path has these at runtime; its type declarations leave them out.
interface MovablePath extends Path {
  translate(x: number, y: number): MovablePath;
  scale(x: number, y: number): MovablePath;
}

export interface DevanagariRun {
  /** Width in points at size 1. */
  width: number;
  /** The run's outlines in font units, y pointing down as SVG paths do. */
  outline: string;
}

/** The shaped run of `text`, cached per shaper: company names repeat on every page. */
export function shapeRun(shaper: Font, text: string, cache: Map<string, DevanagariRun>): DevanagariRun {
  const key = `${shaper.postscriptName}\u0000${text}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const run = shaper.layout(text);
  const parts: string[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const at = run.positions[i];
    const path = glyph.path as MovablePath;
    parts.push(
      path
        .translate(pen + at.xOffset, at.yOffset)
        .scale(1, -1)
        .toSVG(),
    );
    pen += at.xAdvance;
  });
  const shaped = { width: pen / shaper.unitsPerEm, outline: parts.join(' ') };
  cache.set(key, shaped);
  return shaped;
}

export function drawDevanagari(
  page: PDFPage,
  text: string,
  run: DevanagariRun,
  at: { x: number; y: number; size: number; color: Color; unitsPerEm: number; font: PDFFont },
): void {
  const { x, y, size, color, font } = at;
  if (run.outline) page.drawSvgPath(run.outline, { x, y, scale: size / at.unitsPerEm, color, borderWidth: 0 });
  // Squeezed to the outlines' width, so readers see the gaps (spaces) around the run where they are drawn.
  const squeeze = ((run.width * size) / font.widthOfTextAtSize(text, size)) * 100;
  page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible), setCharacterSqueeze(squeeze));
  page.drawText(text, { x, y, size, font });
  page.pushOperators(setTextRenderingMode(TextRenderingMode.Fill), setCharacterSqueeze(100));
}
