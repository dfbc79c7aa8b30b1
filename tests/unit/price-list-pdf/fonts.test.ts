import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedFonts } from '../../../supabase/functions/_shared/price-list-pdf/fonts.ts';

const NOTO_SANS = new URL(
  '../../../supabase/functions/_shared/price-list-pdf/fonts/NotoSans-Regular.ttf',
  import.meta.url,
);

/** The TrueType programs (FontFile2) a PDF embeds. */
async function embeddedFonts(bytes: Uint8Array): Promise<Uint8Array[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PDFDict => o instanceof PDFDict && o.has(PDFName.of('FontFile2')))
    .map((descriptor) => descriptor.lookup(PDFName.of('FontFile2')))
    .filter((file): file is PDFRawStream => file instanceof PDFRawStream)
    .map((file) => decodePDFRawStream(file).decode());
}

describe('embedded font subsets', () => {
  it('keep every glyph outline intact (no glyph shifted by an odd-length one before it)', async () => {
    const text = 'Cotnmbd40s,rigpuPl';
    const pdf = await PDFDocument.create();
    const fonts = await embedFonts(pdf, false);
    pdf.addPage().drawText(text, { x: 10, y: 10, size: 10, font: fonts.face('latin', false) });
    const [subset] = await embeddedFonts(await pdf.save());

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
