/**
 * Which font draws which part of a text: Noto Sans has Latin and ₹ but no Devanagari, Noto Sans Devanagari
 * draws Hindi, and the change arrows (▲▼) exist only in Noto Sans Symbols 2.
 */
export type Script = 'latin' | 'devanagari' | 'symbol';

export interface Run {
  script: Script;
  text: string;
}

// Devanagari, its extensions and Vedic marks (the danda । is in the main block); code point ranges, as a regex
// class of combining marks reads as misleading.
const DEVANAGARI_RANGES = [
  [0x0900, 0x097f],
  [0xa8e0, 0xa8ff],
  [0x1cd0, 0x1cff],
] as const;
const isDevanagari = (ch: string) => {
  const cp = ch.codePointAt(0) ?? 0;
  return DEVANAGARI_RANGES.some(([from, to]) => cp >= from && cp <= to);
};
const isSymbol = (ch: string) => ch >= '\u25a0' && ch <= '\u25ff';
// Spaces and joiners belong to whichever run they sit in, so "श्री गणेश" stays one run and shapes as one.
const NEUTRAL = /[\s\u200c\u200d]/;

const scriptOf = (ch: string): Script => (isDevanagari(ch) ? 'devanagari' : isSymbol(ch) ? 'symbol' : 'latin');

// Most of a list is Latin: one pass over char codes spares building runs character by character.
function isAllLatin(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x0900 && (scriptOf(text.charAt(i)) !== 'latin' || (code >= 0xd800 && code <= 0xdfff))) return false;
  }
  return true;
}

export const hasDevanagari = (text: string): boolean => Array.from(text).some(isDevanagari);

/** The text cut where the script changes, in reading order. */
export function splitRuns(text: string): Run[] {
  if (isAllLatin(text)) return [{ script: 'latin', text }];
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const script = NEUTRAL.test(ch) && last ? last.script : scriptOf(ch);
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}
