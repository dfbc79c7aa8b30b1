import { syntaxError } from '../errors.ts';
import { readField } from './field.ts';
import { MAX_DEPTH, splitTopLevel, unquote } from './text.ts';
import type { Condition, FieldRef, Filter, Logic } from './types.ts';

/** Every operator PostgREST 12 knows, to the SQL it stands for (resolved by the builder). */
export const OPERATORS = new Set([
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
]); // prettier-ignore
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** `(a,"b,c",d)` → `['a', 'b,c', 'd']`. */
function parseList(value: string, what: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')'))
    throw syntaxError(what, `"in" expects a list like (a,b): ${value}`);
  const inner = value.slice(1, -1);
  return inner.trim() === '' ? [] : splitTopLevel(inner, what).map((v) => unquote(v.trim()));
}

/**
 * `[not.]op[(modifier)].value` for a field. `inLogic`: the value sits in an or/and tree, where
 * double-quoted values are unquoted as PostgREST does.
 */
export function parseFilter(field: FieldRef, expr: string, what: string, inLogic = false): Filter {
  let rest = expr;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw syntaxError(what, `unexpected "${rest}" expecting operator and value (e.g. eq.1)`);
  const opToken = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  const m = /^([a-z]+)(?:\(([^()]*)\))?$/.exec(opToken);
  if (!m || !OPERATORS.has(m[1])) throw syntaxError(what, `unknown operator "${opToken}"`);
  const [, op, modifier] = m;
  const filter: Filter = { kind: 'filter', field, negate, op, value: inLogic ? unquote(raw) : raw };
  if (modifier !== undefined) {
    if (FTS.has(op)) filter.config = modifier;
    else if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) filter.quantifier = modifier;
    else throw syntaxError(what, `unexpected "(${modifier})" after "${op}"`);
  }
  if (op === 'in') filter.value = parseList(raw, what);
  if (op === 'is') {
    const v = raw.toLowerCase();
    if (!IS_VALUES.has(v)) throw syntaxError(what, `"is" accepts null, not_null, true, false or unknown, not "${raw}"`);
    filter.value = v;
  }
  return filter;
}

/** One member of an or/and tree: a nested tree or `field.[not.]op.value`. */
function parseLogicItem(item: string, what: string, depth: number): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3], what, depth + 1);
  const [field, end] = readField(item, 0, what);
  if (item[end] !== '.') throw syntaxError(what, `unexpected "${item.slice(end) || 'end of input'}" expecting "."`);
  return parseFilter(field, item.slice(end + 1), what, true);
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`, nested arbitrarily (up to MAX_DEPTH). */
export function parseLogic(op: 'and' | 'or', negate: boolean, value: string, what: string, depth = 0): Logic {
  if (depth > MAX_DEPTH) throw syntaxError(what, `logic tree deeper than ${MAX_DEPTH} levels`);
  const v = value.trim();
  if (!v.startsWith('(') || !v.endsWith(')')) throw syntaxError(what, `expected "(" ... ")" but got "${value}"`);
  const items = splitTopLevel(v.slice(1, -1), what).map((s) => s.trim());
  if (items.some((s) => s === '')) throw syntaxError(what, 'empty member in logic tree');
  return { kind: 'logic', op, negate, children: items.map((s) => parseLogicItem(s, what, depth)) };
}
