import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';

/** The typed client the sync engine uses: table and RPC names checked against the migrations. */
export type SyncClient = SupabaseClient<Database>;

/**
 * A supabase-js client for main that acts as the signed-in user: the renderer owns the session
 * (sign-in, refresh) and hands main each new access token; main never sees the refresh token.
 */
export function createSyncClient(
  backendUrl: string,
  anonKey: string,
  accessToken: string,
  fetchImpl?: typeof fetch,
): SyncClient {
  const client = createClient<Database>(backendUrl, anonKey, {
    global: { headers: { Authorization: `Bearer ${accessToken}` }, ...(fetchImpl ? { fetch: fetchImpl } : {}) },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket. A client replaced by a refreshed token's closes its socket as soon as
    // its last channel has left (not 50 s later), so the desktop keeps one Realtime connection.
    realtime: { transport: WebSocket as never, disconnectOnEmptyChannelsAfterMs: 0 },
  });
  client.realtime.setAuth(accessToken);
  return client;
}

/** PostgREST answered nothing (network down, server stopped): supabase-js reports status 0. */
export function isUnreachable(reply: { status: number; error: { message: string } | null }): boolean {
  return reply.status === 0 || /fetch failed|Failed to fetch|ECONNREFUSED|network/i.test(reply.error?.message ?? '');
}

/** Raised for a call that got no answer, so the engine can tell offline from a refusal. */
export class UnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreachableError';
  }
}
