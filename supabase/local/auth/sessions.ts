/** Sessions, refresh-token rotation and the access tokens GoTrue issues, and checking them on requests. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { bearerToken, JwtError, signJwt, verifyJwt, type JwtClaims } from '../http/jwt.ts';
import type { ApiRequest } from '../http/types.ts';
import type { AuthContext } from './context.ts';
import { customizeAccessToken } from './access-token-hook.ts';
import { badRequest, errors, forbidden } from './errors.ts';
import { generateRefreshToken, REFRESH_REUSE_INTERVAL_SECONDS } from './tokens.ts';
import { findUserById, updateUser, userJson, type UserJson, type UserRow } from './users.ts';

/** GoTrue's `amr` method names. */
export type AmrMethod = 'password' | 'otp' | 'email/signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change';
/** What the access token hook is told about a token: how its session signed in, or `token_refresh`. */
type AuthenticationMethod = AmrMethod | 'token_refresh';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

interface AmrRow {
  authentication_method: string;
  created_at: Date;
}

/**
 * The access token of a session, as GoTrue's GenerateAccessToken builds it: the claims, then the custom access
 * token hook (config.toml) with the way this token came about (`password`, `otp`, `token_refresh`, …).
 */
async function accessToken(
  ctx: AuthContext,
  q: Queryable,
  user: UserRow,
  sessionId: string,
  method: AuthenticationMethod,
): Promise<string> {
  const amr = await q.query<AmrRow>(
    'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at desc',
    [sessionId],
  );
  const iat = Math.floor(Date.now() / 1000);
  const claims = await customizeAccessToken(ctx, q, {
    userId: user.id,
    authenticationMethod: method,
    claims: {
      iss: `${ctx.publicUrl()}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp: iat + ctx.config.jwtExpiry,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal: 'aal1',
      amr: amr.rows.map((a) => ({
        method: a.authentication_method,
        timestamp: Math.floor(new Date(a.created_at).getTime() / 1000),
      })),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
  });
  return signJwt(claims, ctx.config.jwtSecret);
}

async function sessionJson(
  ctx: AuthContext,
  q: Queryable,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: AuthenticationMethod,
): Promise<SessionJson> {
  const token = await accessToken(ctx, q, user, sessionId, method);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: Math.floor(Date.now() / 1000) + ctx.config.jwtExpiry,
    refresh_token: refreshToken,
    user: await userJson(q, user),
  };
}

async function insertRefreshToken(q: Queryable, user: UserRow, sessionId: string, parent: string | null) {
  const token = generateRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, user.id, parent, sessionId],
  );
  return token;
}

/** A new signed-in session (a sign-in, or a verified code or link). */
export async function startSession(
  ctx: AuthContext,
  q: Queryable,
  user: UserRow,
  method: AmrMethod,
): Promise<SessionJson> {
  const sessionId = randomUUID();
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
    [sessionId, user.id],
  );
  await q.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [
    sessionId,
    method,
  ]);
  const signedIn = await updateUser(q, user.id, { last_sign_in_at: new Date() });
  await q.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [
    user.id,
  ]);
  return sessionJson(ctx, q, signedIn, sessionId, await insertRefreshToken(q, user, sessionId, null), method);
}

interface RefreshRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string;
}

export type RefreshOutcome = { session: SessionJson } | { reused: true };

/**
 * Rotates a refresh token: each is usable once. Within GoTrue's short reuse interval a just-rotated
 * token gets the current one back (two tabs refreshing at once); later, a revoked token coming back
 * means it leaked, so the whole session is ended and its tokens revoked, and the caller commits that
 * and then reports refresh_token_already_used.
 */
export async function rotateRefreshToken(ctx: AuthContext, q: Queryable, token: string): Promise<RefreshOutcome> {
  const r = await q.query<RefreshRow>('select * from auth.refresh_tokens where token = $1 for update', [token]);
  const row = r.rows[0];
  if (!row) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const user = await findUserById(q, row.user_id);
  if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const active = await sessionActive(q, row.session_id);
  if (row.revoked) {
    const current = await q.query<{ token: string }>(
      `select c.token from auth.refresh_tokens c join auth.refresh_tokens p on p.token = c.parent
       where p.token = $1 and not c.revoked and p.updated_at > now() - make_interval(secs => $2)`,
      [token, REFRESH_REUSE_INTERVAL_SECONDS],
    );
    if (active && current.rows[0])
      return { session: await sessionJson(ctx, q, user, row.session_id, current.rows[0].token, 'token_refresh') };
    await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1', [
      row.session_id,
    ]);
    await q.query('update auth.sessions set not_after = now(), updated_at = now() where id = $1', [row.session_id]);
    return { reused: true };
  }
  if (!active) throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
  await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
  await q.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
  const next = await insertRefreshToken(q, user, row.session_id, token);
  return { session: await sessionJson(ctx, q, user, row.session_id, next, 'token_refresh') };
}

async function sessionActive(q: Queryable, sessionId: unknown): Promise<boolean> {
  if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const r = await q.query('select 1 from auth.sessions where id = $1 and (not_after is null or not_after > now())', [
    sessionId,
  ]);
  return r.rows.length > 0;
}

async function verifiedClaims(ctx: AuthContext, req: ApiRequest): Promise<JwtClaims> {
  const token = bearerToken(req.headers);
  if (!token) throw errors.noAuthorization();
  try {
    return await verifyJwt(token, ctx.config.jwtSecret);
  } catch (e) {
    const expired = e instanceof JwtError && e.reason === 'expired';
    const reason = expired ? 'token has invalid claims: token is expired' : 'token signature is invalid';
    throw errors.badJwt(`invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

export interface Caller {
  user: UserRow;
  sessionId: string;
}

/** The signed-in user of a request: a valid token whose session still exists. */
export async function requireUser(ctx: AuthContext, req: ApiRequest): Promise<Caller> {
  const claims = await verifiedClaims(ctx, req);
  if (typeof claims.sub !== 'string' || !claims.sub) throw errors.badJwt('invalid claim: missing sub claim');
  if (!(await sessionActive(ctx.db, claims.session_id))) throw errors.sessionNotFound();
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId: claims.session_id as string };
}

/** Admin endpoints take the service_role key (or any token with that role). */
export async function requireAdmin(ctx: AuthContext, req: ApiRequest): Promise<void> {
  const claims = await verifiedClaims(ctx, req);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw errors.notAdmin();
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(q: Queryable, caller: Caller, scope: LogoutScope): Promise<void> {
  if (scope === 'local') {
    await q.query('delete from auth.sessions where id = $1', [caller.sessionId]);
    return;
  }
  const keep = scope === 'others' ? caller.sessionId : null;
  await q.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
    caller.user.id,
    keep,
  ]);
}
