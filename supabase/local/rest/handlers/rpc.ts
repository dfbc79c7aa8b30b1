/** `/rpc/fn` by GET, HEAD or POST. */
import { type Reply, type StackContext } from '../../http/types.ts';
import { buildLevel, checkLevelsUsed, type BuildContext, type LevelSql } from '../build/level.ts';
import { callFrom, chooseFunction } from '../build/rpc.ts';
import { ident, Params } from '../build/sql.ts';
import { countedRowsSql, finalStatement } from '../build/statement.ts';
import { pgrst } from '../errors.ts';
import { runStatement } from '../execute.ts';
import { parseQuery } from '../parse/query.ts';
import { key, type RpcFunction } from '../schema-cache.ts';
import { type SchemaHolder } from '../schema-holder.ts';
import { bodyReply, plannedCount, readReply, rootPaging, shapeOf, type RequestInfo } from '../reply.ts';
import type { PreferKind } from '../headers.ts';

/** The preferences a function call echoes. */
const RPC_PREFERENCES: readonly PreferKind[] = ['params', 'count'];

export async function rpc(ctx: StackContext, holder: SchemaHolder, info: RequestInfo, name: string): Promise<Reply> {
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
  const run = (sql: string, singular: boolean, counted?: string) =>
    runStatement(ctx, info.claims, sql, params.values, {
      readOnly,
      singular,
      plannedCount: counted === undefined ? undefined : plannedCount(info, counted),
    });
  if (fn.returns === 'void') {
    await run(`select 0 as page, null::text as body, null::int as total ${from}`, false);
    return bodyReply(info, 204, null, {}, RPC_PREFERENCES);
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
  const row = await run(
    finalStatement(level, from, shapeOf(info, singular)),
    info.accept.singular,
    fn.returnsSet ? countedRowsSql(level, from) : undefined,
  );
  if (!fn.returnsSet) return bodyReply(info, 200, row.body ?? 'null', {}, RPC_PREFERENCES);
  return readReply(info, row, root.offset ?? 0, RPC_PREFERENCES);
}
