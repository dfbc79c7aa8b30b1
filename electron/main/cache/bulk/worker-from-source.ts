/**
 * The bulk writer's worker when main runs from source (tests, benches): bundled once per process into one plain
 * JavaScript file, as the app's build bundles it (electron.vite.config.ts), and started without the caller's
 * TypeScript loader. Started through tsx's loader instead, each worker cost ~0.4 s of CPU, most of it the loader's
 * own thread: as much as a tenth of the first sync it writes (tests/bench/desktop-sync).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const ENTRY = path.join(import.meta.dirname, 'worker.ts');
const OUT_DIR = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/loomconnect');

let bundled: string | null = null;

/** The bundle's path (better-sqlite3 stays a package import, found from the project's node_modules). */
export function bundledWorker(): string {
  if (bundled) return bundled;
  const [output] = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['better-sqlite3'],
    write: false,
    logLevel: 'warning',
  }).outputFiles;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, 'bulk-writer.mjs');
  // Written whole under another name, then renamed: test processes running side by side may bundle at once.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, output.contents);
  fs.renameSync(partial, file);
  return (bundled = file);
}
