import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

export class JwtError extends Error {
  constructor(
    message: string,
    readonly reason: 'expired' | 'invalid',
  ) {
    super(message);
  }
}

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keyCache.get(secret);
  if (!k) {
    k = new TextEncoder().encode(secret);
    keyCache.set(secret, k);
  }
  return k;
}

/** HS256 only: `alg: none`, other algorithms, bad signatures and expired tokens are refused. */
/** `clockToleranceSeconds`: how long past `exp` a token still passes (PostgREST allows 30 s of clock skew). */
export async function verifyJwt(token: string, secret: string, clockToleranceSeconds = 0): Promise<JwtClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      clockTolerance: clockToleranceSeconds,
    });
    return payload as JwtClaims;
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) throw new JwtError('JWT expired', 'expired');
    throw new JwtError(e instanceof Error ? e.message : 'invalid JWT', 'invalid');
  }
}

export async function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret));
}

/** The bearer token of a request: `Authorization: Bearer …`, else null. */
export function bearerToken(headers: { authorization?: string }): string | null {
  const h = headers.authorization;
  if (!h) return null;
  const m = /^bearer\s+(.+)$/i.exec(h.trim());
  return m ? m[1].trim() : null;
}
