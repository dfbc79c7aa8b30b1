import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, type PDFFont, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedFonts } from '../../../supabase/functions/_shared/price-list-pdf/fonts.ts';

const NOTO_SANS = new URL(
  '../../../supabase/functions/_shared/price-list-pdf/fonts/NotoSans-Regular.ttf',
  import.meta.url,
);

/**
 * The TrueType program (FontFile2) a PDF embeds for `font`, found through the font's own object (Type0 font →
 * descendant → descriptor). The list embeds three fonts in the order their files finish reading, so the test
 * must not take the first program it meets.
 */
async function embeddedProgram(bytes: Uint8Array, font: PDFFont): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes);
  const type0 = pdf.context.lookup(font.ref, PDFDict);
  const descendant = type0.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
  const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
  const program = descriptor.lookup(PDFName.of('FontFile2'));
  if (!(program instanceof PDFRawStream)) throw new Error(`${font.name} has no embedded TrueType program`);
  return decodePDFRawStream(program).decode();
}

describe('embedded font subsets', () => {
  it('keep every glyph outline intact (no glyph shifted by an odd-length one before it)', async () => {
    const text = 'Cotnmbd40s,rigpuPl';
    const pdf = await PDFDocument.create();
    const fonts = await embedFonts(pdf, false);
    const latin = fonts.face('latin', false);
    pdf.addPage().drawText(text, { x: 10, y: 10, size: 10, font: latin });
    const subset = await embeddedProgram(await pdf.save(), latin);

    const original = fontkit.create(fs.readFileSync(NOTO_SANS));
    const embedded = fontkit.create(subset);
    // The subset holds .notdef, then each glyph in the order the text first used it.
    const outlines = (font: typeof original, ids: number[]) => ids.map((id) => font.getGlyph(id).path.toSVG());
    const used = Array.from(text, (ch) => original.glyphForCodePoint(ch.codePointAt(0) ?? 0).id);
    expect(
      outlines(
        embedded,
        used.map((_, i) => i + 1),
      ),
    ).toEqual(outlines(original, used));
  });
});
