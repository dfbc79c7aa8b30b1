/**
 * `npm run gen:types`: the database types of what the migrations build, in the Supabase CLI's
 * shape (`supabase gen types typescript --local`), laid out by the repository's Prettier config.
 * The migrations run on a throw-away in-memory PGlite, so no stack or data folder is touched.
 */
import path from 'node:path';
import * as prettier from 'prettier';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { introspect } from './introspect.ts';
import { printDatabaseTypes } from './print.ts';

/**
 * The schemas typed. Only `public`: it is the one schema the REST API serves. A project started
 * with `supabase start` would add `graphql_public` (config.toml lists it and Supabase's image has
 * pg_graphql), but the local stack has neither that schema nor /graphql/v1, and the CLI's template
 * only prints schemas that exist in the database it reads.
 */
export const TYPED_SCHEMAS = ['public'];

/** Where the generated file lives, relative to the project root. */
export const DATABASE_TYPES_FILE = 'supabase/functions/_shared/database.types.ts';

/** Formats TypeScript with the Prettier options that apply to `filePath` (so `prettier --check` passes). */
export async function formatLike(filePath: string, source: string): Promise<string> {
  const options = (await prettier.resolveConfig(filePath)) ?? {};
  return prettier.format(source, { ...options, filepath: filePath });
}

/** The formatted types of `schemas` in an already migrated database. */
export async function databaseTypes(db: Database, filePath: string, schemas = TYPED_SCHEMAS): Promise<string> {
  return formatLike(filePath, printDatabaseTypes(await introspect(db, schemas)));
}

/** Applies `<supabaseDir>/migrations` to a fresh in-memory PGlite and prints the types of the result. */
export async function databaseTypesFromMigrations(supabaseDir: string, filePath: string): Promise<string> {
  const db = await openDatabase({ databaseUrl: null, dataDir: null });
  try {
    await migrate(db, supabaseDir, { seed: false });
    return await databaseTypes(db, filePath);
  } finally {
    await db.close();
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
