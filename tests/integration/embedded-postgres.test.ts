/**
 * `DATABASE_URL=embedded`: the stack on PostgreSQL 15 from npm, its data kept in the data folder, so a restart
 * finds what the last run stored. Independent of TEST_DB: it starts its own server.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv, EMBEDDED_DATABASE } from '../../supabase/local/config.ts';
import { startStack, type RunningStack } from '../../supabase/local/stack.ts';

const dataDirs: string[] = [];

async function embeddedStack(dataDir: string): Promise<RunningStack> {
  return startStack(
    {
      ...configFromEnv({}),
      port: 0,
      mailPort: 0,
      dataDir,
      databaseUrl: EMBEDDED_DATABASE,
      seed: false,
      logRequests: false,
      scheduler: false,
    },
    () => undefined,
  );
}

describe('the stack on PostgreSQL from npm (DATABASE_URL=embedded)', () => {
  afterAll(async () => {
    for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('migrates a PostgreSQL 15 server in the data folder and keeps its rows across restarts', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'loom-embedded-'));
    dataDirs.push(dataDir);
    const first = await embeddedStack(dataDir);
    try {
      const { rows } = await first.db.query<{ version: string }>(`select current_setting('server_version') as version`);
      expect(rows[0].version).toMatch(/^15\./);
      expect(first.migrations.applied.length).toBeGreaterThan(0);
      expect(first.config.databaseUrl).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/postgres$/);
      await first.db.exec(
        `create table public.kept_across_restarts (note text); insert into public.kept_across_restarts values ('kept');`,
      );
    } finally {
      await first.close();
    }
    const second = await embeddedStack(dataDir);
    try {
      expect(second.migrations.applied).toEqual([]);
      const { rows } = await second.db.query<{ note: string }>('select note from public.kept_across_restarts');
      expect(rows).toEqual([{ note: 'kept' }]);
    } finally {
      await second.close();
    }
    await expect(fs.stat(path.join(dataDir, 'postgres', 'PG_VERSION'))).resolves.toBeTruthy();
    // Two stack starts on a fresh server (initdb, every migration, the seed, a restart): a stack's hook time, not a
    // test's.
  }, 120_000);
});
