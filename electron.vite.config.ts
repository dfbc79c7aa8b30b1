import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { rendererAliases } from './web/vite.config.ts';

const root = import.meta.dirname;
/** Main and the preload's contract import the domain as the renderer does. */
const domainAlias = { '@domain': path.join(root, 'supabase/functions/_shared/domain') };

/**
 * The desktop page's Content-Security-Policy, added to the built page only: in development the
 * React refresh preamble is an inline script, which this policy would block.
 */
function contentSecurityPolicy(): Plugin {
  const policy = [
    "default-src 'self'",
    // The Supabase API may be local or hosted; downloaded price lists come from the app's own scheme.
    "connect-src 'self' http: https: ws: wss: loomcache:",
    "img-src 'self' data: https:",
    "style-src 'self' 'unsafe-inline'",
  ].join('; ');
  return {
    name: 'loomconnect:csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig({
  main: {
    // `electron` and node_modules (better-sqlite3, a native module) stay external: the build needs neither
    // the Electron binary nor its package.
    resolve: { alias: domainAlias },
    build: {
      outDir: path.join(root, 'out/main'),
      rolldownOptions: { input: path.join(root, 'electron/main/index.ts'), external: ['electron'] },
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
    plugins: [react(), contentSecurityPolicy()],
    resolve: { alias: rendererAliases(root) },
    build: {
      outDir: path.join(root, 'out/renderer'),
      rolldownOptions: { input: path.join(root, 'renderer/index.html') },
    },
  },
});
