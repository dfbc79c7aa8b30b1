import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database.ts';

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

export async function openPostgres(url: string, max = 16): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ends (a restart, or the database dropped while the pool shuts down) is
  // reported here; the pool replaces it on the next query, so there is nothing to do but not crash.
  pool.on('error', () => undefined);
  // Fail fast with a clear message when the server is not there.
  await pool.query('select 1');
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
    close: () => pool.end(),
  };
}
