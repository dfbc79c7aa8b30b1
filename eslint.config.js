// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Edge functions deploy one folder at a time, with supabase/functions/_shared/: a function imports only
 * its own files and _shared/, and _shared/ imports no function. A file `depth` folders below
 * supabase/functions may climb that many levels only into _shared/ (issue 9; tests/unit/lint/).
 */
const functionIsolation = [1, 2, 3, 4, 5, 6].map((depth) => ({
  files: [`supabase/functions/${'*/'.repeat(depth)}*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./){${depth}}(?!_shared/)`,
            message: 'Edge functions import only their own files and supabase/functions/_shared/.',
          },
        ],
      },
    ],
  },
}));

const nodeOnly = ['node:*', 'fs', 'path', 'os', 'child_process', 'electron', 'better-sqlite3', 'pg', '@electric-sql/*'];

export default tseslint.config(
  { ignores: ['node_modules', 'out', 'dist', '.local', 'test-results*', 'playwright-report', 'tests/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['supabase/local/**', 'scripts/**', 'tests/**', 'electron/**', '*.config.{ts,js}', 'web/vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['renderer/**', 'web/**'],
    ignores: ['web/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The renderer runs in a browser (web) or a sandboxed Electron page: no Node, no Electron.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeOnly, message: 'Renderer code runs in the browser: no Node or Electron modules.' },
            { group: ['**/electron/**'], allowTypeImports: true, message: 'Only `import type` from electron/.' },
          ],
        },
      ],
    },
  },
  {
    // The pure domain runs unchanged in Deno, Node and the browser.
    files: ['supabase/functions/_shared/domain/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|libphonenumber-js$|\\.{1,2}/)',
              message: 'The domain imports only zod, libphonenumber-js and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['supabase/functions/**'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
  ...functionIsolation,
);
