/**
 * `npm test`: every check, phase by phase, stopping at the first that fails, with each phase's time and a
 * summary at the end (what `.ci/run` prints). `npm test -- <phase> …` runs only the phases named.
 *
 *   static       typecheck (a tsconfig per runtime, deno check), Prettier, ESLint, no import cycles, no unused files,
 *                exports or dependencies (knip), generated types current, Electron's security lint (Electronegativity)
 *   unit         unit (Node) and component (jsdom) tests
 *   integration  against the local stack: everything on PostgreSQL, the stack's own suites on PGlite, the
 *                REST suites on the real PostgREST 12.0.2
 *   browser      Playwright in Chromium: the web app as `npm start` serves it, and the desktop rig
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const npx = (...args: string[]) => ['npx', ...args];

/**
 * A phase is a list of steps run one after another; the commands of one step run at the same time, with their
 * output printed as each ends (so it does not interleave). The static phase pairs single-threaded tools on the two
 * cores; the layers' typecheck already runs two tsc at once.
 */
const PHASES: Record<string, string[][][]> = {
  static: [
    [npx('tsx', 'scripts/typecheck-layers.ts')],
    [npx('eslint', '.', '--max-warnings', '0'), npx('prettier', '--check', '--log-level', 'warn', '.')],
    [npx('tsx', 'scripts/deno-check.ts'), npx('tsx', 'scripts/gen-types.ts', '--check'), ['npm', 'run', 'lint:cycles']],
    [
      ['npm', 'run', 'lint:unused'],
      ['npm', 'run', 'lint:electron'],
    ],
  ],
  unit: [[npx('vitest', 'run', '--config', 'tests/vitest.config.ts', '--project', 'unit', '--project', 'component')]],
  integration: [
    [
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
  ],
  browser: [[npx('playwright', 'test', '--config', 'tests/playwright.config.ts')]],
};

/** Runs a command; alone it prints as it goes, beside others its output comes whole when it ends. */
function run(command: string[], alone: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: ROOT, stdio: alone ? 'inherit' : 'pipe' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`--- ${command.slice(1).join(' ')}\n${output}`);
      resolve(code === 0);
    });
  });
}

/** A step's commands at the same time; it passes when all of them pass. */
async function runStep(commands: string[][]): Promise<boolean> {
  const results = await Promise.all(commands.map((command) => run(command, commands.length === 1)));
  return results.every(Boolean);
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
  for (const step of PHASES[phase]) {
    if (!(await runStep(step))) {
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
