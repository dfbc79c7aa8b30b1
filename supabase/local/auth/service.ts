/**
 * GoTrue-compatible `/auth/v1`: e-mail sign-up with code confirmation, code and magic-link sign-in,
 * password sign-in and recovery, refresh-token rotation, the user endpoints and the admin API.
 */
import path from 'node:path';
import { json, type ApiRequest, type Reply, type Service, type StackContext } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { loadAuthSettings } from './auth-settings.ts';
import { getUser, logout, putUser, reauthenticate, settings, token } from './account.ts';
import { createUserAdmin, deleteUserAdmin, generateLink, getUserById, listUsers, updateUserAdmin } from './admin.ts';
import { API_VERSION_HEADER, AuthError, errorReply, usesApi2024 } from './errors.ts';
import { otp, recover, resend, signup, verifyGet, verifyPost } from './flows.ts';
import { requireAdmin } from './sessions.ts';

type Handler = (ctx: AuthContext, req: ApiRequest) => Promise<Reply> | Reply;

const ROUTES: Record<string, Handler> = {
  'GET /settings': settings,
  'GET /health': () =>
    json(200, { version: 'loomconnect-local', name: 'GoTrue', description: 'GoTrue-compatible auth' }),
  'GET /.well-known/jwks.json': () => json(200, { keys: [] }),
  'POST /signup': signup,
  'POST /otp': otp,
  'POST /magiclink': otp,
  'POST /verify': verifyPost,
  'GET /verify': verifyGet,
  'POST /resend': resend,
  'POST /recover': recover,
  'POST /token': token,
  'GET /user': getUser,
  'PUT /user': putUser,
  'POST /logout': logout,
  'GET /reauthenticate': reauthenticate,
};

const ADMIN_USER = /^\/admin\/users\/([^/]+)$/;

async function admin(ctx: AuthContext, req: ApiRequest): Promise<Reply | null> {
  const { method, path } = req;
  if (!path.startsWith('/admin/')) return null;
  await requireAdmin(ctx, req);
  if (path === '/admin/users' && method === 'GET') return listUsers(ctx, req);
  if (path === '/admin/users' && method === 'POST') return createUserAdmin(ctx, req);
  if (path === '/admin/generate_link' && method === 'POST') return generateLink(ctx, req);
  const id = ADMIN_USER.exec(path)?.[1];
  if (id && method === 'GET') return getUserById(ctx, id);
  if (id && method === 'PUT') return updateUserAdmin(ctx, req, id);
  if (id && method === 'DELETE') return deleteUserAdmin(ctx, id);
  return null;
}

async function route(ctx: AuthContext, req: ApiRequest): Promise<Reply> {
  const handler = ROUTES[`${req.method} ${req.path}`];
  const reply = handler ? await handler(ctx, req) : await admin(ctx, req);
  if (reply) return reply;
  throw new AuthError(404, 'not_found', 'Not Found');
}

/** The auth API; config.toml's `[auth]` settings are read once, as GoTrue reads its environment at start. */
export async function createAuthService(stack: StackContext): Promise<Service> {
  const configPath = stack.config.authConfigPath ?? path.join(stack.config.supabaseDir, 'config.toml');
  const ctx: AuthContext = { ...stack, auth: await loadAuthSettings(configPath) };
  return {
    async handle(req) {
      try {
        const reply = await route(ctx, req);
        if (!usesApi2024(req)) return reply;
        return { ...reply, headers: { ...reply.headers, [API_VERSION_HEADER]: '2024-01-01' } };
      } catch (e) {
        if (e instanceof AuthError) return errorReply(req, e);
        throw e;
      }
    },
  };
}
