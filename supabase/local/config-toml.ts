/**
 * Reads the Supabase CLI's config.toml the way the local stack needs it: every `[table]` (dotted and quoted
 * names kept as one path such as `auth.hook.custom_access_token`) with its `key = value` lines. Values may be
 * strings (basic with escapes, or literal), integers, floats, booleans and arrays of those, over one or more
 * lines. That is the whole of what a Supabase config.toml uses; arrays of tables, inline tables and dates
 * are not (a line holding one is skipped rather than misread).
 */
export type TomlValue = string | number | boolean | TomlValue[];
export type TomlTables = Map<string, Record<string, TomlValue>>;

class TomlSyntax extends Error {}

const BARE_KEY = /^[A-Za-z0-9_-]+/;

/** A dotted name (`a.b."c d"`) as its path `a.b.c d`. */
function readName(text: string): string | null {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest) {
    let part: string;
    if (rest.startsWith('"') || rest.startsWith("'")) {
      const scanned = scanString(rest, 0);
      part = scanned.value;
      rest = rest.slice(scanned.end).trim();
    } else {
      const bare = BARE_KEY.exec(rest);
      if (!bare) return null;
      part = bare[0];
      rest = rest.slice(part.length).trim();
    }
    parts.push(part);
    if (!rest) break;
    if (!rest.startsWith('.')) return null;
    rest = rest.slice(1).trim();
  }
  return parts.length ? parts.join('.') : null;
}

const ESCAPES: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };

/** The string starting at `start` (a quote): its value and the index after its closing quote. */
function scanString(text: string, start: number): { value: string; end: number } {
  const quote = text[start];
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === quote) return { value, end: i + 1 };
    if (c === '\\' && quote === '"') {
      const next = text[++i];
      if (next === 'u' || next === 'U') {
        const digits = next === 'u' ? 4 : 8;
        value += String.fromCodePoint(parseInt(text.slice(i + 1, i + 1 + digits), 16));
        i += digits;
      } else if (next in ESCAPES) value += ESCAPES[next];
      else throw new TomlSyntax(`bad escape \\${next}`);
    } else value += c;
  }
  throw new TomlSyntax('unterminated string');
}

/** The value starting at `start`: a string, an array, or a bare word (number or boolean). */
function scanValue(text: string, start: number): { value: TomlValue; end: number } {
  const c = text[start];
  if (c === '"' || c === "'") return scanString(text, start);
  if (c === '[') {
    const items: TomlValue[] = [];
    let i = skipBlank(text, start + 1);
    while (text[i] !== ']') {
      if (i >= text.length) throw new TomlSyntax('unterminated array');
      const item = scanValue(text, i);
      items.push(item.value);
      i = skipBlank(text, item.end);
      if (text[i] === ',') i = skipBlank(text, i + 1);
      else if (text[i] !== ']') throw new TomlSyntax('expected , or ]');
    }
    return { value: items, end: i + 1 };
  }
  const word = /^[^\s,\]#]+/.exec(text.slice(start))?.[0] ?? '';
  return { value: bareValue(word), end: start + word.length };
}

function bareValue(word: string): TomlValue {
  if (word === 'true' || word === 'false') return word === 'true';
  const number = word.replaceAll('_', '');
  if (/^[+-]?(\d+(\.\d+)?([eE][+-]?\d+)?|0x[0-9a-fA-F]+)$/.test(number)) return Number(number);
  throw new TomlSyntax(`unsupported value ${word}`);
}

/** Skips spaces, newlines and comments. */
function skipBlank(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    if (/\s/.test(text[i])) i++;
    else if (text[i] === '#') while (i < text.length && text[i] !== '\n') i++;
    else break;
  }
  return i;
}

/** Parses config.toml into its tables; the root table's keys are under ''. */
export function parseToml(toml: string): TomlTables {
  const tables: TomlTables = new Map([['', {}]]);
  let current: Record<string, TomlValue> | null = tables.get('')!;
  let i = 0;
  while ((i = skipBlank(toml, i)) < toml.length) {
    const lineEnd = toml.indexOf('\n', i) === -1 ? toml.length : toml.indexOf('\n', i);
    const line = toml.slice(i, lineEnd);
    if (line.startsWith('[')) {
      const header = /^\[([^[\]]+)\]\s*(#.*)?$/.exec(line.trim());
      const name = header ? readName(header[1]) : null;
      // An array of tables ([[x]]) or a malformed header: its keys belong to no table we read.
      current = name === null ? null : (tables.get(name) ?? {});
      if (name !== null && current) tables.set(name, current);
      i = lineEnd;
      continue;
    }
    i = readKeyValue(toml, i, lineEnd, current);
  }
  return tables;
}

/** One `key = value` starting at `start`; returns where parsing goes on. A line it cannot read is skipped. */
function readKeyValue(toml: string, start: number, lineEnd: number, table: Record<string, TomlValue> | null): number {
  const eq = toml.indexOf('=', start);
  const key = eq === -1 || eq > lineEnd ? null : readName(toml.slice(start, eq));
  if (key === null) return lineEnd;
  try {
    const { value, end } = scanValue(toml, skipBlank(toml, eq + 1));
    if (table) table[key] = value;
    return end;
  } catch (e) {
    if (e instanceof TomlSyntax) return lineEnd;
    throw e;
  }
}
