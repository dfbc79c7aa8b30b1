import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { bearerToken, verifyJwt } from '../http/jwt.ts';
import { json, type ApiRequest, type Reply, type Service, type StackContext } from '../http/types.ts';
import { installDenoShim, withEnv, type Handler } from './deno-shim.ts';
import { createVerifyJwtLookup } from './function-config.ts';
import { registerNpmSpecifiers } from './npm-specifiers.ts';
import { createFunctionLoader } from './runtime.ts';

/** Hop-by-hop headers stay with the gateway; the Request computes its own length. */
const GATEWAY_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade']);

/** What Supabase gives every function, plus the process environment. */
function functionEnv(ctx: StackContext): Record<string, string | undefined> {
  return {
    ...process.env,
    SUPABASE_URL: ctx.publicUrl(),
    SUPABASE_ANON_KEY: ctx.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
    ...(ctx.config.databaseUrl && { SUPABASE_DB_URL: ctx.config.databaseUrl }),
    // Where the `local` text-message provider posts SMS/WhatsApp (the mailbox's capture).
    LOCAL_MESSAGES_URL: `${ctx.mailUrl()}/api/v1/text-messages`,
    // Where the `local` mail provider posts e-mail (captured; relayed through SMTP_URL when set).
    LOCAL_MAIL_URL: `${ctx.mailUrl()}/api/v1/send`,
  };
}

/** The gateway's JWT check: a valid token of this project (the anon key counts); null when it passes. */
async function jwtRefusal(ctx: StackContext, req: ApiRequest): Promise<Reply | null> {
  const header = req.headers.authorization;
  if (!header) return json(401, { msg: 'Error: Missing authorization header' });
  const token = bearerToken(req.headers);
  if (!token) return json(401, { msg: "Error: Auth header is not 'Bearer {token}'" });
  return verifyJwt(token, ctx.config.jwtSecret).then(
    () => null,
    () => json(401, { msg: 'Invalid JWT' }),
  );
}

/** The incoming call as the Web Request an edge function expects: URL path `/<name>/…` as on Supabase. */
async function toWebRequest(ctx: StackContext, req: ApiRequest, name: string, subPath: string): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || GATEWAY_HEADERS.has(key)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`${ctx.publicUrl()}/${name}${subPath}${req.url.search}`, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(await req.body()) : undefined,
  });
}

function toReply(res: Response): Reply {
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => (headers[key] = value));
  const body = res.body ? Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>) : null;
  return { status: res.status, headers, body };
}

async function invoke(handler: Handler, request: Request, name: string): Promise<Reply> {
  try {
    return toReply(await handler(request));
  } catch (e) {
    console.error(`function ${name} failed:`, e);
    return json(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
  }
}

/**
 * `/functions/v1/<name>`: Supabase edge functions run in this Node process (see README.md), behind the
 * gateway's JWT check unless config.toml sets `verify_jwt = false` for the function.
 */
export async function createFunctionsService(ctx: StackContext): Promise<Service> {
  const functionsDir = ctx.config.functionsDir;
  const load = createFunctionLoader(functionsDir);
  const verifyJwtFor = createVerifyJwtLookup(
    ctx.config.functionsConfigPath ?? path.join(functionsDir, '..', 'config.toml'),
  );
  installDenoShim(process.env);
  registerNpmSpecifiers();

  return {
    async handle(req) {
      const m = /^\/([^/]+)(\/.*)?$/.exec(req.path);
      const name = m?.[1] ?? '';
      const notFound = json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      if (!m) return notFound;
      if (await verifyJwtFor(name)) {
        const refusal = await jwtRefusal(ctx, req);
        if (refusal) return refusal;
      }
      const env = functionEnv(ctx);
      return withEnv(env, async () => {
        let handler: Handler | null;
        try {
          handler = await load(name);
        } catch (e) {
          console.error(`function ${name} failed to load:`, e);
          return json(500, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
        }
        if (!handler) return notFound;
        return invoke(handler, await toWebRequest(ctx, req, name, m[2] ?? ''), name);
      });
    },
  };
}
