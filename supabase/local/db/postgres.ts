import pg from 'pg';
import { quoteIdent, type Database, type Queryable, type QueryResult } from './database.ts';

// Timestamps and JSON stay as the server formats them (text), like PGlite's raw mode would;
// the APIs build their JSON in SQL, so only auth/storage bookkeeping reads typed values.
pg.types.setTypeParser(20, (v) => Number(v)); // int8 counts fit in a double here

function wrap(c: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const r = await c.query(sql, params as unknown[]);
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
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
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
