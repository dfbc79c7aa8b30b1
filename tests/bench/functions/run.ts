/**
 * Edge-function loading in the local runtime (supabase/local/functions/runtime.ts): a function's first
 * load, a reload after a `_shared/` file changed (its project files evaluated afresh, node_modules
 * packages shared) and a warm call's lookup (the modification times of the files it imports checked),
 * beside the previous runtime's way measured in the same run: re-importing only the function's entry
 * with a cache-busting query (its imports, `_shared/` included, stayed cached: fast, but stale) and
 * its per-call check (the function folder listed and stat'ed).
 * Goals: a reload < 500 ms, a warm lookup < 1 ms (p99); the first load is shown beside a plain import of
 * the same function in a fresh process (no goal of its own). Also prints the memory each reload keeps.
 * Run: npx tsx tests/bench/functions/run.ts   (uses a temp copy of supabase/functions; about 20 s)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { installDenoShim } from '../../../supabase/local/functions/deno-shim.ts';
import { createFunctionLoader } from '../../../supabase/local/functions/runtime.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FUNCTION = 'usersignup';
const COLD_RUNS = 8;
const WARM_CALLS = 2000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)];
const ms = (x: number) => `${x.toFixed(x < 10 ? 3 : 1)} ms`;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** A function's first load in a fresh Node process (with tsx, as `npm start` runs), in ms. */
function firstLoadInFreshProcess(script: string): number {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return Number(out.trim().split('\n').at(-1));
}

/** The previous runtime's per-call check: newest mtime of the function folder's files. */
async function folderVersion(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries.filter((e) => e.isFile()).map((e) => fs.stat(path.join(e.parentPath, e.name)).then((s) => s.mtimeMs)),
  );
  return Math.max(0, ...times);
}

const work = await fs.mkdtemp(path.join(os.tmpdir(), 'loom-bench-functions-'));
try {
  // A copy of the functions beside the project's node_modules, so bare specifiers resolve as in the repo.
  await fs.cp(path.join(ROOT, 'supabase/functions'), path.join(work, 'functions'), { recursive: true });
  await fs.symlink(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  await fs.writeFile(path.join(work, 'package.json'), '{ "type": "module" }\n');
  installDenoShim(process.env);
  const dir = path.join(work, 'functions', FUNCTION);
  const handlerFile = path.join(dir, 'handler.ts');
  const sharedFile = path.join(work, 'functions', '_shared', 'http.ts');
  const touch = (file: string, n: number) =>
    fs.utimes(file, new Date(2030, 0, 1, 0, 0, n), new Date(2030, 0, 1, 0, 0, n));

  const loaderUrl = pathToFileURL(path.join(ROOT, 'supabase/local/functions/runtime.ts')).href;
  const shimUrl = pathToFileURL(path.join(ROOT, 'supabase/local/functions/deno-shim.ts')).href;
  const firstNow = firstLoadInFreshProcess(`
    const { installDenoShim } = await import('${shimUrl}');
    const { createFunctionLoader } = await import('${loaderUrl}');
    installDenoShim(process.env);
    const start = performance.now();
    await createFunctionLoader(${JSON.stringify(path.join(work, 'functions'))})(${JSON.stringify(FUNCTION)});
    console.log(performance.now() - start);`);
  const firstBefore = firstLoadInFreshProcess(`
    const { installDenoShim } = await import('${shimUrl}');
    installDenoShim(process.env);
    const start = performance.now();
    await import('${pathToFileURL(handlerFile).href}');
    console.log(performance.now() - start);`);

  const load = createFunctionLoader(path.join(work, 'functions'));
  await load(FUNCTION);
  const rssBefore = process.memoryUsage().rss;
  const cold: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    await touch(sharedFile, i);
    cold.push(await time(() => load(FUNCTION)));
  }
  const warm: number[] = [];
  for (let i = 0; i < WARM_CALLS; i++) warm.push(await time(() => load(FUNCTION)));

  const entryOnly: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++)
    entryOnly.push(await time(() => import(`${pathToFileURL(handlerFile).href}?v=${i}`)));
  const folderCheck: number[] = [];
  for (let i = 0; i < WARM_CALLS; i++) folderCheck.push(await time(() => folderVersion(dir)));

  console.log(`edge-function loading (${FUNCTION}: handler + _shared + supabase-js, zod, libphonenumber-js)`);
  console.log(`  first load in a fresh process: ${ms(firstNow)}   | previous: plain import: ${ms(firstBefore)}`);
  console.log(
    `  reload after a _shared/ change (project files afresh): median ${ms(median(cold))}` +
      `   | previous: entry re-imported only (_shared/ stale): median ${ms(median(entryOnly.slice(1)))}   goal < 500 ms`,
  );
  console.log(
    `  warm lookup (imported files' mtimes): p50 ${ms(percentile(warm, 0.5))} p99 ${ms(percentile(warm, 0.99))}` +
      `   | previous: folder listed and stat'ed: p50 ${ms(percentile(folderCheck, 0.5))} p99 ${ms(percentile(folderCheck, 0.99))}   goal p99 < 1 ms`,
  );
  // Old module graphs stay in memory (ESM modules are never collected): a restart frees them.
  const grown = (process.memoryUsage().rss - rssBefore) / 2 ** 20 / COLD_RUNS;
  console.log(`  memory kept per reload: ~${grown.toFixed(1)} MiB of rss (freed when the stack restarts)`);
} finally {
  await fs.rm(work, { recursive: true, force: true });
}
