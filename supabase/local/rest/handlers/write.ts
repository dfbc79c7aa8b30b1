/**
 * POST (insert, upsert), PUT, PATCH and DELETE on a table or view, with PostgREST 12's replies: the
 * statuses, Content-Range and Preference-Applied of each kind of write, Location only for
 * `return=headers-only`, and a RETURNING list of only what the response reads.
 */
import { type ApiRequest, type Reply, type StackContext } from '../../http/types.ts';
import {
  buildLevel,
  checkLevelsUsed,
  pagingSql,
  relationSource,
  type BuildContext,
  type LevelSql,
} from '../build/level.ts';
import { Params } from '../build/sql.ts';
import { finalStatement, type Shape } from '../build/statement.ts';
import { conditionSql, type Scope } from '../build/filter.ts';
import {
  deleteCte,
  insertCte,
  INSERTED_COUNT,
  locationColumn,
  payloadColumn,
  returningList,
  updateCte,
  type InsertPlan,
} from '../build/write.ts';
import { pgrst } from '../errors.ts';
import { runStatement } from '../execute.ts';
import { type PreferKind } from '../headers.ts';
import { type ParsedQuery } from '../parse/query.ts';
import { emptyLevel } from '../parse/types.ts';
import { type Relation, type SchemaCache } from '../schema-cache.ts';
import { type SchemaHolder } from '../schema-holder.ts';
import { bodyReply, contentRange, shapeOf, type RequestInfo } from '../reply.ts';

const COUNT_ONLY: LevelSql = { obj: 'null', keys: [], values: [], joins: [], where: [], orderBy: '', limit: '' };

/** The preferences each kind of write echoes in Preference-Applied (PostgREST 12). */
const APPLIED: Record<'insert' | 'put' | 'update' | 'delete', readonly PreferKind[]> = {
  insert: ['resolution', 'missing', 'return', 'count'],
  put: ['return', 'count'],
  update: ['missing', 'return', 'count'],
  delete: ['return', 'count'],
};

/** The representation of written rows: the select (with embeds) over the CTE `_w`, root filters excluded. */
function representation(cache: SchemaCache, rel: Relation, q: ParsedQuery, params: Params): LevelSql {
  const levels = new Map(q.levels);
  levels.set('', { ...emptyLevel(), order: q.levels.get('')!.order });
  const b: BuildContext = { cache, params, levels, n: 0, visited: new Set() };
  const level = buildLevel(b, relationSource(rel), 't0', q.select, []);
  checkLevelsUsed(b);
  return level;
}

/** WHERE and ORDER/LIMIT of an update or delete (root filters only; order/limit need a limit). */
function mutationFilter(rel: Relation, q: ParsedQuery, params: Params): { where: string; orderLimit: string } {
  const root = q.levels.get('')!;
  const scope: Scope = { label: rel.name, columns: rel.columns, alias: 't0', params, embeds: new Map() };
  const conds = root.conditions.map((c) => conditionSql(scope, c));
  return {
    where: conds.length ? ` where ${conds.join(' and ')}` : '',
    orderLimit: root.limit !== undefined ? pagingSql(scope, root) : '',
  };
}

/** A JSON object body (PATCH, PUT) or an object / array of objects (POST), else PGRST102. */
async function objectsBody(
  req: ApiRequest,
  allowArray: boolean,
): Promise<{ rows: Record<string, unknown>[]; array: boolean }> {
  const body = await req.json<unknown>();
  const array = allowArray && Array.isArray(body);
  const rows = array ? (body as unknown[]) : [body];
  if (rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
    throw pgrst(400, 'PGRST102', 'Empty or invalid json');
  }
  return { rows: rows as Record<string, unknown>[], array };
}

/**
 * The columns a POST writes: `?columns=` when given (keys outside it are ignored; missing keys get
 * null, or the default with `Prefer: missing=default`), else the keys every row must share.
 */
function insertColumns(rows: Record<string, unknown>[], columns: string[] | undefined): string[] {
  if (columns) return columns;
  const first = Object.keys(rows[0] ?? {});
  const same = (r: Record<string, unknown>) => {
    const keys = Object.keys(r);
    return keys.length === first.length && keys.every((k) => first.includes(k));
  };
  if (!rows.every(same)) throw pgrst(400, 'PGRST102', 'All object keys must match');
  return first;
}

/** PUT upserts one row addressed by `pk=eq.…` filters on exactly the primary key, matching the body. */
function checkPutKey(rel: Relation, q: ParsedQuery, row: Record<string, unknown>): void {
  const conds = q.levels.get('')!.conditions;
  const eqs = new Map(
    conds.flatMap((c) =>
      c.kind === 'filter' && c.op === 'eq' && !c.negate && !c.field.json.length
        ? [[c.field.name, c.value as string]]
        : [],
    ),
  );
  const pk = rel.primaryKey;
  if (pk.length === 0 || conds.length !== pk.length || !pk.every((c) => eqs.has(c))) {
    throw pgrst(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
  }
  if (!pk.every((c) => c in row && String(row[c]) === eqs.get(c))) {
    throw pgrst(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
  }
}

export async function write(
  ctx: StackContext,
  holder: SchemaHolder,
  info: RequestInfo,
  rel: Relation,
  q: ParsedQuery,
): Promise<Reply> {
  const cache = await holder.get();
  const params = new Params();
  const method = info.req.method;
  const kind = method === 'POST' ? 'insert' : method === 'PUT' ? 'put' : method === 'PATCH' ? 'update' : 'delete';
  const ret = info.prefer.return;
  const wantBody = ret === 'representation';
  const readBack = wantBody || ret === 'headers-only';
  // Only an upsert can update rather than insert: its status tells which happened.
  const upsert = kind === 'put' || (kind === 'insert' && info.prefer.resolution === 'merge-duplicates');
  const returning = returningList(cache, rel, readBack ? q.select : null);
  let cte: string;
  if (kind === 'put') {
    const [row] = (await objectsBody(info.req, false)).rows;
    checkPutKey(rel, q, row);
    const plan: InsertPlan = {
      rel,
      columns: Object.keys(row).map((n) => payloadColumn(rel, n)),
      sometimesMissing: new Set(),
      missingDefault: false,
      onConflict: { columns: rel.primaryKey.map((n) => payloadColumn(rel, n)), merge: true },
      countInserted: true,
    };
    cte = insertCte(plan, params, JSON.stringify([row]), returning);
  } else if (kind === 'insert') {
    const { rows } = await objectsBody(info.req, true);
    const names = insertColumns(rows, q.columns);
    const resolution = info.prefer.resolution;
    const plan: InsertPlan = {
      rel,
      columns: names.map((n) => payloadColumn(rel, n)),
      sometimesMissing: new Set(names.filter((n) => rows.some((r) => !(n in r)))),
      missingDefault: info.prefer.missingDefault,
      countInserted: upsert,
      onConflict: resolution && {
        columns: (q.onConflict ?? rel.primaryKey).map((n) => payloadColumn(rel, n)),
        merge: resolution === 'merge-duplicates',
      },
    };
    cte = insertCte(plan, params, JSON.stringify(rows), returning);
  } else {
    const { where, orderLimit } = mutationFilter(rel, q, params);
    if (kind === 'update') {
      const [body] = (await objectsBody(info.req, false)).rows;
      const columns = Object.keys(body).map((n) => payloadColumn(rel, n));
      cte = updateCte(rel, columns, params, JSON.stringify(body), where, orderLimit, returning);
    } else cte = deleteCte(rel, where, orderLimit, returning);
  }
  // Rows not read back are only counted: no select list over `_w`. Rows read back come in the order the write
  // returned them, as from PostgREST: `order` only picks the rows of a limited update or delete.
  const level: LevelSql = wantBody ? { ...representation(cache, rel, q, params), orderBy: '' } : { ...COUNT_ONLY };
  const shape: Shape = { ...shapeOf(info), head: !wantBody, count: null };
  const location = kind === 'insert' && ret === 'headers-only' ? locationColumn(rel) : '';
  const inserted = upsert ? `, ${INSERTED_COUNT} as inserted` : '';
  const sql = finalStatement(level, 'from _w as t0', shape, cte, location + inserted);
  const row = await runStatement(ctx, info.claims, sql, params.values, {
    readOnly: false,
    singular: info.accept.singular,
  });

  const headers: Record<string, string> = {};
  const total = info.prefer.count ? row.page : null;
  // PATCH reports the range it changed; POST and DELETE only the count; PUT nothing.
  if (kind === 'update') headers['content-range'] = contentRange(0, row.page, total);
  else if (kind !== 'put') headers['content-range'] = `*/${total ?? '*'}`;
  if (row.location && row.page === 1) {
    const pk = JSON.parse(row.location) as Record<string, unknown>;
    headers.location = `/${rel.name}?${Object.entries(pk)
      .map(([k, v]) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(v))}`)
      .join('&')}`;
  }
  const insertedRows = row.inserted ?? 0;
  let status: number;
  if (kind === 'insert') status = upsert && insertedRows === 0 && row.page > 0 ? 200 : 201;
  else if (kind === 'put') status = wantBody ? (insertedRows > 0 ? 201 : 200) : 204;
  else status = wantBody ? 200 : 204;
  // A resolution is only echoed where there is a key to resolve conflicts on.
  const keyed = rel.primaryKey.length > 0 || q.onConflict !== undefined;
  const applied = APPLIED[kind].filter((k) => k !== 'resolution' || keyed);
  return bodyReply(info, status, wantBody ? row.body : null, headers, applied);
}
