import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Aliases shared with electron.vite.config.ts: `@/` is the renderer, `@domain/` the pure domain.
 * The caller passes the repository root: a bundled config file has the importer's import.meta.dirname.
 */
export const rendererAliases = (repoRoot: string) => ({
  '@': path.join(repoRoot, 'renderer/src'),
  '@domain': path.join(repoRoot, 'supabase/functions/_shared/domain'),
});

/**
 * Writes /precache.json, the list of every built asset: the service worker caches them at install, so
 * every page (not only the first one's chunks) opens offline after one visit.
 */
function precacheList(): Plugin {
  return {
    name: 'loomconnect:precache-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/') && !file.endsWith('.map'))
        .map((file) => `/${file}`);
      this.emitFile({ type: 'asset', fileName: 'precache.json', source: JSON.stringify(files) });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // VITE_* settings come from the environment or a .env file at the repository root.
  envDir: root,
  plugins: [react(), precacheList()],
  resolve: { alias: rendererAliases(root) },
  // Pre-bundled at start: found only when the price list viewer first loads, it would make the dev server reload the page.
  optimizeDeps: { include: ['pdfjs-dist'] },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    // The renderer imports the domain from supabase/functions/_shared.
    fs: { allow: [root] },
  },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173), strictPort: true },
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
    // Libraries change less often than app code: separate chunks stay cached across deploys.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
          ],
        },
      },
    },
  },
});
