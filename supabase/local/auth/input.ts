/** Reading request bodies and parameters the way GoTrue validates them. */
import { HttpError, type ApiRequest } from '../http/types.ts';
import { badRequest, errors } from './errors.ts';
import { isValidEmail, MIN_PASSWORD_LENGTH, normalizeEmail } from './tokens.ts';

export type Body = Record<string, unknown>;

export async function readBody(req: ApiRequest): Promise<Body> {
  try {
    const body = await req.json<unknown>();
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Body;
  } catch (e) {
    if (!(e instanceof HttpError) || e.status !== 400) throw e;
  }
  throw badRequest('bad_json', 'Could not parse request body as JSON');
}

export function optionalString(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export function optionalObject(v: unknown): Record<string, unknown> | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** A well-formed address, lower-cased; `missing` is the message when there is none. */
export function requireEmail(v: unknown, missing = 'An email address is required'): string {
  const raw = optionalString(v);
  if (!raw) throw errors.validation(missing);
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw errors.invalidEmail();
  return email;
}

/** GoTrue's default password rule: at least 6 characters. */
export function checkPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw errors.weakPassword(MIN_PASSWORD_LENGTH);
}

/** The `redirect_to` of a request: query parameter (supabase-js) or body field (admin API). */
export function redirectParam(req: ApiRequest, body: Body = {}): string | undefined {
  return req.url.searchParams.get('redirect_to') ?? optionalString(body.redirect_to);
}
