import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { rendererAliases } from './web/vite.config.ts';

const root = import.meta.dirname;
/** Main and the preload's contract import the domain as the renderer does. */
const domainAlias = { '@domain': path.join(root, 'supabase/functions/_shared/domain') };

/**
 * The backend the renderer is built for (VITE_SUPABASE_URL, as the renderer reads it): main builds the page's
 * Content-Security-Policy header from it (electron/main/app-scheme.ts), so it is fixed at build time for both.
 */
const supabaseUrl = process.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321';

/**
 * Asset URLs from the app's root. electron-vite's preset makes them relative ('./assets/…'), right for a
 * file:// page but wrong under the app scheme's history routing: a page opened or reloaded at /news/42 would
 * ask for /news/assets/…. A plain plugin's config hook runs after the preset's and wins.
 */
function absoluteBase(): Plugin {
  return { name: 'loomconnect:absolute-base', config: () => ({ base: '/' }) };
}

export default defineConfig({
  main: {
    // `electron` and node_modules (better-sqlite3, a native module) stay external: the build needs neither
    // the Electron binary nor its package.
    resolve: { alias: domainAlias },
    define: { __SUPABASE_URL__: JSON.stringify(supabaseUrl) },
    build: {
      outDir: path.join(root, 'out/main'),
      rolldownOptions: {
        input: {
          index: path.join(root, 'electron/main/index.ts'),
          // The cache's bulk writer runs on a worker thread of its own (electron/main/cache/bulk/writer.ts).
          'bulk-writer': path.join(root, 'electron/main/cache/bulk/worker.ts'),
        },
        external: ['electron'],
      },
    },
  },
  preload: {
    resolve: { alias: domainAlias },
    build: {
      outDir: path.join(root, 'out/preload'),
      // A sandboxed preload can require only `electron`: bundle zod and the contract in, emit CommonJS.
      externalizeDeps: false,
      rolldownOptions: {
        input: path.join(root, 'electron/preload/index.ts'),
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: path.join(root, 'renderer'),
    plugins: [react(), absoluteBase()],
    resolve: { alias: rendererAliases(root) },
    build: {
      outDir: path.join(root, 'out/renderer'),
      // electron-vite's preset leaves the renderer unminified: twice the bytes the web ships, each read and parsed
      // on every start (the cold start to the price sheet's first rows, issue 26).
      minify: true,
      rolldownOptions: { input: path.join(root, 'renderer/index.html') },
    },
  },
});
