import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { rendererAliases } from './web/vite.config.ts';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    // `electron` and node_modules stay external: the build needs neither the Electron binary nor its package.
    build: {
      outDir: path.join(root, 'out/main'),
      rollupOptions: { input: path.join(root, 'electron/main/index.ts'), external: ['electron'] },
    },
  },
  preload: {
    build: {
      outDir: path.join(root, 'out/preload'),
      // A sandboxed preload can require only `electron`: bundle zod and the contract in, emit CommonJS.
      externalizeDeps: false,
      rollupOptions: {
        input: path.join(root, 'electron/preload/index.ts'),
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: path.join(root, 'renderer'),
    plugins: [react()],
    resolve: { alias: rendererAliases(root) },
    build: {
      outDir: path.join(root, 'out/renderer'),
      rollupOptions: { input: path.join(root, 'renderer/index.html') },
    },
  },
});
