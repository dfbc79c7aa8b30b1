import { GatewayError } from '../gateway.ts';

/** A supabase-js query reply's error part. */
interface QueryFailure {
  error: { message: string } | null;
  status: number;
}

/** Throws the reply's error as a GatewayError; supabase-js reports a network failure as status 0 rather than throwing. */
export function throwIfFailed(reply: QueryFailure, backendUrl: string): void {
  if (!reply.error) return;
  if (reply.status === 0) throw unreachableError(backendUrl);
  throw new GatewayError(reply.error.message, 'failed');
}

export const unreachableError = (backendUrl: string) =>
  new GatewayError(`Backend unreachable at ${backendUrl}`, 'unreachable');
