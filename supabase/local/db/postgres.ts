import { createHash } from 'node:crypto';
import pg from 'pg';
import { quoteIdent, type Database, type Queryable, type QueryResult } from './database.ts';

// Timestamps and JSON stay as the server formats them (text), like PGlite's raw mode would;
// the APIs build their JSON in SQL, so only auth/storage bookkeeping reads typed values.
pg.types.setTypeParser(20, (v) => Number(v)); // int8 counts fit in a double here

/**
 * Most statements a connection keeps prepared. The REST API's statements are built from a request's shape
 * (its columns, filters, embeds), with every value bound, so a busy app repeats a bounded set of texts; past
 * this many a connection starts over rather than growing without end.
 */
const MAX_PREPARED_PER_CONNECTION = 1000;
const prepared = new WeakMap<pg.PoolClient, Set<string>>();

/** A statement's name: a hash of its text, so the same SQL reuses the connection's prepared statement. */
function statementName(sql: string): string {
  return `loom_${createHash('sha1').update(sql).digest('base64url')}`;
}

/**
 * Runs `sql` as a named prepared statement on this connection, as PostgREST prepares its statements: PostgreSQL
 * then parses and plans a repeated text once per connection instead of on every request.
 */
async function queryPrepared(client: pg.PoolClient, sql: string, values: unknown[]) {
  let names = prepared.get(client);
  if (!names) prepared.set(client, (names = new Set()));
  const name = statementName(sql);
  if (!names.has(name) && names.size >= MAX_PREPARED_PER_CONNECTION) {
    await client.query('deallocate all');
    // node-postgres remembers what it prepared on the connection (an internal map); it must forget too.
    (client as unknown as { connection: { parsedStatements: object } }).connection.parsedStatements = {};
    names.clear();
  }
  names.add(name);
  return client.query({ name, text: sql, values });
}

function wrap(c: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      // A pool hands each query to any connection; only a held connection (a transaction's) can prepare. A text
      // without parameters may hold several statements, which only the simple protocol runs.
      const r =
        c instanceof pg.Pool || params.length === 0 ? await c.query(sql, params) : await queryPrepared(c, sql, params);
      return {
        rows: r.rows as R[],
        affectedRows: r.command === 'SELECT' ? 0 : (r.rowCount ?? 0),
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  };
}

/**
 * A dedicated connection that LISTENs on `channel`, reconnecting with backoff when it drops (the
 * server restarted): notifications sent while it was away are lost, so `onReconnect` lets the
 * caller catch up.
 */
async function listener(
  url: string,
  channel: string,
  onNotify: () => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (attempt: number): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', () => onNotify());
    c.on('error', () => undefined);
    c.on('end', () => {
      if (stopped || client !== c) return;
      client = null;
      retry = setTimeout(() => void connect(1).catch(() => undefined), 250);
    });
    try {
      await c.connect();
      await c.query(`listen ${quoteIdent(channel)}`);
    } catch (e) {
      await c.end().catch(() => undefined);
      if (attempt === 0) throw e;
      if (!stopped)
        retry = setTimeout(() => void connect(attempt + 1).catch(() => undefined), Math.min(5000, 250 * attempt));
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    if (attempt > 0) onReconnect?.();
  };
  await connect(0);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}

export async function openPostgres(url: string, max = 16): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ends (a restart, or the database dropped while the pool shuts down) is
  // reported here; the pool replaces it on the next query, so there is nothing to do but not crash.
  pool.on('error', () => undefined);
  // Fail fast with a clear message when the server is not there.
  await pool.query('select 1');
  const unlisteners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn, settings) {
      const client = await pool.connect();
      try {
        // BEGIN and the settings in one round trip (the simple protocol runs both statements), values escaped.
        const pairs = Object.entries(settings ?? {}).map(
          ([name, value]) => `set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
        );
        await client.query(pairs.length ? `begin; select ${pairs.join(', ')}` : 'begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify, onReconnect) {
      const unlisten = await listener(url, channel, onNotify, onReconnect);
      unlisteners.add(unlisten);
      return async () => {
        unlisteners.delete(unlisten);
        await unlisten();
      };
    },
    async close() {
      await Promise.all([...unlisteners].map((u) => u()));
      await pool.end();
    },
  };
}
