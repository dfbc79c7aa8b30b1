/**
 * `npm run typecheck:layers`: runs tsc on each runtime's own tsconfig (they differ in `lib` and `types`, so
 * a DOM call in the domain or `process` in the preload fails here), two at a time. Edge functions:
 * `npm run typecheck:deno`.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export const LAYER_TSCONFIGS = [
  'renderer/tsconfig.json',
  'tsconfig.json',
  'supabase/local/tsconfig.json',
  'supabase/functions/_shared/domain/tsconfig.json',
  'electron/main/tsconfig.json',
  'electron/preload/tsconfig.json',
];

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/** tsc on one project; its output is printed once it ends, so parallel runs do not interleave. */
function check(project: string): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(output);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

const queue = [...LAYER_TSCONFIGS];
const workers = Array.from({ length: Math.min(2, os.availableParallelism()) }, async () => {
  let allPassed = true;
  for (let project = queue.shift(); project; project = queue.shift()) allPassed = (await check(project)) && allPassed;
  return allPassed;
});
process.exit((await Promise.all(workers)).every(Boolean) ? 0 : 1);
