/** Reading request bodies and parameters the way GoTrue validates them. */
import { HttpError, type ApiRequest } from '../http/types.ts';
import { badRequest, errors } from './errors.ts';
import type { PasswordSettings } from './auth-settings.ts';
import { isValidEmail, normalizeEmail } from './tokens.ts';

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

/** bcrypt reads 72 bytes at most; GoTrue refuses longer passwords rather than ignore the rest. */
const MAX_PASSWORD_BYTES = 72;

export interface PasswordWeakness {
  message: string;
  reasons: string[];
}

/**
 * GoTrue's checkPasswordStrength with config.toml's settings: too short (in bytes, as Go's len counts) is
 * reason 'length', a required set without a character in the password is reason 'characters' (named once),
 * each with GoTrue's sentence. Null when the password is strong enough.
 */
export function passwordWeakness(settings: PasswordSettings, password: string): PasswordWeakness | null {
  const messages: string[] = [];
  const reasons: string[] = [];
  if (Buffer.byteLength(password, 'utf8') < settings.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${settings.minLength} characters.`);
  }
  const sets = settings.requiredCharacters.filter((set) => set !== '');
  if (sets.some((set) => ![...password].some((c) => set.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${settings.requiredCharacters.join(', ')}.`);
  }
  return reasons.length ? { message: messages.join(' '), reasons } : null;
}

export function checkPasswordLength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw errors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
}

/** Refuses a password GoTrue would: longer than bcrypt takes (400), or weak (422 weak_password with its reasons). */
export function checkPassword(settings: PasswordSettings, password: string): void {
  checkPasswordLength(password);
  const weakness = passwordWeakness(settings, password);
  if (weakness) throw errors.weakPassword(weakness);
}

/** The `redirect_to` of a request: query parameter (supabase-js) or body field (admin API). */
export function redirectParam(req: ApiRequest, body: Body = {}): string | undefined {
  return req.url.searchParams.get('redirect_to') ?? optionalString(body.redirect_to);
}
