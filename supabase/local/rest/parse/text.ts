import { fail, syntaxError } from '../errors.ts';

/** Longest input the parsers accept for one parameter; past it the request is refused, not parsed. */
const MAX_PARAM_LENGTH = 64 * 1024;
/** Deepest nesting of embeds or logic trees accepted. */
export const MAX_DEPTH = 32;

/** A part of a text and where it starts in it. */
export interface Part {
  text: string;
  at: number;
}

/**
 * Splits at `sep` outside double quotes and brackets (`()`, `[]`, `{}` count alike, so ranges like
 * `[1,5)` stay whole), keeping where each part starts. Fails on unbalanced input.
 */
export function splitParts(s: string, sep = ','): Part[] {
  const parts: Part[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (--depth < 0) fail(`unexpected "${c}" expecting "," or end of input`, i);
    } else if (c === sep && depth === 0) {
      parts.push({ text: s.slice(start, i), at: start });
      start = i + 1;
    }
  }
  if (quoted) fail("unexpected end of input expecting a closing '\"'", s.length);
  if (depth !== 0) fail('unexpected end of input expecting ")"', s.length);
  parts.push({ text: s.slice(start), at: start });
  return parts;
}

/** `text` without its surrounding blanks, and where it now starts. */
export function trimmed(part: Part): Part {
  const lead = part.text.length - part.text.trimStart().length;
  return { text: part.text.trim(), at: part.at + lead };
}

/** Like `splitParts`, for texts that are not reported with positions. */
export function splitTopLevel(s: string, what: string, sep = ','): string[] {
  return parsingPlain(what, () => splitParts(s, sep).map((p) => p.text));
}

function parsingPlain<T>(what: string, parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    if (e instanceof Error && 'at' in e) throw syntaxError(what, e.message);
    throw e;
  }
}

/** `"a \"b\""` → `a "b"`; unquoted text is returned as is. */
export function unquote(s: string): string {
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) return s.slice(1, -1).replace(/\\(.)/g, '$1');
  return s;
}

export function checkLength(s: string, what: string): void {
  if (s.length > MAX_PARAM_LENGTH) throw syntaxError(what, `input longer than ${MAX_PARAM_LENGTH} characters`);
}
