import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** The stack's database: a real PostgreSQL when a URL is given, else PGlite under `dataDir/db`. */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string | null }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.dataDir === null) return openPglite(null);
  const dir = path.join(opts.dataDir, 'db');
  await fs.mkdir(dir, { recursive: true });
  return openPglite(dir);
}
