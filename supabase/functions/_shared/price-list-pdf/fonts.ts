/**
 * The fonts the list embeds (subset: only the glyphs used), read beside this module so the same code loads
 * them in the local stack (Node) and in Supabase's Deno runtime (bundled there by the function's
 * `static_files` entry in supabase/config.toml). Licences: fonts/OFL-*.txt.
 */
// Before fontkit: it sets up its classes as it loads.
import './fontkit-runtime.ts';
import fontkit, { type Font, type Glyph, type GlyphRun } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Script } from './scripts.ts';
import { padSubsetGlyphs } from './subset-fix.ts';

const FILES = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  devanagari: 'NotoSansDevanagari-Regular.ttf',
  devanagariBold: 'NotoSansDevanagari-Bold.ttf',
  symbol: 'NotoSansSymbols2-Regular.ttf',
} as const;
type Face = keyof typeof FILES;

/** A file beside this module: with Deno's API on Supabase, with Node's in the local stack and the tests. */
async function readBeside(url: URL): Promise<Uint8Array> {
  const deno = (globalThis as { Deno?: { readFile?(path: URL): Promise<Uint8Array> } }).Deno;
  if (typeof deno?.readFile === 'function') return deno.readFile(url);
  // Named through a variable: Deno's checker never takes this branch and would look for Node's types.
  const nodeFs = 'node:fs/promises';
  const { readFile } = (await import(nodeFs)) as { readFile(path: URL): Promise<Uint8Array> };
  return readFile(url);
}

// Read once per process: a publish should not pay for 3 MB of disk reads each time.
const loaded = new Map<Face, Promise<Uint8Array>>();
function fontBytes(face: Face): Promise<Uint8Array> {
  let bytes = loaded.get(face);
  if (!bytes) {
    bytes = readBeside(new URL(`./fonts/${FILES[face]}`, import.meta.url));
    loaded.set(face, bytes);
    bytes.catch(() => loaded.delete(face));
  }
  return bytes;
}

/**
 * pdf-lib draws the glyphs `layout` returns and ignores their positions, so full OpenType shaping there only
 * costs time (it made a 2 000-line list take half a minute). Each character maps to its own glyph instead:
 * text extracts in reading order, and Devanagari, which needs shaping, is drawn by devanagari.ts.
 */
function withNominalLayout(font: Font): Font {
  const glyphs = new Map<number, Glyph>();
  const glyphOf = (codePoint: number) => {
    let glyph = glyphs.get(codePoint);
    if (!glyph) glyphs.set(codePoint, (glyph = font.glyphForCodePoint(codePoint)));
    return glyph;
  };
  font.layout = (text: string) => ({ glyphs: Array.from(text, (ch) => glyphOf(ch.codePointAt(0) ?? 0)) }) as GlyphRun;
  return font;
}

const nominalFontkit = {
  create(bytes: Uint8Array) {
    const font = fontkit.create(bytes);
    padSubsetGlyphs(font);
    return withNominalLayout(font);
  },
};

export interface Fonts {
  face(script: Script, bold: boolean): PDFFont;
  /** The Devanagari font with real shaping (conjuncts, matras, mark positions), for drawing its outlines. */
  shaper(bold: boolean): Font;
}

// Shaping fonts are parsed once per process and only read from.
const shapers = new Map<Face, Promise<Font>>();
function shaperOf(face: Face): Promise<Font> {
  let font = shapers.get(face);
  if (!font) {
    font = fontBytes(face).then((bytes) => fontkit.create(bytes));
    shapers.set(face, font);
  }
  return font;
}

/** Embeds the faces the document needs; Devanagari only when some text has it. */
export async function embedFonts(pdf: PDFDocument, devanagari: boolean): Promise<Fonts> {
  pdf.registerFontkit(nominalFontkit);
  const embed = async (face: Face) => pdf.embedFont(await fontBytes(face), { subset: true });
  const [latin, latinBold, symbol] = await Promise.all([embed('latin'), embed('latinBold'), embed('symbol')]);
  const [deva, devaBold, shape, shapeBold] = devanagari
    ? await Promise.all([
        embed('devanagari'),
        embed('devanagariBold'),
        shaperOf('devanagari'),
        shaperOf('devanagariBold'),
      ])
    : [latin, latinBold, null, null];
  return {
    face(script, bold) {
      if (script === 'devanagari') return bold ? devaBold : deva;
      if (script === 'symbol') return symbol;
      return bold ? latinBold : latin;
    },
    shaper(bold) {
      const font = bold ? shapeBold : shape;
      if (!font) throw new Error('Devanagari text in a document embedded without Devanagari fonts');
      return font;
    },
  };
}
