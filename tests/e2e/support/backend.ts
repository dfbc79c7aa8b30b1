import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import WebSocket from 'ws';
import { E2E } from './e2e-env.ts';

/** A service-role client on the test stack, for arranging data the way an admin tool would. */
export function serviceClient(): SupabaseClient<Database> {
  return createClient<Database>(E2E.apiUrl, E2E.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}
