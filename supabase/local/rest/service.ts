/**
 * The PostgREST 12 compatible `/rest/v1` API: reads with embeds and filters, writes, upserts and RPC,
 * each as ONE SQL statement that builds the JSON in the database, run as the JWT's role so RLS decides.
 */
import { type ApiRequest, type Reply, type Service, type StackContext } from '../http/types.ts';
import { checkRole, requestClaims } from './auth.ts';
import { pgrst } from './errors.ts';
import { parseAccept, parsePrefer, requestSchema } from './headers.ts';
import { parseQuery } from './parse/query.ts';
import { key } from './schema-cache.ts';
import { SchemaHolder } from './schema-holder.ts';
import { bodyReply, type RequestInfo } from './reply.ts';
import { read } from './handlers/read.ts';
import { write } from './handlers/write.ts';
import { rpc } from './handlers/rpc.ts';

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
  await checkRole(ctx.roles, info.claims);
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
