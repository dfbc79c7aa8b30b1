/**
 * `npm run gen:types` writes supabase/functions/_shared/database.types.ts from the migrations with Supabase's
 * own generator (scripts/database-types.ts); `npm run gen:types -- --check` (in `npm test`) exits 1 when the
 * committed file is stale.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { DATABASE_TYPES_FILE, databaseTypesFromMigrations, ROOT, staleTypesMessage } from './database-types.ts';

const filePath = path.join(ROOT, DATABASE_TYPES_FILE);
const check = process.argv.includes('--check');

const started = performance.now();
const generated = await databaseTypesFromMigrations();
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (check) {
  const committed = await fs.readFile(filePath, 'utf8').catch(() => null);
  const stale = staleTypesMessage(committed, generated, filePath);
  if (stale) {
    console.error(stale);
    process.exit(1);
  }
  console.log(`${DATABASE_TYPES_FILE} matches the migrations (postgres-meta, ${seconds} s)`);
} else {
  await fs.writeFile(filePath, generated);
  console.log(`wrote ${DATABASE_TYPES_FILE} (postgres-meta, ${seconds} s)`);
}
