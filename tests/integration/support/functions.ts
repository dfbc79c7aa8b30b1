import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';

export interface Invoked {
  status: number;
  body: Record<string, unknown>;
}

/** Status and JSON body of an edge-function call through supabase-js, whether it succeeded or not. */
export async function invokeFunction(client: SupabaseClient, name: string, body: unknown): Promise<Invoked> {
  const { data, error, response } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: response?.status ?? 0, body: data as Record<string, unknown> };
}
