// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.js';

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

/*
 * Layer rules (ARCHITECTURE.md, STYLE.md): each block below names what a runtime may import. Each rule has a
 * fixture test that proves it fires (tests/unit/lint/boundaries.test.ts).
 */
const nodeOnly = ['node:*', 'fs', 'path', 'os', 'child_process', 'electron', 'better-sqlite3', 'pg', '@electric-sql/*'];
const rawIpcMain = {
  name: 'electron',
  importNames: ['ipcMain'],
  message: 'Register IPC handlers with handle() from electron/main/ipc/validated-ipc.ts.',
};

/** The renderer's import limits, with the extra patterns of a stricter zone. */
function rendererImports(...extraPatterns) {
  return {
    paths: [
      {
        name: 'react-redux',
        importNames: ['useSelector', 'useDispatch'],
        message: 'Use the typed hook of @/data/hooks.ts (useAppDispatch); state is read through the RTK Query hooks.',
      },
    ],
    patterns: [
      { group: nodeOnly, message: 'Renderer code runs in the browser: no Node or Electron modules.' },
      { group: ['**/electron/**'], allowTypeImports: true, message: 'Only `import type` from electron/.' },
      ...extraPatterns,
    ],
  };
}

export default tseslint.config(
  { ignores: ['node_modules', 'out', 'dist', '.local', 'test-results*', 'playwright-report', 'tests/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Our own source: kebab-case file names (edge functions keep the names the spec gives them).
    files: [
      'renderer/**',
      'electron/**',
      'supabase/local/**',
      'supabase/functions/_shared/**',
      'scripts/**',
      'tests/**',
    ],
    rules: { 'local/kebab-case-files': 'error' },
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
      'local/renderer-layers': 'error',
      // The renderer runs in a browser (web) or a sandboxed Electron page: no Node, no Electron.
      '@typescript-eslint/no-restricted-imports': ['error', rendererImports()],
    },
  },
  {
    // Windows and full page loads go through renderer/src/platform/navigate.ts, which works on the web and the
    // desktop (in-app paths through the router, the web outside, auth links completed in the window).
    files: ['renderer/**'],
    ignores: ['renderer/src/platform/navigate.ts', 'renderer/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "property.name='open'][object.name='window'",
          "property.name=/^(assign|replace)$/][object.property.name='location'",
        ].map((match) => ({
          selector: `MemberExpression[${match}]`,
          message: 'Open windows and load pages with openInNewWindow / loadPage (@/platform/navigate.ts).',
        })),
        ...[
          "[property.name='href']:matches([object.name='location'], [object.property.name='location'])",
          "[property.name='location'][object.name=/^(window|document)$/]",
        ].map((match) => ({
          selector: `AssignmentExpression > MemberExpression.left${match}`,
          message: 'Load pages with loadPage (@/platform/navigate.ts).',
        })),
        {
          selector: "JSXAttribute[name.name='target'][value.value='_blank']",
          message: 'Links to a new window are NewWindowLink (@/platform/new-window-link.tsx).',
        },
      ],
    },
  },
  {
    // What the home page loads before it paints (budget 170 KB gzipped, tests/bench/home) leaves out the
    // schema library: replies are parsed by schemas imported beside the call.
    files: [
      'renderer/src/app/**',
      'renderer/src/session/**',
      'renderer/src/features/shell/**',
      'renderer/src/features/home/**',
      'renderer/src/data/supabase-gateway.ts',
      'renderer/src/data/supabase/session.ts',
      'renderer/src/data/supabase/errors.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        rendererImports({
          group: ['zod', '@domain/schemas/*'],
          allowTypeImports: true,
          message: 'Loaded with the first page: `import type` here, or import the schema where the call is made.',
        }),
      ],
    },
  },
  {
    // The one place the typed hooks are made.
    files: ['renderer/src/data/hooks.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Main registers IPC handlers only through the validated wrapper (sender checked, input parsed).
    files: ['electron/**'],
    ignores: ['electron/main/ipc/validated-ipc.ts', 'electron/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [rawIpcMain],
        },
      ],
    },
  },
  {
    // The cache and the sync engine run in plain Node (their tests, the desktop rig): Electron stays in main's shell.
    files: ['electron/main/cache/**', 'electron/main/sync/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'cache/ and sync/ run without Electron: take what they need from main as arguments.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sandboxed preload may require only `electron`; it shares the IPC contract, nothing else.
    files: ['electron/preload/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [rawIpcMain],
          patterns: [
            {
              regex: '^(?!electron$|\\.\\./ipc/|\\./)',
              message: 'The sandboxed preload imports only electron and the IPC contract (no Node modules).',
            },
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
