import { spawn } from 'node:child_process';
import path from 'node:path';
import { createDatabase, startTestPostgres, type TestPostgres } from '../../support/test-postgres.ts';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { startStack, type RunningStack } from '../../../supabase/local/stack.ts';

let server: Promise<TestPostgres> | null = null;
let open = 0;

/**
 * A throw-away database on the bench's PostgreSQL server (TEST_DATABASE_URL's, or one started from npm for this
 * run and stopped when the last database is dropped), or the reason there is none (printed by the bench).
 */
export async function tempPostgres(): Promise<{ url: string; drop: () => Promise<void> } | string> {
  server ??= startTestPostgres();
  let adminUrl: string;
  try {
    adminUrl = (await server).adminUrl;
  } catch (e) {
    server = null;
    return `no PostgreSQL: ${(e as Error).message}`;
  }
  const db = await createDatabase(adminUrl, 'loom_bench').catch((e: Error) => e.message);
  if (typeof db === 'string') return db;
  open += 1;
  return {
    url: db.url,
    drop: async () => {
      await db.drop();
      open -= 1;
      if (open === 0 && server) {
        const done = server;
        server = null;
        await (await done).stop();
      }
    },
  };
}
/**
 * A local stack on `databaseUrl` (null: in-memory PGlite) for a benchmark: free ports, loopback only, no seed,
 * scheduler or request log.
 */
export function startBenchStack(databaseUrl: string | null): Promise<RunningStack> {
  return startStack(
    {
      ...configFromEnv({}),
      port: 0,
      mailPort: 0,
      host: '127.0.0.1',
      dataDir: null,
      databaseUrl,
      seed: false,
      logRequests: false,
      scheduler: false,
    },
    () => undefined,
  );
}

/**
 * The local stack on `databaseUrl` in a process of its own, as a client meets a server in production: its
 * HTTP and JSON work does not share the measured client's thread. Migrations are already applied (by
 * startBenchStack); no seed, scheduler or request log.
 */
export function startStackProcess(
  databaseUrl: string,
  /** More of the stack's environment (configFromEnv): e.g. LOCAL_DATA_DIR, PORT and MAIL_PORT with no databaseUrl. */
  more: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  return startServerProcess(['supabase/local/main.ts'], /API URL:\s+(\S+)/, {
    PORT: '0',
    MAIL_PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SEED: 'false',
    LOG_REQUESTS: 'false',
    SCHEDULER: 'false',
    ...more,
  });
}

/** A recording proxy in front of `stackUrl`, in its own process (replay-proxy.ts says what it answers). */
export function startReplayProxy(stackUrl: string): Promise<ServerProcess> {
  return startServerProcess(['tests/bench/support/replay-proxy.ts', stackUrl], /REPLAY URL:\s+(\S+)/, {});
}

export interface ServerProcess {
  url: string;
  pid: number;
  close: () => Promise<void>;
}

/** Runs a TypeScript server of this project in its own process; ready once it prints `ready`'s URL. */
async function startServerProcess(args: string[], ready: RegExp, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = ready.exec(out);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`${args[0]} exited (${code}) before it was ready:\n${out}`)));
  });
  return { url, pid: child.pid!, close };
}
