/** Who is calling a function: the platform (service role key) or a signed-in user. */
import type { User } from '@supabase/supabase-js';
import { env } from './env.ts';
import { FunctionError } from './http.ts';
import { callerClient, serviceClient } from './supabase.ts';

export type Caller = { kind: 'service' } | { kind: 'user'; user: User; token: string };

function bearerToken(req: Request): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '');
  return m ? m[1] : null;
}

/** The caller; a 401 when the request carries neither the service role key nor a valid user token. */
export async function identifyCaller(req: Request): Promise<Caller> {
  const token = bearerToken(req);
  if (token && token === env('SUPABASE_SERVICE_ROLE_KEY')) return { kind: 'service' };
  const { data, error } = token ? await serviceClient().auth.getUser(token) : { data: null, error: null };
  if (!token || error || !data?.user) throw new FunctionError(401, 'You must be logged in.');
  return { kind: 'user', user: data.user, token };
}

/** `public.is_admin()` evaluated as the caller (false for the service role, which is trusted anyway). */
async function isAdmin(caller: Caller): Promise<boolean> {
  if (caller.kind !== 'user') return false;
  const { data, error } = await callerClient(caller.token).rpc('is_admin');
  if (error) throw new Error(`is_admin failed: ${error.message}`);
  return data === true;
}

/** Refuses (403) unless the caller is the service role or an admin. */
export async function requirePlatformOrAdmin(caller: Caller, message: string): Promise<void> {
  if (caller.kind === 'service' || (await isAdmin(caller))) return;
  throw new FunctionError(403, message);
}

/** Refuses (403) unless the caller is `userId` themself, an admin or the service role. */
export async function requireSelfOrAdmin(caller: Caller, userId: string, message: string): Promise<void> {
  if (caller.kind === 'user' && caller.user.id === userId) return;
  await requirePlatformOrAdmin(caller, message);
}
