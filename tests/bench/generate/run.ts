/**
 * CLI: `npx tsx tests/bench/generate/run.ts [--members N] [--companies N] [--products N]
 * [--enquiries N] [--offers N]` loads benchmark volumes into the stack's database (DATABASE_URL,
 * else the PGlite data dir; stop `npm run stack` first, PGlite has one owner), migrating it first.
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { openDatabase } from '../../../supabase/local/db/open.ts';
import { migrate } from '../../../supabase/local/db/migrate.ts';
import { BENCH_SIZES, generateVolume, type VolumeSizes } from './index.ts';

const { values } = parseArgs({
  options: Object.fromEntries(Object.keys(BENCH_SIZES).map((k) => [k, { type: 'string' as const }])),
});
const sizes = Object.fromEntries(
  Object.entries(BENCH_SIZES).map(([k, v]) => [k, values[k] ? Number(values[k]) : v]),
) as unknown as VolumeSizes;

const config = configFromEnv();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db, config.supabaseDir, { seed: config.seed });
  const started = Date.now();
  const counts = await generateVolume(db, sizes);
  console.log(JSON.stringify({ sizes, counts, seconds: (Date.now() - started) / 1000 }, null, 2));
} finally {
  await db.close();
}
