/**
 * Reads the catalog facts the type generator needs (see catalog.ts) for the given schemas, with
 * the same rules postgres-meta applies for `supabase gen types`: tables, views, materialized views
 * and foreign tables with their columns; foreign keys (also through views); plain functions that
 * are not triggers; every type for name lookups. Runs on PGlite and PostgreSQL alike.
 */
import type { Database, Queryable } from '../db/database.ts';
import type { Catalog, Column, DbFunction, ForeignKeyEnds, PgType, Relation, RelationKind } from './catalog.ts';
import { viewColumnOrigins } from './node-tree.ts';
import { viewRelationships, type ViewShape } from './view-relationships.ts';

const RELATION_KINDS: Record<string, RelationKind> = {
  r: 'table',
  p: 'table',
  f: 'foreign_table',
  v: 'view',
  m: 'materialized_view',
};

async function existingSchemas(db: Queryable, schemas: string[]): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select nspname as name from pg_namespace where nspname = any($1::text[]) order by nspname`,
    [schemas],
  );
  return rows.map((r) => r.name);
}

async function relations(db: Queryable, schemas: string[]): Promise<Relation[]> {
  const { rows } = await db.query<{ id: string; schema: string; name: string; relkind: string; updatable: boolean }>(
    `select c.oid::text as id, n.nspname as schema, c.relname as name, c.relkind::text as relkind,
            c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm')
      order by n.nspname, c.relname`,
    [schemas],
  );
  return rows.map((r) => ({
    id: r.id,
    schema: r.schema,
    name: r.name,
    kind: RELATION_KINDS[r.relkind],
    isUpdatable: r.updatable,
  }));
}

async function columns(db: Queryable, schemas: string[]): Promise<Column[]> {
  const { rows } = await db.query<{
    relation_id: string;
    name: string;
    format: string;
    is_nullable: boolean;
    has_default: boolean;
    identity: string;
    is_updatable: boolean;
  }>(
    `select c.oid::text as relation_id, a.attname as name,
            coalesce(bt.typname, t.typname)::text as format,
            not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as is_nullable,
            a.atthasdef as has_default,
            a.attidentity::text as identity,
            c.relkind in ('r', 'p')
              or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false)) as is_updatable
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
      where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'f', 'v', 'm')
        and a.attnum > 0 and not a.attisdropped
      order by c.oid, a.attnum`,
    [schemas],
  );
  return rows.map((r) => ({
    relationId: r.relation_id,
    name: r.name,
    format: r.format,
    isNullable: r.is_nullable,
    hasDefault: r.has_default,
    identity: r.identity === 'a' ? 'ALWAYS' : r.identity === 'd' ? 'BY DEFAULT' : null,
    isUpdatable: r.is_updatable,
  }));
}

/** Foreign keys declared in the schemas (not the copies partitions inherit). */
async function foreignKeys(db: Queryable, schemas: string[]): Promise<ForeignKeyEnds[]> {
  const { rows } = await db.query<{
    name: string;
    schema: string;
    relation: string;
    relation_id: string;
    attnums: number[];
    columns: string[];
    referenced_schema: string;
    referenced_relation: string;
    referenced_relation_id: string;
    referenced_attnums: number[];
    referenced_columns: string[];
    is_one_to_one: boolean;
  }>(
    `select k.conname as name, n.nspname as schema, src.relname as relation, k.conrelid::text as relation_id,
            to_jsonb(k.conkey) as attnums,
            (select jsonb_agg(a.attname order by o.ord) from unnest(k.conkey) with ordinality o(attnum, ord)
               join pg_attribute a on a.attrelid = k.conrelid and a.attnum = o.attnum) as columns,
            dn.nspname as referenced_schema, dst.relname as referenced_relation,
            k.confrelid::text as referenced_relation_id, to_jsonb(k.confkey) as referenced_attnums,
            (select jsonb_agg(a.attname order by o.ord) from unnest(k.confkey) with ordinality o(attnum, ord)
               join pg_attribute a on a.attrelid = k.confrelid and a.attnum = o.attnum) as referenced_columns,
            -- One-to-one when the key's columns, in order, are the table's primary key or a unique constraint.
            exists (
              select 1 from pg_constraint u
               where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                 and (select array_agg(a.attname order by a.attnum) from pg_attribute a
                       where a.attrelid = u.conrelid and a.attnum = any(u.conkey))
                   = (select array_agg(a.attname order by o.ord) from unnest(k.conkey) with ordinality o(attnum, ord)
                        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = o.attnum)
            ) as is_one_to_one
       from pg_constraint k
       join pg_namespace n on n.oid = k.connamespace
       join pg_class src on src.oid = k.conrelid
       join pg_class dst on dst.oid = k.confrelid
       join pg_namespace dn on dn.oid = dst.relnamespace
      where k.contype = 'f' and k.conparentid = 0 and n.nspname = any($1::text[])
      order by k.conname, n.nspname, src.relname`,
    [schemas],
  );
  return rows.map((r) => ({
    relationship: {
      foreignKeyName: r.name,
      schema: r.schema,
      relation: r.relation,
      columns: r.columns,
      isOneToOne: r.is_one_to_one,
      referencedSchema: r.referenced_schema,
      referencedRelation: r.referenced_relation,
      referencedColumns: r.referenced_columns,
    },
    relationId: r.relation_id,
    attnums: r.attnums,
    referencedRelationId: r.referenced_relation_id,
    referencedAttnums: r.referenced_attnums,
  }));
}

async function viewShapes(db: Queryable, schemas: string[]): Promise<ViewShape[]> {
  const { rows } = await db.query<{
    id: string;
    schema: string;
    name: string;
    rule: string;
    columns: { attnum: number; name: string }[];
  }>(
    `select c.oid::text as id, n.nspname as schema, c.relname as name, r.ev_action::text as rule,
            (select jsonb_agg(jsonb_build_object('attnum', a.attnum, 'name', a.attname) order by a.attnum)
               from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_rewrite r on r.ev_class = c.oid and r.rulename = '_RETURN'
      where c.relkind in ('v', 'm') and n.nspname = any($1::text[])
      order by n.nspname, c.relname`,
    [schemas],
  );
  return rows.map((r) => ({
    id: r.id,
    schema: r.schema,
    name: r.name,
    columnNames: new Map((r.columns ?? []).map((c) => [c.attnum, c.name])),
    origins: viewColumnOrigins(r.rule),
  }));
}

async function functions(db: Queryable, schemas: string[]): Promise<DbFunction[]> {
  const { rows } = await db.query<{
    schema: string;
    name: string;
    modes: string[] | null;
    names: string[] | null;
    type_ids: string[];
    input_count: number;
    default_count: number;
    argument_types: string;
    return_type_id: string;
    return_type: string;
    return_type_relation_id: string | null;
    is_set_returning: boolean;
    rows: number | null;
  }>(
    `select n.nspname as schema, p.proname as name,
            to_jsonb(p.proargmodes::text[]) as modes, to_jsonb(p.proargnames) as names,
            to_jsonb(coalesce(p.proallargtypes, p.proargtypes::oid[])::text[]) as type_ids,
            p.pronargs::int as input_count, p.pronargdefaults::int as default_count,
            pg_get_function_arguments(p.oid) as argument_types,
            p.prorettype::text as return_type_id,
            pg_get_function_result(p.oid) as return_type,
            nullif(rt.typrelid, 0)::text as return_type_relation_id,
            p.proretset as is_set_returning,
            case when p.proretset then nullif(p.prorows, 0)::float8 end as rows
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       left join pg_type rt on rt.oid = p.prorettype
      where n.nspname = any($1::text[]) and p.prokind = 'f'
        and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
      order by n.nspname, p.proname, p.oid`,
    [schemas],
  );
  const modeNames: Record<string, DbFunction['args'][number]['mode']> = {
    i: 'in',
    o: 'out',
    b: 'inout',
    v: 'variadic',
    t: 'table',
  };
  return rows.map((r) => {
    // Defaults belong to the last `default_count` input arguments (in, inout, variadic).
    let inputIndex = 0;
    const args = r.type_ids.map((typeId, i) => {
      const mode = modeNames[r.modes?.[i] ?? 'i'];
      const isInput = mode === 'in' || mode === 'inout' || mode === 'variadic';
      const hasDefault = isInput && inputIndex++ >= r.input_count - r.default_count;
      return { mode, name: r.names?.[i] ?? '', typeId, hasDefault };
    });
    return {
      schema: r.schema,
      name: r.name,
      args,
      argumentTypes: r.argument_types,
      returnTypeId: r.return_type_id,
      returnType: r.return_type,
      returnTypeRelationId: r.return_type_relation_id,
      isSetReturning: r.is_set_returning,
      rows: r.rows,
    };
  });
}

async function types(db: Queryable): Promise<PgType[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    schema: string;
    format: string;
    enum_labels: string[] | null;
    attributes: { name: string; typeId: string }[] | null;
    relation_id: string | null;
  }>(
    `select t.oid::text as id, t.typname::text as name, n.nspname::text as schema, format_type(t.oid, null) as format,
            (select jsonb_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid)
              as enum_labels,
            (select jsonb_agg(jsonb_build_object('name', a.attname, 'typeId', a.atttypid::text) order by a.attnum)
               from pg_attribute a
              where a.attrelid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped)
              as attributes,
            nullif(t.typrelid, 0)::text as relation_id
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
       left join pg_class c on c.oid = t.typrelid
      where t.typrelid = 0 or c.relkind in ('c', 'r', 'v', 'm', 'p')
      order by n.nspname, t.typname`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    schema: r.schema,
    format: r.format,
    enumLabels: r.enum_labels ?? [],
    attributes: r.attributes ?? [],
    relationId: r.relation_id,
  }));
}

/**
 * The catalog of `schemas` (those that exist), read in one transaction with Supabase's search path
 * for the postgres role, so type names print as the CLI prints them (`format_type`,
 * `pg_get_function_arguments` qualify only what is off that path).
 */
export async function introspect(db: Database, requestedSchemas: string[]): Promise<Catalog> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('search_path', '"$user", public, extensions', true)`);
    const schemas = await existingSchemas(tx, requestedSchemas);
    const keys = await foreignKeys(tx, schemas);
    const views = await viewShapes(tx, schemas);
    return {
      schemas,
      relations: await relations(tx, schemas),
      columns: await columns(tx, schemas),
      relationships: [...keys.map((k) => k.relationship), ...viewRelationships(keys, views)],
      functions: await functions(tx, schemas),
      types: await types(tx),
    };
  });
}
