/**
 * Hindi text, drawn so that it both looks right and reads back right. pdf-lib can only place glyphs one after
 * another, and Devanagari needs shaping: conjuncts (श्र), the short i drawn before its consonant (मि), marks
 * placed above and below. So the shaped run is drawn as outlines (exact, like a typeset page), and the same
 * words are laid under it as invisible text in reading order, which is what search and copying see.
 */
import type { Font, Path } from '@pdf-lib/fontkit';
import {
  type Color,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

// fontkit's Path has these at runtime; its type declarations leave them out.
interface PathCommand {
  command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
  args: number[];
}
type OutlinePath = Path & { commands: PathCommand[] };

export interface DevanagariRun {
  /** Width in points at size 1. */
  width: number;
  unitsPerEm: number;
  /** PDF path operators of the outlines, in font units. */
  outline: string;
  /** The outlines as a form XObject, made on first use: a company name is drawn twice on every page. */
  form?: PDFRef;
}

const n = (v: number) => (Math.round(v * 10) / 10).toString();

/** One glyph's outline as PDF path operators, moved to `dx, dy`; TrueType's quadratic curves become cubic. */
function glyphOperators(path: OutlinePath, dx: number, dy: number): string {
  const ops: string[] = [];
  let [x0, y0] = [0, 0];
  for (const { command, args } of path.commands) {
    const [a, b, c, d, e, f] = args;
    if (command === 'moveTo') ops.push(`${n(a + dx)} ${n(b + dy)} m`);
    else if (command === 'lineTo') ops.push(`${n(a + dx)} ${n(b + dy)} l`);
    else if (command === 'bezierCurveTo')
      ops.push(`${n(a + dx)} ${n(b + dy)} ${n(c + dx)} ${n(d + dy)} ${n(e + dx)} ${n(f + dy)} c`);
    else if (command === 'quadraticCurveTo') {
      const [c1x, c1y] = [x0 + ((a - x0) * 2) / 3, y0 + ((b - y0) * 2) / 3];
      const [c2x, c2y] = [c + ((a - c) * 2) / 3, d + ((b - d) * 2) / 3];
      ops.push(`${n(c1x + dx)} ${n(c1y + dy)} ${n(c2x + dx)} ${n(c2y + dy)} ${n(c + dx)} ${n(d + dy)} c`);
    } else ops.push('h');
    if (command !== 'closePath') [x0, y0] = args.slice(-2);
  }
  return ops.join('\n');
}

/** The shaped run of `text`, cached per render (`cache`) by font and text. */
export function shapeRun(shaper: Font, text: string, cache: Map<string, DevanagariRun>): DevanagariRun {
  const key = `${shaper.postscriptName}\u0000${text}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const run = shaper.layout(text);
  const parts: string[] = [];
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const at = run.positions[i];
    parts.push(glyphOperators(glyph.path as OutlinePath, pen + at.xOffset, at.yOffset));
    pen += at.xAdvance;
  });
  const shaped = { width: pen / shaper.unitsPerEm, unitsPerEm: shaper.unitsPerEm, outline: `${parts.join('\n')}\nf` };
  cache.set(key, shaped);
  return shaped;
}

function formOf(pdf: PDFDocument, run: DevanagariRun): PDFRef {
  const em = run.unitsPerEm;
  const bbox = [-em, -em, run.width * em + em, 2 * em];
  run.form ??= pdf.context.register(
    pdf.context.flateStream(run.outline, { Type: 'XObject', Subtype: 'Form', BBox: bbox }),
  );
  return run.form;
}

/** Draws the run's outlines; the caller lays the same words under them as invisible text (page-text.ts). */
export function drawDevanagari(
  page: PDFPage,
  run: DevanagariRun,
  at: { x: number; y: number; size: number; color: Color },
): void {
  const { x, y, size, color } = at;
  const scale = size / run.unitsPerEm;
  const name = page.node.newXObject('Hi', formOf(page.doc, run));
  page.pushOperators(
    pushGraphicsState(),
    setFillingColor(color),
    concatTransformationMatrix(scale, 0, 0, scale, x, y),
    drawObject(name),
    popGraphicsState(),
  );
}
