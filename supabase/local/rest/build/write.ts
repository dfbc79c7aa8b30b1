/** INSERT (and upsert), UPDATE and DELETE as data-modifying CTEs whose rows feed the usual read. */
import { pgrst } from '../errors.ts';
import type { Column, Relation } from '../schema-cache.ts';
import { catalogLiteral, ident, type Params } from './sql.ts';

export function payloadColumn(rel: Relation, name: string): Column {
  const c = rel.columns.get(name);
  if (!c) throw pgrst(400, 'PGRST204', `Could not find the '${name}' column of '${rel.name}' in the schema cache`);
  return c;
}

export interface InsertPlan {
  rel: Relation;
  columns: Column[];
  /** Columns some rows lack: they get the column default (`Prefer: missing=default`) or null. */
  sometimesMissing: Set<string>;
  missingDefault: boolean;
  onConflict?: { columns: Column[]; merge: boolean };
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
        ? ` on conflict (${target}) do update set ${updates}`
        : ` on conflict (${target}) do nothing`;
  }
  return (
    `with _w as (insert into ${p.rel.sql} as t0${cols ? ` (${cols})` : ''} select ${exprs.join(', ')} ` +
    `from json_array_elements(${rows}::json) as _e(j) cross join lateral json_populate_record(null::${p.rel.sql}, _e.j) as _p` +
    `${conflict} returning ${returning}) `
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
    `with _w as (update ${rel.sql} as t0 set ${sets} from json_populate_record(null::${rel.sql}, ${params.add(body)}::json) as _p` +
    `${limited(rel, where, orderLimit)} returning ${returning}) `
  );
}

export function deleteCte(rel: Relation, where: string, orderLimit: string, returning: string): string {
  return `with _w as (delete from ${rel.sql} as t0${limited(rel, where, orderLimit)} returning ${returning}) `;
}

/**
 * What a mutation returns: all columns for a representation, the primary key for a Location, else
 * `1` (only counted), so a write that is not read back needs no SELECT privilege or policy.
 */
export function returningList(rel: Relation, want: 'rows' | 'key' | 'count'): string {
  if (want === 'rows') return 't0.*';
  if (want === 'key' && rel.primaryKey.length) return rel.primaryKey.map((c) => `t0.${ident(c)}`).join(', ');
  return '1';
}

/** `json_build_object` of the primary key of the first returned row, for the Location header. */
export function locationColumn(rel: Relation): string {
  if (rel.primaryKey.length === 0) return '';
  const pk = rel.primaryKey.map((c) => `${catalogLiteral(c)}, ${ident(c)}`).join(', ');
  return `, (select json_build_object(${pk})::text from _w limit 1) as location`;
}
