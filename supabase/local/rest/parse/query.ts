import { fail, parsing, shifted } from '../errors.ts';
import { parseField, readField, readWholeField } from './field.ts';
import { parseFilter, parseLogic } from './filter.ts';
import { parseSelect } from './select.ts';
import { checkLength, splitParts, splitTopLevel, trimmed, unquote } from './text.ts';
import { emptyLevel, type LevelOptions, type OrderTerm, type SelectItem } from './types.ts';

export interface ParsedQuery {
  select: SelectItem[];
  /** '' is the root; embeds by their path of names/aliases joined with '.' (e.g. `cities.people`). */
  levels: Map<string, LevelOptions>;
  /** `columns=` of inserts. */
  columns?: string[];
  /** `on_conflict=` of upserts. */
  onConflict?: string[];
  /** Query parameters taken as RPC arguments (GET /rpc/fn). */
  args: Record<string, string>;
}

/** One `order` term: `field[.asc|.desc][.nullsfirst|.nullslast]` or `embed(field)…`; failures point into `t`. */
function readOrderTerm(t: string): OrderTerm {
  const embed = /^([^().,]+)\(([^()]+)\)/.exec(t);
  let field;
  let end;
  if (embed) {
    const inner = embed[1].length + 1;
    field = shifted(inner, () => readWholeField(embed[2]));
    end = embed[0].length;
  } else [field, end] = readField(t, 0);
  if (t[end] !== undefined && t[end] !== '.') fail(`unexpected "${t[end]}" expecting "." or ","`, end);
  const o: OrderTerm = { embed: embed ? unquote(embed[1].trim()) : undefined, field, desc: false };
  let at = end + 1;
  for (const m of t.slice(end).split('.').slice(1)) {
    if (m === 'asc' || m === 'desc') o.desc = m === 'desc';
    else if (m === 'nullsfirst' || m === 'nullslast') o.nulls = m === 'nullsfirst' ? 'first' : 'last';
    else fail(`unexpected "${m[0] ?? '.'}" expecting "asc", "desc", "nullsfirst" or "nullslast"`, at);
    at += m.length + 1;
  }
  return o;
}

function parseOrder(s: string): OrderTerm[] {
  return parsing('order', s, () =>
    splitParts(s).map((p) => {
      const t = trimmed(p);
      return shifted(t.at, () => readOrderTerm(t.text));
    }),
  );
}

/** `limit` / `offset`: PostgREST ignores a value that is not a non-negative integer. */
function parseCount(s: string): number | undefined {
  return /^\d{1,15}$/.test(s) ? Number(s) : undefined;
}

function columnList(s: string, what: string): string[] {
  return splitTopLevel(s, what).map((c) => unquote(c.trim()));
}

/**
 * Reads PostgREST's query string: select, filters (root and `embed.col`), or/and trees, order,
 * limit/offset (also per embed), columns and on_conflict. `argNames`: parameters that are RPC arguments.
 */
export function parseQuery(params: URLSearchParams, argNames: ReadonlySet<string> = new Set()): ParsedQuery {
  const q: ParsedQuery = { select: [{ kind: 'star' }], levels: new Map([['', emptyLevel()]]), args: {} };
  const level = (path: string[]) => {
    const k = path.join('.');
    let l = q.levels.get(k);
    if (!l) q.levels.set(k, (l = emptyLevel()));
    return l;
  };
  for (const [key, value] of params) {
    checkLength(value, `parameter ${key.slice(0, 40)}`);
    if (argNames.has(key)) {
      q.args[key] = value;
      continue;
    }
    if (key === 'select') q.select = parseSelect(value);
    else if (key === 'columns') q.columns = columnList(value, 'columns parameter');
    else if (key === 'on_conflict') q.onConflict = columnList(value, 'on_conflict parameter');
    else {
      const parts = key.split('.');
      const notLogic = parts.length >= 2 && parts[parts.length - 2] === 'not' && /^(and|or)$/.test(parts.at(-1)!);
      const last = parts.at(-1)!;
      if (notLogic || last === 'and' || last === 'or') {
        const path = parts.slice(0, notLogic ? -2 : -1);
        level(path).conditions.push(parseLogic(last as 'and' | 'or', notLogic, value));
      } else if (last === 'order') level(parts.slice(0, -1)).order.push(...parseOrder(value));
      else if (last === 'limit') level(parts.slice(0, -1)).limit = parseCount(value);
      else if (last === 'offset') level(parts.slice(0, -1)).offset = parseCount(value);
      else {
        // `embed.col=…`: the last segment is the field (JSON keys hold no dots here).
        const field = parseField(last, 'filter');
        level(parts.slice(0, -1)).conditions.push(parseFilter(field, value));
      }
    }
  }
  return q;
}
