import { fail, parsing, shifted } from '../errors.ts';
import { readField } from './field.ts';
import { MAX_DEPTH, splitParts, trimmed, unquote } from './text.ts';
import type { Condition, FieldRef, Filter, Logic } from './types.ts';

/** Every operator PostgREST 12 knows, to the SQL it stands for (resolved by the builder). */
const OPERATORS = new Set([
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
]); // prettier-ignore
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** `(a,"b,c",d)` → `['a', 'b,c', 'd']`; failures point into `value`. */
function parseList(value: string): string[] {
  if (!value.startsWith('(')) fail(`unexpected ${value[0] ? `"${value[0]}"` : 'end of input'} expecting "("`, 0);
  if (!value.endsWith(')') || value.length < 2) fail('unexpected end of input expecting "," or ")"', value.length);
  const inner = value.slice(1, -1);
  return inner.trim() === '' ? [] : shifted(1, () => splitParts(inner)).map((v) => unquote(v.text.trim()));
}

/**
 * `[not.]op[(modifier)].value` for a field; failures point into `expr`. `inLogic`: the value sits in
 * an or/and tree, where double-quoted values are unquoted as PostgREST does.
 */
function readFilter(field: FieldRef, expr: string, inLogic: boolean): Filter {
  let at = 0;
  let negate = false;
  if (expr.startsWith('not.')) {
    negate = true;
    at = 4;
  }
  const dot = expr.indexOf('.', at);
  const opToken = dot < 0 ? expr.slice(at) : expr.slice(at, dot);
  const m = /^([a-z]+)(?:\(([^()]*)\))?$/.exec(opToken);
  if (!m || !OPERATORS.has(m[1])) {
    fail(
      `unexpected ${expr[at] ? `"${expr[at]}"` : 'end of input'} expecting ${negate ? '' : '"not" or '}operator (eq, gt, ...)`,
      at,
    );
  }
  if (dot < 0) fail('unexpected end of input expecting operator (eq, gt, ...)', expr.length);
  const raw = expr.slice(dot + 1);
  const [, op, modifier] = m;
  const filter: Filter = { kind: 'filter', field, negate, op, value: inLogic ? unquote(raw) : raw };
  if (modifier !== undefined) {
    if (FTS.has(op)) filter.config = modifier;
    else if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) filter.quantifier = modifier;
    else fail(`unexpected "${modifier[0] ?? ')'}" expecting "any" or "all"`, at + op.length + 1);
  }
  if (op === 'in') filter.value = shifted(dot + 1, () => parseList(raw));
  if (op === 'is') {
    const v = raw.toLowerCase();
    if (!IS_VALUES.has(v))
      fail(`unexpected "${raw[0] ?? ''}" expecting null or trilean value (unknown, true, false)`, dot + 1);
    filter.value = v;
  }
  return filter;
}

/** A filter's value (`eq.1`, `not.in.(a,b)`, …) for a field. */
export function parseFilter(field: FieldRef, expr: string, inLogic = false): Filter {
  return parsing('filter', expr, () => readFilter(field, expr, inLogic));
}

/** One member of an or/and tree: a nested tree or `field.[not.]op.value`; failures point into `item`. */
function readLogicItem(item: string, depth: number): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) {
    const offset = (nested[1]?.length ?? 0) + nested[2].length;
    return shifted(offset, () => readLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3], depth + 1));
  }
  const [field, end] = readField(item, 0);
  if (item[end] !== '.') fail(`unexpected ${item[end] ? `"${item[end]}"` : 'end of input'} expecting "."`, end);
  return shifted(end + 1, () => readFilter(field, item.slice(end + 1), true));
}

function readLogic(op: 'and' | 'or', negate: boolean, value: string, depth: number): Logic {
  if (depth > MAX_DEPTH) fail(`logic tree deeper than ${MAX_DEPTH} levels`, 0);
  if (!value.startsWith('(')) fail(`unexpected ${value[0] ? `"${value[0]}"` : 'end of input'} expecting "("`, 0);
  if (!value.endsWith(')') || value.length < 2) fail('unexpected end of input expecting "," or ")"', value.length);
  const items = shifted(1, () => splitParts(value.slice(1, -1))).map((p) => ({ ...trimmed(p), at: trimmed(p).at + 1 }));
  const children = items.map((item) => {
    if (item.text === '')
      fail(
        `unexpected "${value[item.at] ?? ')'}" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)`,
        item.at,
      );
    return shifted(item.at, () => readLogicItem(item.text, depth));
  });
  return { kind: 'logic', op, negate, children };
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`, nested arbitrarily (up to MAX_DEPTH). */
export function parseLogic(op: 'and' | 'or', negate: boolean, value: string): Logic {
  // PostgREST parses the operator and its value as one text (`or(…)`, `not.and(…)`): columns count from its start.
  const prefix = (negate ? 'not.' : '') + op;
  return parsing(
    'logic tree',
    value,
    () => shifted(prefix.length, () => readLogic(op, negate, value, 0)),
    prefix.length + value.length,
  );
}
