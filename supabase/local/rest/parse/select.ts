import { fail, parsing, shifted } from '../errors.ts';
import { FIELD_NAME, readField } from './field.ts';
import { checkLength, MAX_DEPTH, splitParts, trimmed, unquote, type Part } from './text.ts';
import type { SelectItem } from './types.ts';

const WHAT = 'select parameter';
/** Types a select may cast to (`col::text`); a fixed list, so no type name is ever taken from input. */
const CASTS = new Set([
  'text', 'varchar', 'char', 'int', 'int2', 'int4', 'int8', 'integer', 'smallint', 'bigint', 'numeric', 'float4',
  'float8', 'real', 'bool', 'boolean', 'json', 'jsonb', 'date', 'time', 'timestamp', 'timestamptz', 'uuid', 'text[]',
  'int[]', 'int4[]', 'int8[]', 'bigint[]', 'integer[]', 'uuid[]', 'interval', 'tsvector',
]); // prettier-ignore

/** Finds `alias:` (a single colon, outside quotes and before any parenthesis): the alias and where the rest starts. */
function splitAlias(item: string): [string | undefined, number] {
  let quoted = false;
  for (let i = 0; i < item.length; i++) {
    const c = item[i];
    if (quoted && c === '\\') i++;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '(' || item.startsWith('->', i))) break;
    else if (!quoted && c === ':') {
      if (item[i + 1] === ':') break;
      const alias = unquote(item.slice(0, i).trim());
      if (!alias) fail(`unexpected ":" expecting ${FIELD_NAME}`, i);
      return [alias, i + 1];
    }
  }
  return [undefined, 0];
}

/** One select item; failures point into `item` (the caller shifts them to the whole parameter). */
function parseItem(item: string, depth: number): SelectItem {
  if (!item) fail('unexpected "," expecting "...", field name (* or [a..z0..9_$]), "*" or "count()"', 0);
  if (item === '*') return { kind: 'star' };
  const spread = item.startsWith('...');
  const start = spread ? 3 : 0;
  const [alias, afterAlias] = splitAlias(item.slice(start));
  const rest = trimmed({ text: item.slice(start + afterAlias), at: start + afterAlias });
  const open = rest.text.indexOf('(');
  if (open >= 0) {
    if (!rest.text.endsWith(')')) {
      const close = rest.text.lastIndexOf(')');
      fail(`unexpected "${rest.text[close + 1]}" expecting "," or end of input`, rest.at + close + 1);
    }
    const [name, ...mods] = rest.text
      .slice(0, open)
      .split('!')
      .map((s) => unquote(s.trim()));
    if (!name) fail(`unexpected "(" expecting ${FIELD_NAME}`, rest.at + open);
    let inner = false;
    let hint: string | undefined;
    for (const m of mods) {
      if (m === 'inner' || m === 'left') inner = m === 'inner';
      else if (!m || hint) fail(`unexpected "!${m}" expecting "("`, rest.at + rest.text.indexOf(`!${m}`));
      else hint = m;
    }
    const select = shifted(rest.at + open + 1, () => selectItems(rest.text.slice(open + 1, -1), depth + 1));
    return { kind: 'embed', name, alias, hint, inner, spread, select };
  }
  if (spread) fail('unexpected end of input expecting "(": a spread ("...") must be an embedded resource', item.length);
  // `alias:` and nothing after it: a second ':' (a cast) or the field may follow.
  if (alias !== undefined && !rest.text) fail(`unexpected end of input expecting ":" or ${FIELD_NAME}`, rest.at);
  const [field, end] = shifted(rest.at, () => readField(rest.text, 0));
  const tail = trimmed({ text: rest.text.slice(end), at: rest.at + end });
  if (!tail.text) return { kind: 'field', field, alias };
  if (!tail.text.startsWith('::'))
    fail(`unexpected "${tail.text[0]}" expecting "::", "->", "," or end of input`, tail.at);
  const cast = tail.text.slice(2).trim().toLowerCase();
  if (!CASTS.has(cast)) fail(`unsupported cast "${tail.text.slice(2)}"`, tail.at + 2);
  return { kind: 'field', field, alias, cast };
}

function selectItems(s: string, depth: number): SelectItem[] {
  if (depth > MAX_DEPTH) fail(`embedding deeper than ${MAX_DEPTH} levels`, 0);
  // An empty embed (`rel()`) only filters (with !inner) and adds no key.
  if (s.trim() === '') return depth === 0 ? [{ kind: 'star' }] : [];
  // An embed opened at the very end: PostgREST stops there, expecting its first item or its end.
  if (s.trimEnd().endsWith('('))
    fail('unexpected end of input expecting "...", field name (* or [a..z0..9_$]), "*", "count()" or ")"', s.length);
  return splitParts(s).map((p: Part) => {
    const item = trimmed(p);
    return shifted(item.at, () => parseItem(item.text, depth));
  });
}

/** `select=` grammar: columns, `*`, aliases, casts, JSON paths, embeds (`alias:rel!hint!inner(...)`), spreads. */
export function parseSelect(s: string): SelectItem[] {
  checkLength(s, WHAT);
  return parsing(WHAT, s, () => selectItems(s, 0));
}
