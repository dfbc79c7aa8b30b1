/**
 * `npm run gen:types` writes supabase/functions/_shared/database.types.ts from the migrations;
 * `npm run gen:types -- --check` (in `npm test`) exits 1 when the committed file is stale.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DATABASE_TYPES_FILE,
  databaseTypesFromMigrations,
  staleTypesMessage,
} from '../supabase/local/typegen/generate.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const filePath = path.join(ROOT, DATABASE_TYPES_FILE);
const check = process.argv.includes('--check');

const started = performance.now();
const generated = await databaseTypesFromMigrations(path.join(ROOT, 'supabase'), filePath);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (check) {
  const committed = await fs.readFile(filePath, 'utf8').catch(() => null);
  const stale = staleTypesMessage(committed, generated, filePath);
  if (stale) {
    console.error(stale);
    process.exit(1);
  }
  console.log(`${DATABASE_TYPES_FILE} matches the migrations (${seconds} s)`);
} else {
  await fs.writeFile(filePath, generated);
  console.log(`wrote ${DATABASE_TYPES_FILE} (${seconds} s)`);
}
