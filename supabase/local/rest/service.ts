/**
 * The PostgREST 12 compatible `/rest/v1` API: reads with embeds and filters, writes, upserts and RPC,
 * each as ONE SQL statement that builds the JSON in the database, run as the JWT's role so RLS decides.
 */
import { type ApiRequest, type Reply, type Service, type StackContext } from '../http/types.ts';
import { requestClaims, type RoleClaims } from './auth.ts';
import {
  buildLevel,
  checkLevelsUsed,
  levelSelect,
  pagingSql,
  relationSource,
  type BuildContext,
  type LevelSql,
} from './build/level.ts';
import { callFrom, chooseFunction } from './build/rpc.ts';
import { ident, Params } from './build/sql.ts';
import { finalStatement, type Shape } from './build/statement.ts';
import { conditionSql, type Scope } from './build/filter.ts';
import {
  deleteCte,
  insertCte,
  locationColumn,
  payloadColumn,
  returningList,
  updateCte,
  type InsertPlan,
} from './build/write.ts';
import { jsonArrayToCsv } from './csv.ts';
import { pgrst } from './errors.ts';
import { runStatement, type ResultRow } from './execute.ts';
import { parseAccept, parsePrefer, parseRange, requestSchema, type Accept, type Prefer } from './headers.ts';
import { parseQuery, type ParsedQuery } from './parse/query.ts';
import { emptyLevel, type LevelOptions } from './parse/types.ts';
import { key, loadSchemaCache, type Relation, type RpcFunction, type SchemaCache } from './schema-cache.ts';

/** The schema cache, reloaded on `ctx.onSchemaChange` and once on a miss (DDL run outside the stack). */
class SchemaHolder {
  private cache: Promise<SchemaCache>;
  constructor(private ctx: StackContext) {
    this.cache = loadSchemaCache(ctx.db);
  }
  get = () => this.cache;
  reload = () => (this.cache = loadSchemaCache(this.ctx.db));
  async lookup<T>(find: (c: SchemaCache) => T | undefined): Promise<{ cache: SchemaCache; found: T | undefined }> {
    let cache = await this.cache;
    let found = find(cache);
    if (found === undefined) {
      cache = await this.reload();
      found = find(cache);
    }
    return { cache, found };
  }
}

interface RequestInfo {
  req: ApiRequest;
  schema: string;
  claims: RoleClaims;
  prefer: Prefer;
  accept: Accept;
  head: boolean;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

function contentRange(offset: number, page: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return page === 0 ? `*/${t}` : `${offset}-${offset + page - 1}/${t}`;
}

function bodyReply(info: RequestInfo, status: number, body: string | null, headers: Record<string, string>): Reply {
  const h: Record<string, string> = { ...headers };
  if (info.prefer.applied.length) h['preference-applied'] = info.prefer.applied.join(', ');
  if (body === null && !info.head) return { status, headers: h };
  const type = info.accept.csv ? CSV_TYPE : info.accept.singular ? OBJECT_TYPE : JSON_TYPE;
  const text = info.head || body === null ? null : info.accept.csv ? jsonArrayToCsv(body) : body;
  return { status, headers: { 'content-type': type, ...h }, body: text };
}

/** Root paging: limit/offset intersected with the Range header, as PostgREST does. */
function rootPaging(info: RequestInfo, root: LevelOptions): LevelOptions {
  const range = info.req.method === 'GET' || info.req.method === 'HEAD' ? parseRange(info.req.headers) : null;
  if (!range) return root;
  const qFrom = root.offset ?? 0;
  const qTo = root.limit === undefined ? Infinity : qFrom + root.limit - 1;
  const rTo = range.limit === undefined ? Infinity : range.offset + range.limit - 1;
  const from = Math.max(qFrom, range.offset);
  const to = Math.min(qTo, rTo);
  return { ...root, offset: from, limit: to === Infinity ? undefined : Math.max(0, to - from + 1) };
}

function shapeOf(info: RequestInfo, singular = info.accept.singular): Shape {
  const count = info.prefer.count;
  return {
    singular,
    head: info.head,
    stripNulls: info.accept.stripNulls,
    exactCount: count === 'exact' || count === 'estimated',
  };
}

/** Reply to a read (table, view or set-returning function): status 200/206/416 and Content-Range. */
function readReply(info: RequestInfo, row: ResultRow, offset: number): Reply {
  const total = row.total;
  if (total !== null && offset > total) {
    throw pgrst(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  const status = total !== null && row.page < total ? 206 : 200;
  return bodyReply(info, status, row.body, { 'content-range': contentRange(offset, row.page, total) });
}

async function read(
  ctx: StackContext,
  holder: SchemaHolder,
  info: RequestInfo,
  rel: Relation,
  q: ParsedQuery,
): Promise<Reply> {
  const cache = await holder.get();
  const root = rootPaging(info, q.levels.get('')!);
  q.levels.set('', root);
  const b: BuildContext = { cache, params: new Params(), levels: q.levels, n: 0, visited: new Set() };
  const level = buildLevel(b, relationSource(rel), 't0', q.select, []);
  checkLevelsUsed(b);
  const from = `from ${rel.sql} as t0`;
  const shape = shapeOf(info);
  const row = await runStatement(ctx, info.claims, finalStatement(level, from, shape), b.params.values, {
    readOnly: true,
    singular: info.accept.singular,
    rollback: false,
    plannedCountSql: info.prefer.count === 'planned' ? plannedSql(level, from) : undefined,
  });
  return readReply(info, row, root.offset ?? 0);
}

const plannedSql = (level: LevelSql, from: string) =>
  `select 1 ${levelSelect(
    level,
    from,
    [],
    level.joins.filter((j) => j.filtering),
  )}`;

const COUNT_ONLY: LevelSql = { obj: 'null', keys: [], joins: [], where: [], orderBy: '', limit: '' };

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

/** A JSON object body (PATCH) or an object / array of objects (POST), else PGRST102. */
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

async function write(
  ctx: StackContext,
  holder: SchemaHolder,
  info: RequestInfo,
  rel: Relation,
  q: ParsedQuery,
): Promise<Reply> {
  const cache = await holder.get();
  const params = new Params();
  const method = info.req.method;
  const wantBody = info.prefer.return === 'representation';
  const returning = returningList(rel, wantBody ? 'rows' : info.prefer.return === 'headers-only' ? 'key' : 'count');
  let cte: string;
  let location = false;
  if (method === 'PUT') {
    const [row] = (await objectsBody(info.req, false)).rows;
    checkPutKey(rel, q, row);
    const columns = Object.keys(row).map((n) => payloadColumn(rel, n));
    const plan: InsertPlan = {
      rel,
      columns,
      sometimesMissing: new Set(),
      missingDefault: false,
      onConflict: { columns: rel.primaryKey.map((n) => payloadColumn(rel, n)), merge: true },
    };
    cte = insertCte(plan, params, JSON.stringify([row]), returning);
  } else if (method === 'POST') {
    const { rows, array } = await objectsBody(info.req, true);
    const names = q.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const resolution = info.prefer.resolution;
    const plan: InsertPlan = {
      rel,
      columns: names.map((n) => payloadColumn(rel, n)),
      sometimesMissing: new Set(names.filter((n) => rows.some((r) => !(n in r)))),
      missingDefault: info.prefer.missingDefault,
      onConflict: resolution && {
        columns: (q.onConflict ?? rel.primaryKey).map((n) => payloadColumn(rel, n)),
        merge: resolution === 'merge-duplicates',
      },
    };
    cte = insertCte(plan, params, JSON.stringify(rows), returning);
    location = !array && returning !== '1';
  } else {
    const { where, orderLimit } = mutationFilter(rel, q, params);
    if (method === 'PATCH') {
      const [body] = (await objectsBody(info.req, false)).rows;
      const columns = Object.keys(body).map((n) => payloadColumn(rel, n));
      cte = updateCte(rel, columns, params, JSON.stringify(body), where, orderLimit, returning);
    } else cte = deleteCte(rel, where, orderLimit, returning);
  }
  // Rows not read back are only counted: no select list over `_w`.
  const level: LevelSql = wantBody ? representation(cache, rel, q, params) : { ...COUNT_ONLY };
  const shape: Shape = { ...shapeOf(info), head: !wantBody, exactCount: false };
  const sql = finalStatement(level, 'from _w as t0', shape, cte, location ? locationColumn(rel) : '');
  const row = await runStatement(ctx, info.claims, sql, params.values, {
    readOnly: false,
    singular: info.accept.singular,
    rollback: info.prefer.rollback,
  });
  const headers: Record<string, string> = {
    'content-range': contentRange(0, row.page, info.prefer.count ? row.page : null),
  };
  if (row.location && row.page === 1) {
    const pk = JSON.parse(row.location) as Record<string, unknown>;
    headers.location = `/${rel.name}?${Object.entries(pk)
      .map(([k, v]) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(v))}`)
      .join('&')}`;
  }
  const status = method === 'POST' ? 201 : wantBody ? 200 : 204;
  return bodyReply(info, status, wantBody ? row.body : null, headers);
}

async function rpc(ctx: StackContext, holder: SchemaHolder, info: RequestInfo, name: string): Promise<Reply> {
  const { cache, found } = await holder.lookup((c) => c.functions.get(key(info.schema, name)));
  const isGet = info.req.method === 'GET' || info.req.method === 'HEAD';
  const argNames = new Set((found ?? []).flatMap((f) => f.args.map((a) => a.name)));
  const q = parseQuery(info.req.url.searchParams, isGet ? argNames : undefined);
  const body: unknown = isGet ? q.args : await info.req.json<unknown>();
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw pgrst(400, 'PGRST102', 'Empty or invalid json');
  const args = body as Record<string, unknown>;
  const call = chooseFunction(found, info.schema, name, Object.keys(args), info.prefer.singleObject);
  const fn: RpcFunction = call.fn;
  const params = new Params();
  const from = `from ${callFrom(call, params, args, body)}`;
  const readOnly = isGet || fn.volatility !== 'v';
  const run = (sql: string, singular: boolean) =>
    runStatement(ctx, info.claims, sql, params.values, { readOnly, singular, rollback: info.prefer.rollback });
  if (fn.returns === 'void') {
    await run(`select 0 as page, null::text as body, null::int as total ${from}`, false);
    return bodyReply(info, 204, null, {});
  }
  const root = rootPaging(info, q.levels.get('')!);
  q.levels.set('', root);
  const b: BuildContext = { cache, params, levels: q.levels, n: 0, visited: new Set() };
  let level: LevelSql;
  if (fn.returns === 'scalar') {
    // A scalar result filters and orders by the function's name, as a one-column relation.
    const columns = new Map([[fn.name, { name: fn.name, type: 'scalar', defaultSql: null }]]);
    level = {
      ...buildLevel(b, { label: fn.name, columns, relation: null }, 't0', [], []),
      obj: `to_json(t0.${ident(fn.name)})`,
    };
  } else {
    const rel = fn.relation ? cache.relations.get(fn.relation) : undefined;
    level = buildLevel(b, { label: fn.name, columns: fn.columns, relation: rel ?? null }, 't0', q.select, []);
  }
  checkLevelsUsed(b);
  const singular = info.accept.singular || !fn.returnsSet;
  const row = await run(finalStatement(level, from, shapeOf(info, singular)), info.accept.singular);
  if (!fn.returnsSet) return bodyReply(info, 200, row.body ?? 'null', {});
  return readReply(info, row, root.offset ?? 0);
}

/** The relation or function name; a malformed escape cannot name anything. */
function decodePath(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

async function handle(ctx: StackContext, holder: SchemaHolder, req: ApiRequest): Promise<Reply> {
  const method = req.method;
  const path = decodePath(req.path.replace(/^\/+/, '').replace(/\/+$/, ''));
  const isWrite = method !== 'GET' && method !== 'HEAD';
  const info: RequestInfo = {
    req,
    schema: requestSchema(req.headers, isWrite),
    claims: await requestClaims(req.headers, ctx.config.jwtSecret),
    prefer: parsePrefer(req.headers.prefer),
    accept: parseAccept(req.headers.accept),
    head: method === 'HEAD',
  };
  if (path === '')
    return bodyReply(info, 200, JSON.stringify({ swagger: '2.0', info: { title: 'LoomConnect local PostgREST' } }), {});
  if (path.startsWith('rpc/')) {
    if (!['GET', 'HEAD', 'POST'].includes(method))
      throw pgrst(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
    return rpc(ctx, holder, info, path.slice(4));
  }
  const { found: rel } = await holder.lookup((c) => c.relations.get(key(info.schema, path)));
  if (!rel) throw pgrst(404, 'PGRST205', `Could not find the table '${info.schema}.${path}' in the schema cache`);
  const q = parseQuery(req.url.searchParams);
  if (!isWrite) return read(ctx, holder, info, rel, q);
  if (['POST', 'PATCH', 'PUT', 'DELETE'].includes(method)) return write(ctx, holder, info, rel, q);
  throw pgrst(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

export async function createRestService(ctx: StackContext): Promise<Service> {
  const holder = new SchemaHolder(ctx);
  await holder.get();
  ctx.onSchemaChange(async () => {
    await holder.reload();
  });
  return { handle: (req) => handle(ctx, holder, req) };
}
