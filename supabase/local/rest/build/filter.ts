import { columnNotFound, syntaxError } from '../errors.ts';
import type { Column } from '../schema-cache.ts';
import type { Condition, FieldRef, Filter } from '../parse/types.ts';
import { arrayLiteral, ident, type Params } from './sql.ts';

/** The relation (or function result) a level reads from, under its SQL alias. */
export interface Scope {
  label: string;
  columns: Map<string, Column>;
  alias: string;
  params: Params;
  /** Embeds of this level by output name, to their lateral alias (for `embed=is.null`). */
  embeds: Map<string, string>;
}

const BINARY: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike', match: '~', imatch: '~*',
  isdistinct: 'is distinct from', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-',
}; // prettier-ignore
const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS_SQL: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

export function column(scope: Scope, name: string): Column {
  const c = scope.columns.get(name);
  if (!c) throw columnNotFound(scope.label, name);
  return c;
}

/** `t0."data"->$1::text->>$2::int`: the column from the schema cache, JSON keys bound. */
export function fieldSql(scope: Scope, f: FieldRef): string {
  column(scope, f.name);
  let sql = `${scope.alias}.${ident(f.name)}`;
  for (const step of f.json) sql += `${step.arrow}${scope.params.add(step.key)}::${step.index ? 'int' : 'text'}`;
  return f.json.length ? `(${sql})` : sql;
}

const likePattern = (op: string, v: string) => (op === 'like' || op === 'ilike' ? v.replaceAll('*', '%') : v);

function filterSql(scope: Scope, f: Filter): string {
  const embed =
    f.field.json.length === 0 && !scope.columns.has(f.field.name) ? scope.embeds.get(f.field.name) : undefined;
  if (embed) {
    if (f.op !== 'is' || (f.value !== 'null' && f.value !== 'not_null')) {
      throw syntaxError(`filter on ${f.field.name}`, 'an embedded resource can only be filtered with is.null');
    }
    return `${embed}.body ${IS_SQL[f.value]}`;
  }
  const col = fieldSql(scope, f.field);
  const p = (v: string) => scope.params.add(v);
  const value = f.value as string;
  if (f.op === 'in') return `${col} = any(${p(arrayLiteral(f.value as string[]))})`;
  if (f.op === 'is') return `${col} ${IS_SQL[value]}`;
  if (TSQUERY[f.op]) {
    const cfg = f.config ? `${p(f.config)}::regconfig, ` : '';
    const isVector = column(scope, f.field.name).type === 'tsvector' && f.field.json.length === 0;
    const vector = isVector ? col : `to_tsvector(${cfg}${col})`;
    return `${vector} @@ ${TSQUERY[f.op]}(${cfg}${p(value)})`;
  }
  if (f.quantifier) return `${col} ${BINARY[f.op]} ${f.quantifier}(${p(likePattern(f.op, value))})`;
  return `${col} ${BINARY[f.op]} ${p(likePattern(f.op, value))}`;
}

/** A filter or an and/or tree as a SQL condition; values are always bound. */
export function conditionSql(scope: Scope, c: Condition): string {
  const sql =
    c.kind === 'filter'
      ? filterSql(scope, c)
      : `(${c.children.map((child) => conditionSql(scope, child)).join(c.op === 'or' ? ' or ' : ' and ')})`;
  return c.negate ? `not (${sql})` : sql;
}
