/**
 * Starts a private local stack for one test file: PGlite in memory by default, or a fresh
 * database on the run's PostgreSQL server when TEST_DB=postgres (TEST_DATABASE_URL's, or one started from npm).
 * Both start from the runner's migrated template (support/migrated-template.ts) unless the file
 * wants the seed, which runs only on a fresh database. Ports are picked free, so files run in parallel.
 */
import { inject } from 'vitest';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import { configFromEnv, type StackConfig } from '../../../supabase/local/config.ts';
import { startStack, type RunningStack } from '../../../supabase/local/stack.ts';
import { createDatabase } from '../../support/test-postgres.ts';
import { REST_SERVER, startPostgrest } from './postgrest.ts';

export type TestDb = 'pglite' | 'postgres';
export const TEST_DB: TestDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestStack extends RunningStack {
  anon: SupabaseClient<Database>;
  service: SupabaseClient<Database>;
  /** A fresh supabase-js client with the anon key and no shared session. */
  client(): SupabaseClient<Database>;
}

/** The run's PostgreSQL server (support/global-setup.ts): TEST_DATABASE_URL's, or one started from npm. */
function postgresAdminUrl(): string {
  const url = inject('postgresAdminUrl');
  if (!url) throw new Error('no PostgreSQL server in this run: set TEST_DB=postgres');
  return url;
}

/** A fresh database on the run's PostgreSQL server, empty or a copy of `template`; `drop` removes it. */
export function createTempDatabase(template?: string | null): Promise<{ url: string; drop: () => Promise<void> }> {
  return createDatabase(postgresAdminUrl(), 'loom_test', template);
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
  const postgrest = REST_SERVER === 'postgrest' ? await startPostgrestFor(stack) : null;
  const url = postgrest?.url ?? stack.url;
  const client = () =>
    createClient<Database>(url, stack.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    });
  const service = createClient<Database>(url, stack.config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  return {
    ...stack,
    url,
    anon: client(),
    service,
    client,
    async close() {
      await postgrest?.close();
      await stack.close();
      await temp?.drop();
    },
  };
}

/**
 * The real PostgREST on the stack's database, in front of the stack (support/postgrest.ts). A schema change
 * the stack is told of (loadSql) reloads PostgREST's schema cache too.
 */
async function startPostgrestFor(stack: RunningStack) {
  if (!stack.config.databaseUrl) throw new Error('REST_SERVER=postgrest needs TEST_DB=postgres');
  const postgrest = await startPostgrest({
    databaseUrl: stack.config.databaseUrl,
    stackUrl: stack.url,
    jwtSecret: stack.config.jwtSecret,
  });
  const stackReload = stack.context.schemaChanged;
  stack.context.schemaChanged = async () => {
    await stackReload();
    await postgrest.reloadSchema();
  };
  return postgrest;
}

/** Loads SQL (e.g. a fixture schema) and tells the stack to reload its schema cache. */
export async function loadSql(stack: RunningStack, sql: string): Promise<void> {
  await stack.db.exec(sql);
  await stack.context.schemaChanged();
}
