import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');
// The same aliases as the Vite builds (web/vite.config.ts), so tests import what the app imports.
const alias = {
  '@domain': path.join(root, 'supabase/functions/_shared/domain'),
  '@': path.join(root, 'renderer/src'),
};

export default defineConfig({
  root,
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.ts',
            'supabase/**/*.test.ts',
            'renderer/**/*.test.ts',
            'electron/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Components rendered in jsdom over the fake gateway (renderer/src/testing).
        resolve: { alias },
        test: {
          name: 'component',
          include: ['renderer/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['renderer/src/testing/setup.ts'],
          // user-event types key by key through React and jsdom: a form test takes seconds on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Migrates once; each file's stack starts from the copy (support/migrated-template.ts).
          globalSetup: ['tests/integration/support/global-setup.ts'],
          environment: 'node',
          pool: 'forks',
          // Each file runs its own stack: two at a time use both cores of the CI machine (the default is one).
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
