/**
 * The database types as `supabase gen types typescript --local` writes them: the migrations are applied to a
 * throw-away database on PostgreSQL (TEST_DATABASE_URL's server, or PostgreSQL 15 from npm), then
 * `@supabase/postgres-meta`'s generator runs over it exactly as the CLI runs it (its server entry with the
 * PG_META_GENERATE_TYPES settings the CLI passes), and its output is the file, byte for byte.
 *
 * Why PostgreSQL and not PGlite: the generator connects with node-postgres, which reaches PGlite only
 * through @electric-sql/pglite-socket, and every pglite-socket release pins one exact PGlite version (and
 * eight extension packages) other than the stack's; PostgreSQL 15 is also what hosted Supabase runs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { migrate } from '../supabase/local/db/migrate.ts';
import { openPostgres } from '../supabase/local/db/postgres.ts';
import { createDatabase, startTestPostgres } from '../tests/support/test-postgres.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** Where the generated file lives, relative to the project root. */
export const DATABASE_TYPES_FILE = 'supabase/functions/_shared/database.types.ts';

/** The schemas the CLI types by default: `public` and config.toml's `[api] schemas`. */
export function typedSchemas(configToml: string): string[] {
  const api = /^\[api\][^[]*?^schemas\s*=\s*\[([^\]]*)\]/ms.exec(configToml);
  const listed = api ? [...api[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]) : [];
  return [...new Set(['public', ...listed])];
}

/** postgres-meta's TypeScript types of `schemas` in the database at `url` (what the CLI prints). */
function postgresMetaTypes(url: string, schemas: string[]): Promise<string> {
  const server = createRequire(import.meta.url).resolve('@supabase/postgres-meta/dist/server/server.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [server], {
      env: {
        ...process.env,
        PG_META_DB_URL: url,
        PG_META_GENERATE_TYPES: 'typescript',
        PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: schemas.join(','),
        PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`postgres-meta exited with ${code}:\n${err.slice(-2000)}`)),
    );
  });
}

/** Applies the migrations to a fresh database and returns the types postgres-meta generates for it. */
export async function databaseTypesFromMigrations(): Promise<string> {
  const server = await startTestPostgres();
  try {
    const db = await createDatabase(server.adminUrl, 'loom_typegen');
    try {
      const conn = await openPostgres(db.url, 2);
      try {
        await migrate(conn, path.join(ROOT, 'supabase'), { seed: false });
      } finally {
        await conn.close();
      }
      const schemas = typedSchemas(await fs.readFile(path.join(ROOT, 'supabase/config.toml'), 'utf8'));
      return await postgresMetaTypes(db.url, schemas);
    } finally {
      await db.drop();
    }
  } finally {
    await server.stop();
  }
}

/** Null when the committed file matches the migrations, else the one line to print. */
export function staleTypesMessage(committed: string | null, generated: string, filePath: string): string | null {
  if (committed === generated) return null;
  const name = path.relative(process.cwd(), filePath) || filePath;
  return committed === null
    ? `${name} is missing: run \`npm run gen:types\` and commit it.`
    : `${name} is stale: it differs from what supabase/migrations produce; run \`npm run gen:types\` and commit it.`;
}
