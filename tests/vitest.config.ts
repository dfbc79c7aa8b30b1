import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');
// The same aliases as the Vite builds (web/vite.config.ts), so tests import what the app imports.
const alias = {
  '@domain': path.join(root, 'supabase/functions/_shared/domain'),
  '@': path.join(root, 'renderer/src'),
};

/** The REST API's suites: also run against the real PostgREST. */
const REST_SUITES = ['tests/integration/rest-*.test.ts'];
/** The stack's own machinery (boot, REST, realtime, desktop sync), and the price safety nets: also run on PGlite. */
const PGLITE_SUITES = [
  'tests/integration/stack.test.ts',
  ...REST_SUITES,
  'tests/integration/realtime-*.test.ts',
  'tests/integration/sync-pull.test.ts',
  'tests/integration/desktop-sync.test.ts',
  // The price safety nets: the refusal of a revealed ₹0.00 proven on both databases (issue 23).
  'tests/integration/price-safety.test.ts',
  // The product edit's bounds held to the database's on both (issue 25).
  'tests/integration/product-edit-contract.test.ts',
  // Price lists kept offline without asking, against the stack's storage (issue 26).
  'tests/integration/offline-lists.test.ts',
  // The market view's index, its refusals and alerts on both (issue 27).
  'tests/integration/market*.test.ts',
  // Published price lists: the column grants, the publish function's refusals and editions on both (issue 28).
  'tests/integration/publish-price-list*.test.ts',
  // The company's sales team and the lists it keeps offline, on both (issue 28).
  'tests/integration/company-sales-team.test.ts',
  'tests/integration/offline-lists-sales.test.ts',
];

function integrationProject(name: string, env: Record<string, string>, include: string[]) {
  return {
    resolve: { alias },
    test: {
      name,
      include,
      env,
      // Migrates once; each file's stack starts from the copy (support/migrated-template.ts).
      globalSetup: ['tests/integration/support/global-setup.ts'],
      environment: 'node' as const,
      pool: 'forks' as const,
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  };
}

export default defineConfig({
  root,
  test: {
    // Integration files each run a stack: two at a time use both cores of the CI machine.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.ts',
            'supabase/**/*.test.ts',
            'renderer/**/*.test.ts',
            'web/**/*.test.ts',
            'electron/**/*.test.ts',
          ],
          environment: 'node',
          // One module graph per worker instead of one per file: imports and setup are most of this project's time
          // (144 s → 55 s on the 2-core CI machine). Files share modules, so module state must not leak between them.
          isolate: false,
          // The lint and typecheck tests run ESLint, tsc and tsx on real files: seconds each on a busy 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        // Components rendered in jsdom over the fake gateway (renderer/src/testing).
        resolve: { alias },
        test: {
          name: 'component',
          include: ['renderer/**/*.test.tsx'],
          environment: 'jsdom',
          // As the unit project: one module graph per worker (the RTK endpoint clash it exposed is a lint test now).
          isolate: false,
          setupFiles: ['renderer/src/testing/setup.ts'],
          // user-event types key by key through React and jsdom: a form test takes seconds on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      // Against the local stack (each file starts its own; support/stack.ts). The whole suite on PostgreSQL, the
      // production engine, where races are real; on PGlite the suites of the stack's own machinery.
      integrationProject('integration', { TEST_DB: 'postgres' }, ['tests/integration/**/*.test.ts']),
      integrationProject('integration-pglite', { TEST_DB: 'pglite' }, PGLITE_SUITES),
      // The REST suites again, answered by the real PostgREST 12.0.2 on the same database (support/postgrest.ts).
      integrationProject('integration-postgrest', { TEST_DB: 'postgres', REST_SERVER: 'postgrest' }, REST_SUITES),
    ],
  },
});
