/**
 * What PostgREST calls the schema cache: relations, columns, keys, relationships and functions
 * of the exposed schemas, read from pg_catalog. Every identifier the SQL builders emit comes from here.
 */
import { quoteIdent, type Queryable } from '../db/database.ts';
import { key, link } from './schema-keys.ts';
import { addViewRelationships, viewColumnSources } from './schema-views.ts';

// Re-exported: the REST handlers name relations by key through the cache they read them from.
export { key };

export const EXPOSED_SCHEMAS = ['public'];

export interface Column {
  name: string;
  /** format_type() of the column, e.g. `integer`, `text[]`, `public.status`. */
  type: string;
  /** Default expression as the catalog prints it (null: none). */
  defaultSql: string | null;
}

export interface ForeignKey {
  name: string;
  /** Referencing relation (schema.name) and its columns. */
  from: string;
  fromColumns: string[];
  /** Referenced relation and columns. */
  to: string;
  toColumns: string[];
}

export interface Relation {
  schema: string;
  name: string;
  /** `"schema"."name"`. */
  sql: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Column sets with a unique constraint (primary key included). */
  uniques: string[][];
  /** Foreign keys where this relation is the referencing side. */
  outgoing: ForeignKey[];
  /** Foreign keys pointing at this relation. */
  incoming: ForeignKey[];
}

interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface RpcFunction {
  schema: string;
  name: string;
  sql: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** 'void', a scalar, or a composite whose columns are `columns` (and whose table is `relation`, if any). */
  returns: 'void' | 'scalar' | 'composite';
  columns: Map<string, Column>;
  relation: string | null;
  volatility: 'i' | 's' | 'v';
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  functions: Map<string, RpcFunction[]>;
}

const RELATIONS_SQL = `
select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind::text as kind
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

const COLUMNS_SQL = `
select a.attrelid::int as relid, a.attnum::int as num, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
  pg_get_expr(d.adbin, d.adrelid) as default_sql
from pg_attribute a
join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
where n.nspname = any($1) and a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
order by a.attrelid, a.attnum`;

const CONSTRAINTS_SQL = `
select con.conname as name, con.contype::text as type, con.conrelid::int as relid, con.confrelid::int as frelid,
  (select array_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n) as cols,
  (select array_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n) as fcols
from pg_constraint con join pg_namespace n on n.oid = con.connamespace
where n.nspname = any($1) and con.contype in ('p', 'u', 'f')`;

/** The query tree of each view, to see which base column each view column shows. */
const VIEWS_SQL = `
select r.ev_class::int as relid, r.ev_action::text as action
from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and c.relkind in ('v', 'm') and r.rulename = '_RETURN'`;

const FUNCTIONS_SQL = `
select n.nspname as schema, p.proname as name, p.proretset as retset, p.provolatile::text as volatility,
  p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults,
  coalesce(p.proargnames, '{}') as argnames, coalesce(p.proargmodes::text[], '{}') as argmodes,
  array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as argtypes,
  t.typtype::text as rettyptype, t.typname as rettypname, t.typrelid::int as retrelid
from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
where n.nspname = any($1) and p.prokind = 'f'`;

interface FnRow {
  schema: string;
  name: string;
  retset: boolean;
  volatility: 'i' | 's' | 'v';
  nargs: number;
  ndefaults: number;
  argnames: string[];
  argmodes: string[];
  argtypes: string[];
  rettyptype: string;
  rettypname: string;
  retrelid: number;
}

/** PGlite hands arrays over parsed; node-postgres may give `name[]` as a `{a,b}` literal. */
function textArray(v: unknown): string[] {
  if (Array.isArray(v)) return v as string[];
  if (typeof v !== 'string' || v === '{}') return [];
  return v
    .slice(1, -1)
    .match(/"((?:[^"\\]|\\.)*)"|[^,]+/g)!
    .map((s) => (s.startsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s));
}

export async function loadSchemaCache(db: Queryable, schemas = EXPOSED_SCHEMAS): Promise<SchemaCache> {
  const [rels, cols, cons, fns, views] = [
    await db.query<{ oid: number; schema: string; name: string; kind: string }>(RELATIONS_SQL, [schemas]),
    await db.query<{ relid: number; num: number; name: string; type: string; default_sql: string | null }>(
      COLUMNS_SQL,
      [schemas],
    ),
    await db.query<{ name: string; type: string; relid: number; frelid: number; cols: unknown; fcols: unknown }>(
      CONSTRAINTS_SQL,
      [schemas],
    ),
    await db.query<FnRow>(FUNCTIONS_SQL, [schemas]),
    await db.query<{ relid: number; action: string }>(VIEWS_SQL, [schemas]),
  ];
  const columnName = new Map(cols.rows.map((c) => [`${c.relid}:${c.num}`, c.name]));
  const columnsByRel = new Map<number, Map<string, Column>>();
  for (const c of cols.rows) {
    let m = columnsByRel.get(c.relid);
    if (!m) columnsByRel.set(c.relid, (m = new Map()));
    m.set(c.name, { name: c.name, type: c.type, defaultSql: c.default_sql });
  }
  const byOid = new Map<number, Relation>();
  const relations = new Map<string, Relation>();
  for (const r of rels.rows) {
    const rel: Relation = {
      schema: r.schema,
      name: r.name,
      sql: `${quoteIdent(r.schema)}.${quoteIdent(r.name)}`,
      kind: r.kind === 'r' || r.kind === 'p' || r.kind === 'f' ? 'table' : 'view',
      columns: columnsByRel.get(r.oid) ?? new Map(),
      primaryKey: [],
      uniques: [],
      outgoing: [],
      incoming: [],
    };
    byOid.set(r.oid, rel);
    relations.set(key(r.schema, r.name), rel);
  }
  for (const c of cons.rows) {
    const rel = byOid.get(c.relid);
    if (!rel) continue;
    const columns = textArray(c.cols);
    if (c.type === 'p') rel.primaryKey = columns;
    if (c.type !== 'f') {
      rel.uniques.push(columns);
      continue;
    }
    const target = byOid.get(c.frelid);
    if (!target) continue;
    link(relations, {
      name: c.name,
      from: key(rel.schema, rel.name),
      fromColumns: columns,
      to: key(target.schema, target.name),
      toColumns: textArray(c.fcols),
    });
  }
  addViewRelationships(
    relations,
    views.rows.flatMap((v) => {
      const view = byOid.get(v.relid);
      if (!view) return [];
      const sources = new Map<string, { base: Relation; column: string }>();
      for (const [viewColumn, relid, num] of viewColumnSources(v.action)) {
        const base = byOid.get(relid);
        const column = columnName.get(`${relid}:${num}`);
        if (base && column && base.kind === 'table') sources.set(viewColumn, { base, column });
      }
      return [{ view, sources }];
    }),
  );
  const functions = new Map<string, RpcFunction[]>();
  for (const f of fns.rows) {
    const fn = toFunction(f, columnsByRel, byOid);
    const k = key(f.schema, f.name);
    functions.set(k, [...(functions.get(k) ?? []), fn]);
  }
  return { relations, functions };
}

function toFunction(
  f: FnRow,
  columnsByRel: Map<number, Map<string, Column>>,
  byOid: Map<number, Relation>,
): RpcFunction {
  const names = textArray(f.argnames);
  const modes = textArray(f.argmodes);
  const types = textArray(f.argtypes);
  const args: FunctionArg[] = [];
  const outColumns = new Map<string, Column>();
  types.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    const name = names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') args.push({ name, type, hasDefault: false });
    if (mode === 'o' || mode === 'b' || mode === 't') outColumns.set(name, { name, type, defaultSql: null });
  });
  args.forEach((a, i) => (a.hasDefault = i >= args.length - f.ndefaults));
  const composite = f.rettyptype === 'c' || (f.rettypname === 'record' && outColumns.size > 0);
  const rel = byOid.get(f.retrelid);
  return {
    schema: f.schema,
    name: f.name,
    sql: `${quoteIdent(f.schema)}.${quoteIdent(f.name)}`,
    args,
    returnsSet: f.retset,
    returns: f.rettypname === 'void' ? 'void' : composite ? 'composite' : 'scalar',
    columns: f.rettyptype === 'c' ? (columnsByRel.get(f.retrelid) ?? new Map()) : outColumns,
    relation: rel ? key(rel.schema, rel.name) : null,
    volatility: f.volatility,
  };
}
