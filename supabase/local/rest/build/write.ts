/** INSERT (and upsert), UPDATE and DELETE as data-modifying CTEs whose rows feed the usual read. */
import { pgrst } from '../errors.ts';
import type { SelectItem } from '../parse/types.ts';
import { resolveRelationship } from '../relationships.ts';
import type { Column, Relation, SchemaCache } from '../schema-cache.ts';
import { catalogLiteral, ident, type Params } from './sql.ts';

export function payloadColumn(rel: Relation, name: string): Column {
  const c = rel.columns.get(name);
  if (!c) throw pgrst(400, 'PGRST204', `Could not find the '${name}' column of '${rel.name}' in the schema cache`);
  return c;
}

export interface InsertPlan {
  rel: Relation;
  /** Count inserted vs updated rows (upserts whose status depends on it). */
  countInserted?: boolean;
  columns: Column[];
  /** Columns some rows lack: they get the column default (`Prefer: missing=default`) or null. */
  sometimesMissing: Set<string>;
  missingDefault: boolean;
  onConflict?: { columns: Column[]; merge: boolean };
}

/**
 * `json_to_record(<json>) as _p(<col> <type>, …)`: only the columns sent are built, as PostgREST does (not the
 * table's whole row type, as json_populate_record would).
 */
function sentColumns(json: string, columns: Column[]): string {
  return `json_to_record(${json}) as _p(${columns.map((c) => `${ident(c.name)} ${c.type}`).join(', ')})`;
}

/** The CTE `_w` of an insert; rows arrive as one bound JSON array. */
export function insertCte(p: InsertPlan, params: Params, rowsJson: string, returning: string): string {
  const rows = params.add(rowsJson);
  const exprs = p.columns.map((c) => {
    const value = `_p.${ident(c.name)}`;
    if (!p.sometimesMissing.has(c.name)) return value;
    const fallback = p.missingDefault && c.defaultSql ? c.defaultSql : 'null';
    return `case when _e.j::jsonb ? ${catalogLiteral(c.name)} then ${value} else ${fallback} end`;
  });
  const cols = p.columns.map((c) => ident(c.name)).join(', ');
  let conflict = '';
  if (p.onConflict) {
    const target = p.onConflict.columns.map((c) => ident(c.name)).join(', ');
    const updates = p.columns.map((c) => `${ident(c.name)} = excluded.${ident(c.name)}`).join(', ');
    conflict =
      p.onConflict.merge && updates
        ? ` on conflict (${target}) do update set ${updates}${p.countInserted ? ` where ${countInserted('-')}` : ''}`
        : ` on conflict (${target}) do nothing`;
  }
  return (
    `with _w as (insert into ${p.rel.sql} as t0${cols ? ` (${cols})` : ''} select ${exprs.join(', ')} ` +
    `from json_array_elements(${rows}::json) as _e(j)${p.columns.length ? ` cross join lateral ${sentColumns('_e.j', p.columns)}` : ''}` +
    `${p.countInserted ? ` where ${countInserted('+')}` : ''}${conflict} returning ${returning}) `
  );
}

/** Restricts a mutation to `order`/`limit` by the rows' ctid (tables only), as PostgREST 12 does. */
function limited(rel: Relation, where: string, orderLimit: string): string {
  if (!orderLimit) return where;
  return ` where t0.ctid = any(array(select t0.ctid from ${rel.sql} as t0${where}${orderLimit}))`;
}

export function updateCte(
  rel: Relation,
  columns: Column[],
  params: Params,
  body: string,
  where: string,
  orderLimit: string,
  returning: string,
): string {
  if (columns.length === 0) return `with _w as (select ${returning} from ${rel.sql} as t0 where false) `;
  const sets = columns.map((c) => `${ident(c.name)} = _p.${ident(c.name)}`).join(', ');
  return (
    `with _w as (update ${rel.sql} as t0 set ${sets} from ${sentColumns(`${params.add(body)}::json`, columns)}` +
    `${limited(rel, where, orderLimit)} returning ${returning}) `
  );
}

export function deleteCte(rel: Relation, where: string, orderLimit: string, returning: string): string {
  return `with _w as (delete from ${rel.sql} as t0${limited(rel, where, orderLimit)} returning ${returning}) `;
}

/** The columns of `rel` a join to an embed reads (its side of the foreign key). */
function joinColumns(cache: SchemaCache, rel: Relation, item: Extract<SelectItem, { kind: 'embed' }>): string[] {
  const r = resolveRelationship(cache, rel, item.name, item.hint);
  if (r.junction) return r.junction.toSource.toColumns;
  return r.cardinality === 'many-to-one' ? r.fk.fromColumns : r.fk.toColumns;
}

/**
 * What a mutation returns, as PostgREST 12 infers it: nothing but a count (`1`) when the rows are
 * not read back, all columns for a `*` select, else the selected columns plus what embeds join on
 * and the primary key. A column the role may not SELECT is then only refused when it is asked for.
 */
export function returningList(
  cache: SchemaCache,
  rel: Relation,
  select: SelectItem[] | null,
  extra: string[] = [],
): string {
  if (select === null) return ['1', ...extra].join(', ');
  if (select.some((i) => i.kind === 'star')) return ['t0.*', ...extra].join(', ');
  const names = new Set<string>();
  for (const item of select) {
    if (item.kind === 'field') names.add(item.field.name);
    else if (item.kind === 'embed') for (const c of joinColumns(cache, rel, item)) names.add(c);
  }
  for (const c of rel.primaryKey) names.add(c);
  return [...[...names].map((c) => `t0.${ident(c)}`), ...extra].join(', ');
}

/**
 * Counts the rows an upsert inserts rather than updates, as PostgREST does: +1 for every row offered,
 * -1 for every conflicting row updated, in the setting `pgrst.inserted` (a system column such as
 * xmax would need SELECT on the whole table).
 */
const countInserted = (step: '+' | '-') =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${step} 1)::text, true) <> 'x'`;

/** The number of rows the upsert inserted, read after it ran. */
export const INSERTED_COUNT = `coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0)`;

/** `json_build_object` of the primary key of the first returned row, for the Location header. */
export function locationColumn(rel: Relation): string {
  if (rel.primaryKey.length === 0) return '';
  const pk = rel.primaryKey.map((c) => `${catalogLiteral(c)}, ${ident(c)}`).join(', ');
  return `, (select json_build_object(${pk})::text from _w limit 1) as location`;
}
