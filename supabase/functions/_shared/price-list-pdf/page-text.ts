/**
 * A page's text written as one text object. pdf-lib's drawText wraps every string in its own q/BT/Tf/TL/Tm/ET/Q
 * and adds a new font resource name on each font change, so a list page carried ~190 text objects and ~190 font
 * names for five fonts; pdf.js turns each into operators and font look-ups before it paints the first page.
 * Here the strings are kept in drawing order and written once at the end of the page, with the font, size,
 * colour and rendering mode set only when they change. Text goes over the page's rules and bands, as before.
 */
import {
  beginText,
  type Color,
  endText,
  moveText,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  setCharacterSqueeze,
  setFillingColor,
  setFontAndSize,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
} from 'pdf-lib';

interface TextPiece {
  text: string;
  x: number;
  y: number;
  size: number;
  font: PDFFont;
  color: Color;
  /** Invisible text squeezed to this percentage (Devanagari's searchable layer under its outlines). */
  invisibleSqueeze?: number;
}

const sameColor = (a: Color, b: Color | null) => a === b || (b !== null && JSON.stringify(a) === JSON.stringify(b));

/** The operators of one text object showing `pieces`, naming fonts with `fontName`. */
function textObject(pieces: TextPiece[], fontName: (font: PDFFont) => PDFName): PDFOperator[] {
  const ops: PDFOperator[] = [beginText()];
  // Each string's start as a move from the previous one (Td: two numbers, not Tm's six).
  let [lineX, lineY] = [0, 0];
  let [font, size, color, squeeze]: [PDFFont | null, number, Color | null, number | undefined] = [
    null,
    0,
    null,
    undefined,
  ];
  for (const piece of pieces) {
    if (piece.font !== font || piece.size !== size) ops.push(setFontAndSize(fontName(piece.font), piece.size));
    if (!piece.invisibleSqueeze && !sameColor(piece.color, color)) ops.push(setFillingColor(piece.color));
    if (piece.invisibleSqueeze !== squeeze) {
      const invisible = piece.invisibleSqueeze !== undefined;
      ops.push(
        setTextRenderingMode(invisible ? TextRenderingMode.Invisible : TextRenderingMode.Fill),
        setCharacterSqueeze(piece.invisibleSqueeze ?? 100),
      );
    }
    ops.push(moveText(piece.x - lineX, piece.y - lineY), showText(piece.font.encodeText(piece.text)));
    [lineX, lineY] = [piece.x, piece.y];
    [font, size, squeeze] = [piece.font, piece.size, piece.invisibleSqueeze];
    if (!piece.invisibleSqueeze) color = piece.color;
  }
  ops.push(endText());
  return ops;
}

/** Collects text per page; `flush` writes a page's text and forgets it. */
export function pageTextWriter() {
  const pending = new Map<PDFPage, TextPiece[]>();
  return {
    add(page: PDFPage, piece: TextPiece): void {
      const pieces = pending.get(page);
      if (pieces) pieces.push(piece);
      else pending.set(page, [piece]);
    },
    flush(page: PDFPage): void {
      const pieces = pending.get(page);
      pending.delete(page);
      if (!pieces?.length) return;
      const names = new Map<PDFFont, PDFName>();
      const fontName = (font: PDFFont) => {
        let name = names.get(font);
        if (!name) names.set(font, (name = page.node.newFontDictionary(font.name, font.ref)));
        return name;
      };
      page.pushOperators(...textObject(pieces, fontName));
    },
  };
}
