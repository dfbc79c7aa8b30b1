import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { rendererAliases } from '../../../../web/vite.config.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The workstation benchmark's baseline page (a static AG Grid, main.tsx), built like the web app: production
 * mode, the app's aliases (@ and @domain). Relative asset paths, so run.ts can serve it from a folder of the
 * app's build (the same server, the same origin).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  resolve: { alias: rendererAliases(root) },
  build: { outDir: path.join(root, 'tests/artifacts/bench-workstation-baseline'), emptyOutDir: true },
});
