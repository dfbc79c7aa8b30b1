import { roleRefusal, type RoleGate } from '../db/roles.ts';
import { bearerToken, JwtError, verifyJwt, type JwtClaims } from '../http/jwt.ts';
import { pgrst } from './errors.ts';

export type RoleClaims = JwtClaims & { role: string };

/** PostgREST accepts a token up to 30 s past its `exp` (clock skew between the issuer and the API). */
const CLOCK_SKEW_SECONDS = 30;

/** Verified tokens, so the anon key and session tokens are not re-verified on every request. */
const verified = new Map<string, RoleClaims>();
const MAX_CACHED = 1000;

/**
 * The role a JWT asks for: its `role` claim when that is a string (even an empty one, which no role
 * is named), else anon, as PostgREST reads it.
 */
function claimedRole(claims: JwtClaims): string {
  return typeof claims.role === 'string' ? claims.role : 'anon';
}

/** No token → anon; a bad token → 401 PGRST301; an expired one → 401 PGRST303. */
export async function requestClaims(headers: { authorization?: string }, secret: string): Promise<RoleClaims> {
  const token = bearerToken(headers);
  if (!token) return { role: 'anon' };
  const cached = verified.get(secret + token);
  if (cached && (cached.exp === undefined || (cached.exp + CLOCK_SKEW_SECONDS) * 1000 > Date.now())) return cached;
  try {
    const claims = await verifyJwt(token, secret, CLOCK_SKEW_SECONDS);
    const withRole = { ...claims, role: claimedRole(claims) };
    if (verified.size >= MAX_CACHED) verified.clear();
    verified.set(secret + token, withRole);
    return withRole;
  } catch (e) {
    verified.delete(secret + token);
    const expired = e instanceof JwtError && e.reason === 'expired';
    throw pgrst(
      401,
      expired ? 'PGRST303' : 'PGRST301',
      expired ? 'JWT expired' : e instanceof Error ? e.message : 'JWT invalid',
      null,
      null,
      {
        'www-authenticate': `Bearer error="invalid_token", error_description="${expired ? 'JWT expired' : 'JWT invalid'}"`,
      },
    );
  }
}

/**
 * Refuses a role the authenticator may not assume, with PostgreSQL's SET ROLE error as PostgREST 12
 * relays it: 403 `42501` "permission denied to set role" (the request carried a JWT), 400 `22023`
 * for a role that does not exist.
 */
export async function checkRole(roles: RoleGate, claims: RoleClaims): Promise<void> {
  const verdict = await roles.verdict(claims.role);
  if (verdict === 'ok') return;
  const { code, message } = roleRefusal(claims.role, verdict);
  throw pgrst(verdict === 'missing' ? 400 : 403, code, message);
}
