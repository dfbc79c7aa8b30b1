import type { ApiError } from '@/data/api.ts';

/** The gateway failure a rejected `unwrap()` carries; anything else (a bug) has no message to show. */
export function apiErrorOf(error: unknown): ApiError | null {
  const e = error as Partial<ApiError> | null;
  return e && typeof e.message === 'string' && (e.kind === 'failed' || e.kind === 'unreachable')
    ? { message: e.message, kind: e.kind }
    : null;
}
