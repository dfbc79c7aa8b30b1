/**
 * One level of a read (the root, or an embed): its JSON object per row, lateral joins for embeds,
 * WHERE, ORDER BY and LIMIT. Embeds nest as LEFT JOIN LATERAL subqueries, so a whole response is
 * one statement with no N+1.
 */
import { pgrst, syntaxError } from '../errors.ts';
import { fieldLabel } from '../parse/field.ts';
import { emptyLevel, type LevelOptions, type OrderTerm, type SelectEmbed, type SelectItem } from '../parse/types.ts';
import { isToOne, resolveRelationship, type Relationship } from '../relationships.ts';
import type { Column, ForeignKey, Relation, SchemaCache } from '../schema-cache.ts';
import { column, conditionSql, fieldSql, type Scope } from './filter.ts';
import { catalogLiteral, ident, jsonObject, type Params } from './sql.ts';

export interface Source {
  label: string;
  columns: Map<string, Column>;
  /** The relation whose foreign keys embeds follow (null: nothing can be embedded). */
  relation: Relation | null;
}

export interface LevelSql {
  /** JSON object of one row. */
  obj: string;
  /** Output keys in order (SQL expressions), for spreads and CSV headers. */
  keys: string[];
  /** Output values in the keys' order (SQL expressions), for CSV lines. */
  values: string[];
  joins: { sql: string; alias: string; filtering: boolean }[];
  where: string[];
  orderBy: string;
  limit: string;
}

export interface BuildContext {
  cache: SchemaCache;
  params: Params;
  levels: Map<string, LevelOptions>;
  /** Alias counter, so every relation and lateral gets its own name. */
  n: number;
  /** Level paths built; options for any other path name an embed the select does not have. */
  visited: Set<string>;
}

export const relationSource = (rel: Relation): Source => ({ label: rel.name, columns: rel.columns, relation: rel });

/** PGRST108 for `x.col=…`, `x.order=…` where `x` is not embedded in the select. */
export function checkLevelsUsed(ctx: BuildContext): void {
  for (const path of ctx.levels.keys()) {
    if (ctx.visited.has(path)) continue;
    const name = path.split('.').at(-1);
    throw pgrst(
      400,
      'PGRST108',
      `'${name}' is not an embedded resource in this request`,
      null,
      `Verify that '${name}' is included in the 'select' query parameter.`,
    );
  }
}

const pairs = (a: string, aCols: string[], b: string, bCols: string[]) =>
  aCols.map((c, i) => `${a}.${ident(c)} = ${b}.${ident(bCols[i])}`);

/** The join condition between the parent row and the embedded relation (plus a junction join). */
function joinCondition(r: Relationship, parent: string, child: string): { from: string; where: string[] } {
  const fk: ForeignKey = r.fk;
  if (r.junction) {
    const j = `${child}_j`;
    const { toSource, toTarget } = r.junction;
    return {
      from: ` join ${r.junction.rel.sql} as ${j} on ${pairs(j, toTarget.fromColumns, child, toTarget.toColumns).join(' and ')}`,
      where: pairs(j, toSource.fromColumns, parent, toSource.toColumns),
    };
  }
  if (r.cardinality === 'many-to-one') return { from: '', where: pairs(child, fk.toColumns, parent, fk.fromColumns) };
  return { from: '', where: pairs(child, fk.fromColumns, parent, fk.toColumns) };
}

function orderSql(scope: Scope, terms: OrderTerm[], embedRows: Map<string, { alias: string; source: Source }>): string {
  if (terms.length === 0) return '';
  const parts = terms.map((t) => {
    let expr: string;
    if (t.embed) {
      const e = embedRows.get(t.embed);
      if (!e) throw syntaxError('order parameter', `"${t.embed}" is not a to-one embedded resource of this request`);
      expr = fieldSql({ ...scope, label: e.source.label, columns: e.source.columns, alias: `(${e.alias}.r)` }, t.field);
    } else expr = fieldSql(scope, t.field);
    return `${expr} ${t.desc ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
  });
  return ` order by ${parts.join(', ')}`;
}

function limitSql(params: Params, o: LevelOptions): string {
  return (
    (o.limit !== undefined ? ` limit ${params.add(String(o.limit))}` : '') +
    (o.offset ? ` offset ${params.add(String(o.offset))}` : '')
  );
}

/** ORDER BY and LIMIT/OFFSET of a level without embeds (updates and deletes). */
export function pagingSql(scope: Scope, opts: LevelOptions): string {
  return orderSql(scope, opts.order, new Map()) + limitSql(scope.params, opts);
}

/** `select … from … where …` of a level, as a subquery body. */
export function levelSelect(l: LevelSql, from: string, extraWhere: string[] = [], joins = l.joins): string {
  const where = [...extraWhere, ...l.where];
  return `${from}${joins.map((j) => j.sql).join('')}${where.length ? ` where ${where.join(' and ')}` : ''}`;
}

function buildEmbed(
  ctx: BuildContext,
  parent: Source,
  parentAlias: string,
  e: SelectEmbed,
  path: string[],
  orderedBy: boolean,
): { value: string; alias: string; join: string; child: LevelSql; rel: Relationship; childSource: Source } {
  if (!parent.relation) {
    throw pgrst(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.label}' and '${e.name}' in the schema cache`,
    );
  }
  const rel = resolveRelationship(ctx.cache, parent.relation, e.name, e.hint);
  const n = ++ctx.n;
  const childAlias = `t${n}`;
  const lateral = `e${n}`;
  const childSource = relationSource(rel.target);
  const child = buildLevel(ctx, childSource, childAlias, e.select, path);
  const join = joinCondition(rel, parentAlias, childAlias);
  const from = `from ${rel.target.sql} as ${childAlias}${join.from}`;
  let sub: string;
  if (isToOne(rel)) {
    sub = `select ${child.obj} as body${orderedBy ? `, ${childAlias} as r` : ''} ${levelSelect(child, from, join.where)}`;
  } else {
    sub = `select json_agg(_x.j) as body from (select ${child.obj} as j ${levelSelect(child, from, join.where)}${child.orderBy}${child.limit}) _x`;
  }
  return {
    value: isToOne(rel) ? `${lateral}.body` : `coalesce(${lateral}.body, '[]'::json)`,
    alias: lateral,
    join: ` left join lateral (${sub}) as ${lateral} on true`,
    child,
    rel,
    childSource,
  };
}

/** Builds one level; `path` addresses its options in `ctx.levels` (root: []). */
export function buildLevel(
  ctx: BuildContext,
  source: Source,
  alias: string,
  items: SelectItem[],
  path: string[],
): LevelSql {
  const opts = ctx.levels.get(path.join('.')) ?? emptyLevel();
  ctx.visited.add(path.join('.'));
  const scope: Scope = { label: source.label, columns: source.columns, alias, params: ctx.params, embeds: new Map() };
  const orderedEmbeds = new Set(opts.order.flatMap((t) => (t.embed ? [t.embed] : [])));
  const out: [string, string][] = [];
  const joins: LevelSql['joins'] = [];
  const where: string[] = [];
  const embedRows = new Map<string, { alias: string; source: Source }>();
  const key = (label: string, fromInput: boolean) =>
    fromInput ? `${ctx.params.add(label)}::text` : catalogLiteral(label);
  const onlyStar = items.length === 1 && items[0].kind === 'star';
  // An embed's JSON prints in CSV as PostgREST prints it, as jsonb.
  const embedValues = new Set<string>();

  for (const item of items) {
    if (item.kind === 'star') {
      for (const c of source.columns.values()) out.push([catalogLiteral(c.name), `${alias}.${ident(c.name)}`]);
    } else if (item.kind === 'field') {
      const col = column(scope, item.field.name);
      const expr = fieldSql(scope, item.field) + (item.cast ? `::${item.cast}` : '');
      const label = item.alias ?? fieldLabel(item.field);
      out.push([key(label, label !== col.name), expr]);
    } else {
      const name = item.alias ?? item.name;
      const embedPath = [...path, name];
      const e = buildEmbed(ctx, source, alias, item, embedPath, orderedEmbeds.has(name));
      const lateral = e.alias;
      scope.embeds.set(name, lateral);
      if (isToOne(e.rel)) embedRows.set(name, { alias: lateral, source: e.childSource });
      joins.push({ sql: e.join, alias: lateral, filtering: false });
      if (item.inner) where.push(`${lateral}.body is not null`);
      if (item.spread) {
        if (!isToOne(e.rel))
          throw pgrst(400, 'PGRST118', `A spread operation on '${item.name}' is only possible on to-one relationships`);
        for (const k of e.child.keys) out.push([k, `(${lateral}.body->(${k})::text)`]);
      } else if (item.select.length > 0) {
        out.push([key(name, item.alias !== undefined), e.value]);
        embedValues.add(e.value);
      }
    }
  }
  where.push(...opts.conditions.map((c) => conditionSql(scope, c)));
  // A lateral the WHERE reads (`!inner`, `embed=is.null`, also inside or/and) is needed by counts too.
  for (const j of joins) j.filtering = where.some((w) => w.includes(`${j.alias}.body`));
  return {
    obj: onlyStar && joins.length === 0 && source.relation ? `row_to_json(${alias})` : jsonObject(out),
    keys: out.map(([k]) => k),
    values: out.map(([, v]) => (embedValues.has(v) ? `(${v})::jsonb` : v)),
    joins,
    where,
    orderBy: orderSql(scope, opts.order, embedRows),
    limit: limitSql(ctx.params, opts),
  };
}
