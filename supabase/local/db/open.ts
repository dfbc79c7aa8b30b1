import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/**
 * The stack's database: a real PostgreSQL when a URL is given, else PGlite under `dataDir/db` (in memory
 * without one, optionally starting from a data directory snapshot).
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
  pgliteSnapshot?: string | null;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.dataDir === null) {
    const snapshot = opts.pgliteSnapshot ? new Blob([await fs.readFile(opts.pgliteSnapshot)]) : undefined;
    return openPglite(null, snapshot);
  }
  const dir = path.join(opts.dataDir, 'db');
  await fs.mkdir(dir, { recursive: true });
  return openPglite(dir);
}
