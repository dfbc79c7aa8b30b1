/**
 * The production build of the web app that `npm start` serves: built on first start and again only
 * when its inputs changed (the renderer, web/ and the domain sources, the lockfile, .env files and
 * VITE_* settings, which the build bakes in). Builds are kept by input hash under
 * node_modules/.cache/loomconnect-web (the latest few), so switching ports or settings back and
 * forth does not rebuild every time.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { PROJECT_ROOT } from '../supabase/local/config.ts';

const CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules/.cache/loomconnect-web');
const SOURCE_DIRS = ['renderer', 'web', 'supabase/functions/_shared/domain'];
const SOURCE_FILES = ['package-lock.json', 'tsconfig.base.json'];
const KEEP_BUILDS = 3;

export async function* files(dir: string): AsyncGenerator<string> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(full);
    // Tests do not go into the bundle: changing one does not rebuild.
    else if (!/\.test\.tsx?$/.test(e.name)) yield full;
  }
}

/** A hash of everything the build reads: source contents, .env files and the VITE_* settings. */
async function inputsHash(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const hash = createHash('sha256');
  const add = async (file: string) => {
    const content = await fs.readFile(file).catch(() => null);
    if (content === null) return;
    hash.update(path.relative(PROJECT_ROOT, file)).update('\0').update(content).update('\0');
  };
  for (const dir of SOURCE_DIRS) for await (const f of files(path.join(PROJECT_ROOT, dir))) await add(f);
  for (const f of SOURCE_FILES) await add(path.join(PROJECT_ROOT, f));
  for (const name of (await fs.readdir(PROJECT_ROOT)).filter((n) => n.startsWith('.env')).sort()) {
    await add(path.join(PROJECT_ROOT, name));
  }
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()) {
    hash.update(`${key}=${env[key]}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** A module counter for the progress line (redrawn in place on a terminal). */
function progress(write: (line: string) => void): Plugin {
  let modules = 0;
  let last = 0;
  return {
    name: 'loomconnect:progress',
    transform() {
      modules++;
      const now = Date.now();
      if (process.stdout.isTTY && now - last > 150) {
        last = now;
        write(`  Building the web app… ${modules} modules`);
      }
      return null;
    },
  };
}

/** The directory of an up-to-date production build, building it first when needed. */
export async function ensureWebBuild(log: (line: string) => void = console.log): Promise<string> {
  const hash = await inputsHash();
  const outDir = path.join(CACHE_DIR, hash);
  if (await fs.stat(path.join(outDir, '.complete')).catch(() => null)) {
    log('  Web app: the production build is up to date.');
    return outDir;
  }
  const started = Date.now();
  const tty = process.stdout.isTTY;
  const redraw = (line: string) => process.stdout.write(`\r${line}\x1b[K`);
  if (tty) redraw('  Building the web app (first start or sources changed)…');
  else log('  Building the web app (first start or sources changed)…');
  // Another start may build the same inputs at the same time: each builds into its own folder.
  const staging = `${outDir}.partial-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  await build({
    configFile: path.join(PROJECT_ROOT, 'web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: staging, emptyOutDir: true },
    plugins: [progress(redraw)],
  });
  await fs.writeFile(path.join(staging, '.complete'), new Date().toISOString());
  if (await fs.stat(path.join(outDir, '.complete')).catch(() => null)) {
    await fs.rm(staging, { recursive: true, force: true });
  } else {
    await fs.rm(outDir, { recursive: true, force: true });
    await fs.rename(staging, outDir);
  }
  const line = `  Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`;
  if (tty) process.stdout.write(`\r${line}\x1b[K\n`);
  else log(line);
  await prune(hash);
  return outDir;
}

const HOLD_PREFIX = '.served-by-';

/**
 * Marks a build as served by this process until the returned release is called (or the process ends), so
 * another start pruning old builds never removes the files a running instance serves.
 */
export async function holdBuild(outDir: string): Promise<() => Promise<void>> {
  const marker = path.join(outDir, `${HOLD_PREFIX}${process.pid}`);
  await fs.writeFile(marker, '');
  return () => fs.rm(marker, { force: true });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether a live process serves the build (a marker left by a killed process does not count). */
async function served(dir: string): Promise<boolean> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names.some((n) => n.startsWith(HOLD_PREFIX) && isAlive(Number(n.slice(HOLD_PREFIX.length))));
}

/** Keeps the latest builds only, and every build a running instance serves. */
export async function prune(current: string, cacheDir = CACHE_DIR): Promise<void> {
  const entries = await fs.readdir(cacheDir, { withFileTypes: true });
  const builds = await Promise.all(
    entries
      .filter((e) => e.isDirectory() && e.name !== current && !e.name.includes('.partial'))
      .map(async (e) => ({
        dir: path.join(cacheDir, e.name),
        at: (await fs.stat(path.join(cacheDir, e.name))).mtimeMs,
      })),
  );
  builds.sort((a, b) => b.at - a.at);
  for (const old of builds.slice(KEEP_BUILDS - 1)) {
    if (!(await served(old.dir))) await fs.rm(old.dir, { recursive: true, force: true });
  }
}
