/** GET/HEAD on a table or view. */
import { type Reply, type StackContext } from '../../http/types.ts';
import { buildLevel, checkLevelsUsed, relationSource, type BuildContext } from '../build/level.ts';
import { Params } from '../build/sql.ts';
import { countedRowsSql, finalStatement } from '../build/statement.ts';
import { runStatement } from '../execute.ts';
import { type ParsedQuery } from '../parse/query.ts';
import { type Relation } from '../schema-cache.ts';
import { type SchemaHolder } from '../schema-holder.ts';
import { plannedCount, readReply, rootPaging, shapeOf, type RequestInfo } from '../reply.ts';

export async function read(
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
    plannedCount: plannedCount(info, countedRowsSql(level, from)),
  });
  return readReply(info, row, root.offset ?? 0);
}
