/** supabase-js clients for functions: the service role, and the caller's own token (RLS as the caller). */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { requireEnv } from './env.ts';

/** A supabase-js client typed by the generated schema (npm run gen:types). */
export type FunctionClient = SupabaseClient<Database>;

/** Functions never open realtime channels; Node 20 (the local runtime) has no WebSocket for supabase-js to find. */
class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not used by edge functions.');
  }
}

function client(key: string, token?: string): FunctionClient {
  return createClient<Database>(requireEnv('SUPABASE_URL'), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : undefined,
    realtime: { transport: ((globalThis as { WebSocket?: unknown }).WebSocket ?? NoWebSocket) as never },
  });
}

export function serviceClient(): FunctionClient {
  return client(requireEnv('SUPABASE_SERVICE_ROLE_KEY'));
}

/** Queries and RPCs as the caller, so RLS and `is_admin()` see the caller. */
export function callerClient(token: string): FunctionClient {
  return client(requireEnv('SUPABASE_ANON_KEY'), token);
}
