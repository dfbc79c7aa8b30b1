/**
 * `npm run typecheck:deno`: type-checks the edge functions with the `deno` npm package's binary, as
 * Supabase's Deno runtime would see them. Each function folder is checked with its own deno.json
 * (else the shared supabase/functions/deno.json); npm packages come from node_modules (manual mode),
 * so nothing is downloaded. Also checks that every `npm:` import in a deno.json uses the version
 * range of package.json, so Node (tests, local stack) and Deno run the same code.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DENO = path.join(ROOT, 'node_modules', '.bin', 'deno');
const FUNCTION_DIRS = ['supabase/functions', 'tests/fixtures/functions'];
const SHARED_DIR = 'supabase/functions/_shared';

interface Target {
  files: string[];
  config: string | null;
}

const rel = (p: string) => path.relative(ROOT, p);
const existing = (...candidates: string[]) => candidates.find((c) => fs.existsSync(c)) ?? null;

function functionTargets(dir: string): Target[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && fs.existsSync(path.join(abs, e.name, 'index.ts')))
    .map((e) => ({
      files: [path.join(abs, e.name, 'index.ts')],
      config: existing(path.join(abs, e.name, 'deno.json'), path.join(abs, 'deno.json')),
    }));
}

/** `_shared/**` minus vitest files (they import vitest, which Deno does not provide). */
function sharedTarget(): Target[] {
  const abs = path.join(ROOT, SHARED_DIR);
  if (!fs.existsSync(abs)) return [];
  const files = fs
    .readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(abs, f));
  const config = existing(path.join(abs, 'deno.json'), path.join(ROOT, 'supabase/functions/deno.json'));
  return files.length > 0 ? [{ files, config }] : [];
}

/** Problems with `npm:` imports whose version range differs from package.json's. */
function versionMismatches(config: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const imports = (JSON.parse(fs.readFileSync(config, 'utf8')) as { imports?: Record<string, string> }).imports ?? {};
  return Object.entries(imports).flatMap(([specifier, target]) => {
    const m = /^npm:(@?[^@/]+(?:\/[^@/]+)?)@([^/]+)/.exec(target);
    if (!m || deps[m[1]] === m[2]) return [];
    return [
      `${rel(config)}: "${specifier}" maps to ${m[1]}@${m[2]}, package.json has ${deps[m[1]] ?? 'no such package'}`,
    ];
  });
}

function check(target: Target): boolean {
  const args = [
    'check',
    '--node-modules-dir=manual',
    ...(target.config ? ['--config', target.config] : ['--no-config']),
  ];
  const result = spawnSync(DENO, [...args, ...target.files], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1' },
  });
  return result.status === 0;
}

const targets = [...FUNCTION_DIRS.flatMap(functionTargets), ...sharedTarget()];
const failures: string[] = [];
for (const config of new Set(targets.flatMap((t) => (t.config ? [t.config] : []))))
  failures.push(...versionMismatches(config));
for (const target of targets) {
  if (!check(target)) failures.push(`type errors in ${target.files.map(rel).join(', ')}`);
}
if (failures.length > 0) {
  console.error(`deno check failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`deno check passed (${targets.reduce((n, t) => n + t.files.length, 0)} files)`);
