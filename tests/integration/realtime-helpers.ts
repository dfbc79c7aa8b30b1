/** Helpers of the realtime tests: clients signed in for realtime, subscriptions, collecting events. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import { configFromEnv } from '../../supabase/local/config.ts';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { startStack, type RunningStack } from '../../supabase/local/stack.ts';
import { createTempDatabase, TEST_DB, type TestStack } from './support/stack.ts';

/** A supabase-js client whose realtime socket joins channels with `token` (a signed-in member's JWT). */
export function realtimeClient(
  stack: { url: string; config: { anonKey: string } },
  token?: string,
  options: { vsn?: string } = {},
): SupabaseClient<Database> {
  const client = createClient<Database>(stack.url, stack.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never, ...options },
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
  if (token) void client.realtime.setAuth(token);
  return client;
}

/** A JWT for these claims signed with the stack's secret, valid for `seconds`. */
export function token(stack: TestStack, claims: Record<string, unknown>, seconds = 600): Promise<string> {
  return signJwt({ exp: Math.floor(Date.now() / 1000) + seconds, ...claims }, stack.config.jwtSecret);
}

/** Resolves once the channel is SUBSCRIBED; rejects with the error of CHANNEL_ERROR, TIMED_OUT or CLOSED. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else reject(err ?? new Error(status));
    });
  });
}

/** The channel's subscription outcome: the status and error of its first callback. */
export function subscribeOutcome(channel: RealtimeChannel): Promise<{ status: string; error?: Error }> {
  return new Promise((resolve) => {
    let done = false;
    channel.subscribe((status, error) => {
      if (done) return;
      done = true;
      resolve({ status, error });
    });
  });
}

export async function waitUntil(check: () => boolean, what: string, ms = 8000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 15));
  }
}

/** Events as they arrive, with a wait for the n-th. */
export class Events<T = Record<string, unknown>> {
  readonly items: T[] = [];
  readonly push = (e: T) => void this.items.push(e);
  async count(n: number, what = `${n} event(s)`, ms?: number): Promise<T[]> {
    await waitUntil(() => this.items.length >= n, what, ms);
    return this.items;
  }
}

/**
 * A stack that can be stopped and started again on the same port and database (PGlite files in a
 * temporary folder, or a fresh PostgreSQL database), as a member's browser sees a restart.
 */
export async function restartableStack(): Promise<{ start(): Promise<RunningStack>; dispose(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'loom-rt-'));
  // An empty database: the first start migrates it, as `npm start` does.
  const temp = TEST_DB === 'postgres' ? await createTempDatabase() : null;
  const databaseUrl = temp?.url ?? null;
  let port = 0;
  return {
    async start() {
      const stack = await startStack(
        {
          ...configFromEnv({}),
          port,
          mailPort: 0,
          dataDir,
          databaseUrl,
          seed: false,
          logRequests: false,
          scheduler: false,
        },
        () => undefined,
      );
      port = Number(new URL(stack.url).port);
      return stack;
    },
    async dispose() {
      await fs.rm(dataDir, { recursive: true, force: true });
      await temp?.drop();
    },
  };
}
