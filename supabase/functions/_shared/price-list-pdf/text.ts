/** Measuring and drawing mixed-script text: each run in the font that has its glyphs. */
import type { Color, PDFPage } from 'pdf-lib';
import { type DevanagariRun, drawDevanagari, shapeRun } from './devanagari.ts';
import type { Fonts } from './fonts.ts';
import { pageTextWriter } from './page-text.ts';
import { type Run, splitRuns } from './scripts.ts';

interface TextStyle {
  size: number;
  bold?: boolean;
  color: Color;
}

export interface Typesetter {
  width(text: string, style: Pick<TextStyle, 'size' | 'bold'>): number;
  draw(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void;
  /** Draws with the text's right edge at `right` (numbers line up on their last digit). */
  drawRight(page: PDFPage, text: string, right: number, y: number, style: TextStyle): void;
  /** The text broken into lines no wider than `maxWidth` (at word boundaries; a long word is cut). */
  wrap(text: string, maxWidth: number, style: Pick<TextStyle, 'size' | 'bold'>): string[];
  /** Writes the text drawn on `page` (kept until now, so the page carries one text object). */
  finish(page: PDFPage): void;
}

export function typesetter(fonts: Fonts): Typesetter {
  // Shaping a run is the costly part; units repeat on every line and words repeat in descriptions.
  const widths = new Map<string, number>();
  const shaped = new Map<string, DevanagariRun>();
  const runWidth = (run: Run, bold: boolean) =>
    run.script === 'devanagari'
      ? shapeRun(fonts.shaper(bold), run.text, shaped).width
      : fonts.face(run.script, bold).widthOfTextAtSize(run.text, 1);
  const unitWidth = (text: string, bold: boolean) => {
    const key = `${bold ? 'b' : 'r'}${text}`;
    let w = widths.get(key);
    if (w === undefined) {
      w = splitRuns(text).reduce((sum, run) => sum + runWidth(run, bold), 0);
      widths.set(key, w);
    }
    return w;
  };
  const width: Typesetter['width'] = (text, { size, bold = false }) => unitWidth(text, bold) * size;

  const text = pageTextWriter();
  const draw: Typesetter['draw'] = (page, content, x, y, { size, bold = false, color }) => {
    let at = x;
    for (const run of splitRuns(content)) {
      const font = fonts.face(run.script, bold);
      if (run.script === 'devanagari') {
        const shape = shapeRun(fonts.shaper(bold), run.text, shaped);
        drawDevanagari(page, shape, { x: at, y, size, color });
        // Squeezed to the outlines' width, so readers see the gaps (spaces) around the run where they are drawn.
        const squeeze = ((shape.width * size) / font.widthOfTextAtSize(run.text, size)) * 100;
        text.add(page, { text: run.text, x: at, y, size, font, color, invisibleSqueeze: squeeze });
        at += shape.width * size;
      } else {
        text.add(page, { text: run.text, x: at, y, size, font, color });
        at += unitWidth(run.text, bold) * size;
      }
    }
  };

  const wrap: Typesetter['wrap'] = (text, maxWidth, style) => {
    if (width(text, style) <= maxWidth) return [text];
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate, style) <= maxWidth) line = candidate;
      else {
        if (line) lines.push(line);
        line = cutToWidth(word, maxWidth, (t) => width(t, style), lines);
      }
    }
    if (line) lines.push(line);
    return lines;
  };

  return {
    width,
    draw,
    drawRight: (page, text, right, y, style) => draw(page, text, right - width(text, style), y, style),
    wrap,
    finish: (page) => text.flush(page),
  };
}

/** A word wider than the column: pushes full-width pieces to `lines`, returns the rest. */
function cutToWidth(word: string, maxWidth: number, width: (t: string) => number, lines: string[]): string {
  let rest = word;
  while (width(rest) > maxWidth && rest.length > 1) {
    let n = rest.length - 1;
    while (n > 1 && width(rest.slice(0, n)) > maxWidth) n--;
    lines.push(rest.slice(0, n));
    rest = rest.slice(n);
  }
  return rest;
}
