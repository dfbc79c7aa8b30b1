/**
 * Starts a private local stack for one test file: PGlite in memory by default, or a fresh
 * database on a real PostgreSQL server when TEST_DB=postgres (admin URL in TEST_DATABASE_URL).
 * Both start from the runner's migrated template (support/migrated-template.ts) unless the file
 * wants the seed, which runs only on a fresh database. Ports are picked free, so files run in parallel.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import { configFromEnv, type StackConfig } from '../../../supabase/local/config.ts';
import { startStack, type RunningStack } from '../../../supabase/local/stack.ts';

export type TestDb = 'pglite' | 'postgres';
export const TEST_DB: TestDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

export interface TestStack extends RunningStack {
  anon: SupabaseClient<Database>;
  service: SupabaseClient<Database>;
  /** A fresh supabase-js client with the anon key and no shared session. */
  client(): SupabaseClient<Database>;
}

/**
 * A fresh database on the PostgreSQL server of TEST_DATABASE_URL, empty or a copy of `template`; `drop`
 * removes it.
 */
export async function createTempDatabase(
  template?: string | null,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `loom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (e) {
    throw new Error(
      `TEST_DB=postgres needs a PostgreSQL server at ${ADMIN_URL} (set TEST_DATABASE_URL): ${(e as Error).message}`,
      { cause: e },
    );
  }
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function startTestStack(overrides: Partial<StackConfig> = {}): Promise<TestStack> {
  // The seed runs on a fresh database only: a seeded stack migrates from scratch.
  const fromTemplate = !overrides.seed;
  const temp =
    TEST_DB === 'postgres' ? await createTempDatabase(fromTemplate ? inject('postgresTemplate') : null) : null;
  const stack = await startStack(
    {
      ...configFromEnv({}),
      port: 0,
      mailPort: 0,
      dataDir: null,
      databaseUrl: temp?.url ?? null,
      pgliteSnapshot: fromTemplate ? inject('pgliteTemplate') : null,
      seed: false,
      logRequests: false,
      scheduler: false,
      ...overrides,
    },
    () => undefined,
  );
  const client = () =>
    createClient<Database>(stack.url, stack.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    });
  const service = createClient<Database>(stack.url, stack.config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  return {
    ...stack,
    anon: client(),
    service,
    client,
    async close() {
      await stack.close();
      await temp?.drop();
    },
  };
}

/** Loads SQL (e.g. a fixture schema) and tells the stack to reload its schema cache. */
export async function loadSql(stack: RunningStack, sql: string): Promise<void> {
  await stack.db.exec(sql);
  await stack.context.schemaChanged();
}
