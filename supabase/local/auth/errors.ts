import { json, type ApiRequest, type Reply } from '../http/types.ts';

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

/** A GoTrue error: HTTP status, snake_case error code and message (plus extra fields such as weak_password). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function usesApi2024(req: ApiRequest): boolean {
  const v = req.headers[API_VERSION_HEADER];
  return typeof v === 'string' && v >= API_VERSION_2024 && /^\d{4}-\d{2}-\d{2}$/.test(v);
}

/**
 * GoTrue's two error formats: `{code: <status>, error_code, msg}` for old clients and
 * `{code: <error_code>, message}` when the request names API version 2024-01-01 or later.
 */
export function errorReply(req: ApiRequest, e: AuthError): Reply {
  if (usesApi2024(req)) {
    return json(e.status, { code: e.code, message: e.message, ...e.extra }, { [API_VERSION_HEADER]: API_VERSION_2024 });
  }
  return json(e.status, { code: e.status, error_code: e.code, msg: e.message, ...e.extra });
}

export const badRequest = (code: string, msg: string) => new AuthError(400, code, msg);
export const unprocessable = (code: string, msg: string) => new AuthError(422, code, msg);
export const forbidden = (code: string, msg: string) => new AuthError(403, code, msg);

export const errors = {
  invalidCredentials: () => badRequest('invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => badRequest('email_not_confirmed', 'Email not confirmed'),
  otpExpired: () => forbidden('otp_expired', 'Token has expired or is invalid'),
  invalidEmail: () => badRequest('email_address_invalid', 'Unable to validate email address: invalid format'),
  emailExists: () => unprocessable('email_exists', 'A user with this email address has already been registered'),
  userAlreadyExists: () => unprocessable('user_already_exists', 'User already registered'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token'),
  notAdmin: () => forbidden('not_admin', 'User not allowed'),
  badJwt: (message: string) => forbidden('bad_jwt', message),
  sessionNotFound: () => forbidden('session_not_found', 'Session from session_id claim in JWT does not exist'),
  validation: (msg: string) => badRequest('validation_failed', msg),
  invalidNonce: () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid'),
  rateLimited: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  weakPassword: (weakness: { message: string; reasons: string[] }) =>
    new AuthError(422, 'weak_password', weakness.message, { weak_password: { reasons: weakness.reasons } }),
};
