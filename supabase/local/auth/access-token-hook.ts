/**
 * GoTrue's custom access token hook (internal/tokens/service.go GenerateAccessToken, internal/hooks): when
 * config.toml enables `[auth.hook.custom_access_token]` with a `pg-functions://` URI, every access token
 * GoTrue issues (sign-in, verified code or link, refresh) first goes through that Postgres function, inside
 * the transaction that issues it, as `supabase_auth_admin`, with a 2 s statement timeout. Its input is
 * `{metadata, user_id, claims, authentication_method}`; its output `{claims}` replaces the claims (checked
 * against GoTrue's minimum token schema) and `{error: {http_code, message}}` refuses the token with that status.
 */
import { randomUUID } from 'node:crypto';
import { isPgError, type Queryable } from '../db/database.ts';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';

export type Claims = Record<string, unknown>;

/** GoTrue's hookspgfunc default timeout. */
const HOOK_TIMEOUT_MS = 2000;
/** The role GoTrue connects as: the hook runs with its privileges, so grants matter locally as on Supabase. */
const AUTH_ADMIN_ROLE = 'supabase_auth_admin';

/**
 * A failure the way GoTrue's error handler answers one without an error code: 'unexpected_failure' for a 500,
 * 'unknown' for anything else.
 */
function hookFailure(status: number, message: string): AuthError {
  return new AuthError(status, status === 500 ? 'unexpected_failure' : 'unknown', message);
}

type SchemaType = 'string' | 'integer' | 'object' | 'array' | 'boolean' | 'string|array';

// tokens.MinimumViableTokenSchema: the properties it types and the ones it requires.
const CLAIM_TYPES: Record<string, SchemaType> = {
  aud: 'string|array',
  exp: 'integer',
  jti: 'string',
  iat: 'integer',
  iss: 'string',
  nbf: 'integer',
  sub: 'string',
  email: 'string',
  phone: 'string',
  app_metadata: 'object',
  user_metadata: 'object',
  role: 'string',
  aal: 'string',
  amr: 'array',
  session_id: 'string',
  client_id: 'string',
};
const REQUIRED_CLAIMS = ['aud', 'exp', 'iat', 'sub', 'email', 'phone', 'role', 'aal', 'session_id', 'is_anonymous'];

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** gojsonschema's findings for the hook's claims, one `field: description` each ('(root)' for the whole). */
function claimProblems(claims: unknown): string[] {
  const type = jsonType(claims);
  if (type !== 'object') return [`(root): Invalid type. Expected: object, given: ${type}`];
  const given = claims as Claims;
  const problems = REQUIRED_CLAIMS.filter((k) => !(k in given)).map((k) => `(root): ${k} is required`);
  for (const [key, expected] of Object.entries(CLAIM_TYPES)) {
    if (!(key in given)) continue;
    const actual = jsonType(given[key]);
    const allowed = expected === 'string|array' ? ['string', 'array'] : [expected];
    if (!allowed.includes(actual)) {
      problems.push(`${key}: Invalid type. Expected: ${allowed.join('/')}, given: ${actual}`);
    }
  }
  return problems;
}

/** Runs the function as GoTrue's hookspgfunc does; a database error is GoTrue's 'Error running hook URI'. */
async function callHook(q: Queryable, functionName: string, uri: string, input: object): Promise<unknown> {
  try {
    await q.query(`select set_config('statement_timeout', $1, true), set_config('role', $2, true)`, [
      String(HOOK_TIMEOUT_MS),
      AUTH_ADMIN_ROLE,
    ]);
    const { rows } = await q.query<{ output: unknown }>(`select ${functionName}($1::jsonb) as output`, [
      JSON.stringify(input),
    ]);
    await q.query('set local statement_timeout to default');
    await q.query(`select set_config('role', 'none', true)`);
    const output = rows[0]?.output ?? null;
    return typeof output === 'string' ? JSON.parse(output) : output;
  } catch (e) {
    if (isPgError(e)) throw hookFailure(500, `Error running hook URI: ${uri}`);
    throw e;
  }
}

/** The claims GoTrue signs: `claims` as they are, or as the configured hook returns them (or its refusal). */
export async function customizeAccessToken(
  ctx: AuthContext,
  q: Queryable,
  input: { userId: string; claims: Claims; authenticationMethod: string },
): Promise<Claims> {
  const hook = ctx.auth.customAccessToken;
  if (!hook) return input.claims;
  const output = await callHook(q, hook.functionName, hook.uri, {
    metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: 'customize-access-token' },
    user_id: input.userId,
    claims: input.claims,
    authentication_method: input.authenticationMethod,
  });
  const reply = (jsonType(output) === 'object' ? output : {}) as { error?: unknown; claims?: unknown };
  const error = jsonType(reply.error) === 'object' ? (reply.error as { http_code?: unknown; message?: unknown }) : null;
  // hookserrors.Check: an error counts only with a message; without an http_code it is a 500.
  if (error && typeof error.message === 'string' && error.message !== '') {
    const status = typeof error.http_code === 'number' && error.http_code > 0 ? error.http_code : 500;
    throw hookFailure(status, error.message);
  }
  if (output !== null && !('claims' in reply)) throw hookFailure(500, 'output claims field is missing');
  if (output !== null && reply.claims !== null && jsonType(reply.claims) !== 'object')
    throw hookFailure(500, 'Error unmarshaling JSON output.');
  const problems = claimProblems(output === null ? null : reply.claims);
  if (problems.length) {
    const list = problems.map((p) => `- ${p}\n`).join('');
    throw hookFailure(500, `output claims do not conform to the expected schema: \n${list}`);
  }
  return reply.claims as Claims;
}
