import { asRole, type Queryable } from '../db/database.ts';
import { roleRefusal } from '../db/roles.ts';
import { bearerToken, JwtError, verifyJwt, type JwtClaims } from '../http/jwt.ts';
import type { ApiRequest, StackContext } from '../http/types.ts';
import { errors, mapDbError, storageError } from './errors.ts';
import type { FileStore } from './files.ts';

export type Claims = JwtClaims & { role: string };

/** What every storage route needs: the stack, the files and the caller. */
export interface StorageRequest {
  ctx: StackContext;
  files: FileStore;
  req: ApiRequest;
  claims: Claims;
}

export const SERVICE_CLAIMS: Claims = { role: 'service_role' };

/**
 * The caller's claims from `Authorization: Bearer <jwt>`; no header means anon, as on Supabase. A role
 * the authenticator may not assume (e.g. a forged `postgres`) is refused before any query runs.
 */
export async function callerClaims(ctx: StackContext, req: ApiRequest): Promise<Claims> {
  const token = bearerToken(req.headers);
  if (!token) return { role: 'anon' };
  let claims: Claims;
  try {
    const verified = await verifyJwt(token, ctx.config.jwtSecret);
    claims = { ...verified, role: typeof verified.role === 'string' ? verified.role : 'anon' };
  } catch (e) {
    throw errors.invalidJwt(e instanceof JwtError ? e.message : 'Invalid JWT');
  }
  const verdict = await ctx.roles.verdict(claims.role);
  if (verdict !== 'ok')
    throw storageError(403, 'AccessDenied', roleRefusal(claims.role, verdict).message, 'Unauthorized');
  return claims;
}

/** Runs `fn` as the caller's role so storage RLS decides; database refusals become Storage's errors. */
export function asCaller<T>(
  sr: StorageRequest,
  fn: (tx: Queryable) => Promise<T>,
  opts: { claims?: Claims; duplicateCode?: string } = {},
): Promise<T> {
  return asRole(sr.ctx.db, opts.claims ?? sr.claims, fn).catch((e: unknown) => mapDbError(e, opts.duplicateCode));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `owner` (uuid) and `owner_id` (text) columns for rows the caller creates. */
export function ownerOf(claims: JwtClaims): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' ? claims.sub : null;
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub };
}
