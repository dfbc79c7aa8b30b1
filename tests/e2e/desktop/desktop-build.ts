/**
 * The desktop bundle the rig loads: `electron-vite build` of electron.vite.config.ts (main, preload and the
 * renderer, as packaging builds them), with VITE_SUPABASE_URL set to the rig's API, since the build bakes it
 * in. One build per API port (one per rig worker), kept under tests/artifacts and rebuilt only when what it
 * reads changed: the first spec of a run builds, the others, and later runs with the same sources, reuse it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'electron-vite';
import { files as sourceFiles } from '../../../scripts/web-build.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const SOURCE_DIRS = ['renderer', 'electron', 'supabase/functions/_shared/domain', 'web'];
const SOURCE_FILES = ['electron.vite.config.ts', 'package-lock.json', 'tsconfig.base.json'];

/**
 * What the build bakes in besides the sources: the rig's API, and a payment-button id so the payment page loads
 * the provider's script (as the web browser tests configure it).
 */
const buildEnv = (apiUrl: string) => ({ VITE_SUPABASE_URL: apiUrl, VITE_RAZORPAY_BUTTON_ID: 'pl_E2eTestButton' });

/** A hash of the sources, the lockfile and the build's settings. */
async function inputsHash(env: Record<string, string>): Promise<string> {
  const hash = createHash('sha256').update(`${JSON.stringify(env)}\0`);
  const add = async (file: string) => {
    const content = await fs.readFile(file).catch(() => null);
    if (content) hash.update(path.relative(root, file)).update('\0').update(content).update('\0');
  };
  for (const dir of SOURCE_DIRS) for await (const file of sourceFiles(path.join(root, dir))) await add(file);
  for (const file of SOURCE_FILES) await add(path.join(root, file));
  return hash.digest('hex').slice(0, 16);
}

/** The folder of the built renderer (`<out>/renderer`) for apiUrl, building it first when it is missing or stale. */
export async function ensureDesktopBuild(apiUrl: string): Promise<string> {
  const port = new URL(apiUrl).port;
  const outDir = path.join(root, `tests/artifacts/desktop-build-${port}`);
  const stamp = path.join(outDir, '.inputs');
  const env = buildEnv(apiUrl);
  const hash = await inputsHash(env);
  if ((await fs.readFile(stamp, 'utf8').catch(() => '')) === hash) return path.join(outDir, 'renderer');
  await fs.rm(outDir, { recursive: true, force: true });
  const configured = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    await build({
      configFile: path.join(root, 'electron.vite.config.ts'),
      logLevel: 'warn',
      build: { outDir },
    });
  } finally {
    for (const [key, value] of Object.entries(configured)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  await fs.writeFile(stamp, hash);
  return path.join(outDir, 'renderer');
}
