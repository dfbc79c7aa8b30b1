import { syntaxError } from '../errors.ts';

/** Longest input the parsers accept for one parameter; past it the request is refused, not parsed. */
export const MAX_PARAM_LENGTH = 64 * 1024;
/** Deepest nesting of embeds or logic trees accepted. */
export const MAX_DEPTH = 32;

/**
 * Splits at `sep` outside double quotes and brackets (`()`, `[]`, `{}` count alike, so ranges like
 * `[1,5)` stay whole). Throws PGRST100 on unbalanced input.
 */
export function splitTopLevel(s: string, what: string, sep = ','): string[] {
  const parts: string[] = [];
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
      if (--depth < 0) throw syntaxError(what, `unexpected "${c}" at position ${i}`);
    } else if (c === sep && depth === 0) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw syntaxError(what, 'unexpected end of input: unterminated quoted value');
  if (depth !== 0) throw syntaxError(what, 'unexpected end of input: unbalanced parentheses');
  parts.push(s.slice(start));
  return parts;
}

/** `"a \"b\""` → `a "b"`; unquoted text is returned as is. */
export function unquote(s: string): string {
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) return s.slice(1, -1).replace(/\\(.)/g, '$1');
  return s;
}

export function checkLength(s: string, what: string): void {
  if (s.length > MAX_PARAM_LENGTH) throw syntaxError(what, `input longer than ${MAX_PARAM_LENGTH} characters`);
}
