import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';

const BOOTSTRAP_DIR = path.join(import.meta.dirname, 'bootstrap');

async function sqlFiles(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.sql')).sort();
}

/** Supabase's roles, auth/storage schemas and helpers. Idempotent: safe on every start. */
export async function bootstrap(db: Database): Promise<void> {
  for (const file of await sqlFiles(BOOTSTRAP_DIR)) {
    await db.exec(await fs.readFile(path.join(BOOTSTRAP_DIR, file), 'utf8'));
  }
}

export interface MigrationReport {
  applied: string[];
  fresh: boolean;
  seeded: boolean;
}

/**
 * Applies `supabase/migrations/<version>_<name>.sql` not yet recorded in
 * `supabase_migrations.schema_migrations` (as `supabase db push` does), each in its own
 * transaction, then runs `seed.sql` once on a fresh database.
 */
export async function migrate(db: Database, supabaseDir: string, options: { seed: boolean }): Promise<MigrationReport> {
  const existed = await db.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
  );
  const fresh = !existed.rows[0]?.exists;
  await bootstrap(db);

  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const dir = path.join(supabaseDir, 'migrations');
  const applied: string[] = [];
  for (const file of await sqlFiles(dir)) {
    const match = /^(\d+)_(.+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${file}`);
    const [, version, name] = match;
    if (done.has(version)) continue;
    const sql = await fs.readFile(path.join(dir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, name, [sql]],
        );
      });
    } catch (e) {
      throw new Error(`Migration ${file} failed: ${(e as Error).message}`, { cause: e });
    }
    applied.push(file);
  }

  let seeded = false;
  const seedPath = path.join(supabaseDir, 'seed.sql');
  if (fresh && options.seed) {
    const seedSql = await fs.readFile(seedPath, 'utf8').catch(() => null);
    if (seedSql?.trim()) {
      await db.transaction((tx) => tx.exec(seedSql));
      seeded = true;
    }
  }
  return { applied, fresh, seeded };
}
