import { syntaxError } from '../errors.ts';
import { readField } from './field.ts';
import { checkLength, MAX_DEPTH, splitTopLevel, unquote } from './text.ts';
import type { SelectItem } from './types.ts';

const WHAT = 'select parameter';
/** Types a select may cast to (`col::text`); a fixed list, so no type name is ever taken from input. */
export const CASTS = new Set([
  'text', 'varchar', 'char', 'int', 'int2', 'int4', 'int8', 'integer', 'smallint', 'bigint', 'numeric', 'float4',
  'float8', 'real', 'bool', 'boolean', 'json', 'jsonb', 'date', 'time', 'timestamp', 'timestamptz', 'uuid', 'text[]',
  'int[]', 'int4[]', 'int8[]', 'bigint[]', 'integer[]', 'uuid[]', 'interval', 'tsvector',
]); // prettier-ignore

/** Finds `alias:` (a single colon, outside quotes and before any parenthesis). */
function splitAlias(item: string): [string | undefined, string] {
  let quoted = false;
  for (let i = 0; i < item.length; i++) {
    const c = item[i];
    if (quoted && c === '\\') i++;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '(' || item.startsWith('->', i))) break;
    else if (!quoted && c === ':') {
      if (item[i + 1] === ':') break;
      const alias = unquote(item.slice(0, i).trim());
      if (!alias) throw syntaxError(WHAT, 'empty alias');
      return [alias, item.slice(i + 1).trim()];
    }
  }
  return [undefined, item];
}

function parseItem(raw: string, depth: number): SelectItem {
  const item = raw.trim();
  if (!item) throw syntaxError(WHAT, 'unexpected "," expecting field name');
  if (item === '*') return { kind: 'star' };
  const spread = item.startsWith('...');
  const [alias, rest] = splitAlias(spread ? item.slice(3) : item);
  const open = rest.indexOf('(');
  if (open >= 0) {
    if (!rest.endsWith(')')) throw syntaxError(WHAT, `unexpected "${rest.slice(rest.lastIndexOf(')') + 1)}"`);
    const [name, ...mods] = rest
      .slice(0, open)
      .split('!')
      .map((s) => unquote(s.trim()));
    if (!name) throw syntaxError(WHAT, 'embedded resource without a name');
    let inner = false;
    let hint: string | undefined;
    for (const m of mods) {
      if (m === 'inner' || m === 'left') inner = m === 'inner';
      else if (!m || hint) throw syntaxError(WHAT, `unexpected "!${m}"`);
      else hint = m;
    }
    const select = parseSelect(rest.slice(open + 1, -1), depth + 1);
    return { kind: 'embed', name, alias, hint, inner, spread, select };
  }
  if (spread) throw syntaxError(WHAT, 'a spread ("...") must be followed by an embedded resource');
  const [field, end] = readField(rest, 0, WHAT);
  const tail = rest.slice(end).trim();
  if (!tail) return { kind: 'field', field, alias };
  if (!tail.startsWith('::')) throw syntaxError(WHAT, `unexpected "${tail}" expecting "::", "->" or ","`);
  const cast = tail.slice(2).trim().toLowerCase();
  if (!CASTS.has(cast)) throw syntaxError(WHAT, `unsupported cast "${tail.slice(2)}"`);
  return { kind: 'field', field, alias, cast };
}

/** `select=` grammar: columns, `*`, aliases, casts, JSON paths, embeds (`alias:rel!hint!inner(...)`), spreads. */
export function parseSelect(s: string, depth = 0): SelectItem[] {
  if (depth === 0) checkLength(s, WHAT);
  if (depth > MAX_DEPTH) throw syntaxError(WHAT, `embedding deeper than ${MAX_DEPTH} levels`);
  // An empty embed (`rel()`) only filters (with !inner) and adds no key.
  if (s.trim() === '') return depth === 0 ? [{ kind: 'star' }] : [];
  return splitTopLevel(s, WHAT).map((p) => parseItem(p, depth));
}
