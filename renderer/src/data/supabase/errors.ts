import { FunctionsFetchError, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type { NotificationReply } from '@domain/schemas/functions.ts';
import { GatewayError } from '../gateway.ts';
import { accepted, refused, type Outcome } from '../outcome.ts';
import { userMessage } from '@domain/server-errors.ts';

/** A supabase-js query reply. */
interface QueryReply<T> {
  data: T;
  error: { message: string; code?: string } | null;
  status: number;
}

export const unreachableError = (backendUrl: string) =>
  new GatewayError(`Backend unreachable at ${backendUrl}`, 'unreachable');

/**
 * Throws the reply's error as a GatewayError in words a person reads (@domain/server-errors.ts); supabase-js
 * reports a network failure as status 0 rather than throwing.
 */
export function throwIfFailed(reply: Omit<QueryReply<unknown>, 'data'>, backendUrl: string): void {
  if (!reply.error) return;
  if (reply.status === 0) throw unreachableError(backendUrl);
  throw new GatewayError(userMessage(reply.error), 'failed');
}

/** The reply's data, or its error thrown as a GatewayError. */
export function dataOf<T>(reply: QueryReply<T>, backendUrl: string): T {
  throwIfFailed(reply, backendUrl);
  return reply.data;
}

/**
 * What a function said when it refused (our functions answer `{ error }` or `{ success: false, message }`), with
 * any database text it passed on put into words.
 */
export async function functionMessage(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    const body = (await (error.context as Response).json().catch(() => null)) as {
      error?: unknown;
      message?: unknown;
    } | null;
    const details = body?.error ?? body?.message;
    if (typeof details === 'string' && details) return userMessage(details);
  }
  return userMessage(error instanceof Error ? error.message : String(error));
}

/** Calls an edge function; a refusal becomes a GatewayError with the function's own words. */
export async function invokeFunction<T>(
  client: SupabaseClient,
  backendUrl: string,
  name: string,
  body: object,
): Promise<T> {
  const { data, error } = await client.functions.invoke<T>(name, { body });
  if (error instanceof FunctionsFetchError) throw unreachableError(backendUrl);
  if (error) throw new GatewayError(await functionMessage(error), 'failed');
  return data as T;
}

/**
 * Calls a notification function (WhatsApp to a poster, executives or a bidder). Whatever the function
 * answers, the action before it stands: a refusal is 'not-delivered' with its message, not a failure.
 */
export async function invokeNotification(
  client: SupabaseClient,
  backendUrl: string,
  name: string,
  body: object,
): Promise<Outcome<void, 'not-delivered'>> {
  const { data, error } = await client.functions.invoke<NotificationReply>(name, { body });
  if (error instanceof FunctionsFetchError) throw unreachableError(backendUrl);
  if (error) return refused('not-delivered', await functionMessage(error));
  if (data?.success === false)
    return refused('not-delivered', userMessage(data.message ?? 'The notification was not sent.'));
  return accepted(undefined);
}
