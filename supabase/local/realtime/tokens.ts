/**
 * Access tokens as Supabase Realtime checks them: an HS256 JWT signed with the project's secret,
 * with `role` and `exp`, not expired — and, as everywhere in the local stack, a role the
 * authenticator may assume. Refusals carry Realtime's error code and text.
 */
import { decodeJwt } from 'jose';
import { roleRefusal, type RoleGate } from '../db/roles.ts';
import { JwtError, verifyJwt, type JwtClaims } from '../http/jwt.ts';

export type Claims = JwtClaims & { role: string; exp: number };

export interface TokenRefusal {
  /** Realtime's error code, e.g. `InvalidJWTToken`. */
  code: string;
  message: string;
}

/** `Token has expired 12 seconds ago`, from the token's own `exp`. */
function expiredMessage(token: string): string {
  let exp = 0;
  try {
    exp = Number(decodeJwt(token).exp ?? 0);
  } catch {
    // Unreadable claims: report the expiry without the age.
  }
  return `Token has expired ${Math.max(0, Math.floor(Date.now() / 1000) - exp)} seconds ago`;
}

export async function checkToken(
  token: unknown,
  secret: string,
  roles: RoleGate,
): Promise<{ claims: Claims } | { refusal: TokenRefusal }> {
  if (typeof token !== 'string' || token.split('.').length !== 3) {
    return { refusal: { code: 'MalformedJWT', message: 'The token provided is not a valid JWT' } };
  }
  let claims: JwtClaims;
  try {
    claims = await verifyJwt(token, secret);
  } catch (e) {
    if (e instanceof JwtError && e.reason === 'expired') {
      return { refusal: { code: 'InvalidJWTToken', message: expiredMessage(token) } };
    }
    const malformed =
      e instanceof Error && /JWS|JWT|Compact|decode|parse/i.test(e.message) && !/signature/i.test(e.message);
    return {
      refusal: malformed
        ? { code: 'MalformedJWT', message: 'The token provided is not a valid JWT' }
        : { code: 'JwtSignatureError', message: 'Failed to validate JWT signature' },
    };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return { refusal: { code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' } };
  }
  const verdict = await roles.verdict(claims.role);
  if (verdict !== 'ok')
    return { refusal: { code: 'Unauthorized', message: roleRefusal(claims.role, verdict).message } };
  return { claims: claims as Claims };
}
