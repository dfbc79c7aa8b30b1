/**
 * `npm test`: every check, phase by phase, stopping at the first that fails, with each phase's time and a
 * summary at the end (what `.ci/run` prints). `npm test -- <phase> …` runs only the phases named.
 *
 *   static       typecheck (a tsconfig per runtime, deno check), Prettier, ESLint, generated types current
 *   unit         unit (Node) and component (jsdom) tests
 *   integration  against the local stack: everything on PostgreSQL, the stack's own suites on PGlite, the
 *                REST suites on the real PostgREST 12.0.2
 *   browser      Playwright in Chromium: the web app as `npm start` serves it, and the desktop rig
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const npx = (...args: string[]) => ['npx', ...args];

const PHASES: Record<string, string[][]> = {
  static: [
    npx('tsx', 'scripts/typecheck-layers.ts'),
    npx('tsx', 'scripts/deno-check.ts'),
    npx('prettier', '--check', '--log-level', 'warn', '.'),
    npx('eslint', '.', '--max-warnings', '0'),
    npx('tsx', 'scripts/gen-types.ts', '--check'),
  ],
  unit: [npx('vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'unit', '--project', 'component')],
  integration: [
    npx(
      'vitest',
      'run',
      '--config',
      'tests/vitest.config.ts',
      '--project',
      'integration',
      '--project',
      'integration-pglite',
      '--project',
      'integration-postgrest',
    ),
  ],
  browser: [npx('playwright', 'test', '--config', 'tests/playwright.config.ts')],
};

function run(command: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);
const asked = process.argv.slice(2);
const unknown = asked.filter((p) => !(p in PHASES));
if (unknown.length) {
  console.error(`unknown phase(s): ${unknown.join(', ')}; phases: ${Object.keys(PHASES).join(', ')}`);
  process.exit(2);
}
const phases = asked.length ? asked : Object.keys(PHASES);
const started = performance.now();
const times: string[] = [];
for (const phase of phases) {
  const phaseStarted = performance.now();
  console.log(`\n=== ${phase} ===`);
  let passed = true;
  for (const command of PHASES[phase]) {
    if (!(await run(command))) {
      passed = false;
      break;
    }
  }
  times.push(`${phase} ${seconds(phaseStarted)} s${passed ? '' : ' (FAILED)'}`);
  console.log(`=== ${phase}: ${passed ? 'passed' : 'FAILED'} in ${seconds(phaseStarted)} s ===`);
  if (!passed) break;
}
console.log(`\nnpm test: ${times.join(', ')}; total ${seconds(started)} s`);
process.exit(times.some((t) => t.endsWith('(FAILED)')) ? 1 : 0);
