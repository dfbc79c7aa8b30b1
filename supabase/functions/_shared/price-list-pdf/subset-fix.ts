/**
 * @pdf-lib/fontkit 1.1.1's TrueType subsetter copies each glyph's bytes as they are and then, for a small font,
 * writes the short `loca` table, which stores offsets halved: every glyph after an odd-length one points a byte
 * off, and viewers draw blanks for about half the letters of Noto Sans. Padding each glyph to 4 bytes (what
 * the TrueType spec recommends, and what later fontkit versions do) keeps every offset exact.
 */
import type { Font } from '@pdf-lib/fontkit';

interface GlyphBytes extends Uint8Array {
  constructor: { alloc?: (size: number) => GlyphBytes; new (size: number): GlyphBytes };
}

interface TrueTypeSubset {
  glyf: GlyphBytes[];
  offset: number;
  _addGlyph(gid: number): number;
  padded?: true;
}

function pad(bytes: GlyphBytes): GlyphBytes {
  const size = Math.ceil(bytes.length / 4) * 4;
  if (size === bytes.length) return bytes;
  const { constructor: Bytes } = bytes;
  const padded = Bytes.alloc ? Bytes.alloc(size) : new Bytes(size);
  padded.set(bytes);
  return padded;
}

/** Patches the subsetter class of `font` (shared by every TrueType font) once. */
export function padSubsetGlyphs(font: Font): void {
  const subset = Object.getPrototypeOf(font.createSubset()) as TrueTypeSubset;
  if (subset.padded || typeof subset._addGlyph !== 'function') return;
  const addGlyph = subset._addGlyph;
  subset._addGlyph = function (this: TrueTypeSubset, gid: number) {
    const index = addGlyph.call(this, gid);
    const bytes = this.glyf[index];
    this.glyf[index] = pad(bytes);
    this.offset += this.glyf[index].length - bytes.length;
    return index;
  };
  subset.padded = true;
}
