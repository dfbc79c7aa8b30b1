/**
 * `npm run typecheck:deno`: type-checks the edge functions with the `deno` npm package's binary, as
 * Supabase's Deno runtime would see them. Each function folder is checked with its own deno.json (the
 * Supabase CLI deploys a function with the deno.json beside its index.ts), `_shared/**` with
 * `_shared/deno.json`; npm packages come from node_modules (--node-modules-dir=manual), so nothing is
 * downloaded. Also refuses a function without its own deno.json, a deno.json that misses or adds a
 * bare specifier of its import graph, and `npm:` versions other than package.json's.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  FUNCTIONS_DIR,
  functionFolders,
  importGraph,
  mappingProblems,
  denoImports,
  ROOT,
  SHARED_DIR,
  sharedSources,
  versionMismatches,
} from './function-deps.ts';

const DENO = path.join(ROOT, 'node_modules', '.bin', 'deno');
const FIXTURES_DIR = path.join(ROOT, 'tests/fixtures/functions');

interface Target {
  files: string[];
  config: string;
}

const rel = (p: string) => path.relative(ROOT, p);

const targets: Target[] = [];
const failures: string[] = [];
for (const dir of [...functionFolders(FUNCTIONS_DIR), ...functionFolders(FIXTURES_DIR)]) {
  const config = path.join(dir, 'deno.json');
  if (!fs.existsSync(config)) {
    failures.push(`${rel(dir)} has no deno.json of its own`);
    continue;
  }
  const entry = path.join(dir, 'index.ts');
  failures.push(...mappingProblems(config, importGraph([entry])));
  targets.push({ files: [entry], config });
}
const sharedConfig = path.join(SHARED_DIR, 'deno.json');
failures.push(...mappingProblems(sharedConfig, importGraph(sharedSources())));
targets.push({ files: sharedSources(), config: sharedConfig });
for (const { config } of targets) failures.push(...versionMismatches(config));

// One deno process for every target: their deno.json files may map only what their own import graph imports
// (mappingProblems) and only to package.json's versions (versionMismatches), so checking all files under the
// union of the mappings types each one exactly as its own deno.json would, without 20 process start-ups.
const merged: Record<string, string> = {};
for (const { config } of targets) {
  for (const [specifier, target] of Object.entries(denoImports(config))) {
    if (merged[specifier] && merged[specifier] !== target)
      failures.push(`"${specifier}" maps to both ${merged[specifier]} and ${target}`);
    merged[specifier] = target;
  }
}
// Inside the project, so Deno finds node_modules by walking up, as from each function's folder.
const mergedConfig = path.join(ROOT, 'tests/artifacts/deno-check/deno.json');
fs.mkdirSync(path.dirname(mergedConfig), { recursive: true });
fs.writeFileSync(mergedConfig, JSON.stringify({ imports: merged }, null, 2));
const files = [...new Set(targets.flatMap((t) => t.files))];
const result = spawnSync(DENO, ['check', '--quiet', '--node-modules-dir=manual', '--config', mergedConfig, ...files], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1' },
});
if (result.status !== 0) failures.push('type errors (above)');

if (failures.length > 0) {
  console.error(`deno check failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`deno check passed (${targets.length} deno.json files, ${files.length} entry files, one process)`);
