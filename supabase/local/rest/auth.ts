import { bearerToken, JwtError, verifyJwt, type JwtClaims } from '../http/jwt.ts';
import { pgrst } from './errors.ts';

export type RoleClaims = JwtClaims & { role: string };

/** Verified tokens, so the anon key and session tokens are not re-verified on every request. */
const verified = new Map<string, RoleClaims>();
const MAX_CACHED = 1000;

/** No token → anon; a bad token → 401 PGRST301; an expired one → 401 PGRST303. */
export async function requestClaims(headers: { authorization?: string }, secret: string): Promise<RoleClaims> {
  const token = bearerToken(headers);
  if (!token) return { role: 'anon' };
  const cached = verified.get(secret + token);
  if (cached && (cached.exp === undefined || cached.exp * 1000 > Date.now())) return cached;
  try {
    const claims = await verifyJwt(token, secret);
    const withRole = { ...claims, role: typeof claims.role === 'string' && claims.role ? claims.role : 'anon' };
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
