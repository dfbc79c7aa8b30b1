import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { setConfigSql, type Database, type Queryable, type QueryResult } from './database.ts';

/** Extensions a migration may `create extension` on the embedded database. */
const EXTENSIONS = { pg_trgm, pgcrypto, btree_gin, citext, unaccent, uuid_ossp };

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const r = await q.query<R>(sql, params);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0, fields: r.fields };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

/**
 * PGlite kept in `dataDir` (or in memory when null, optionally loaded from a data directory tarball). It has
 * one connection: PGlite queues callers.
 */
export async function openPglite(dataDir: string | null, snapshot?: Blob): Promise<Database> {
  // Prepared transactions let a test hold a transaction open on the one connection (PREPARE
  // TRANSACTION … COMMIT PREPARED), as a second connection would on PostgreSQL.
  const pg = new PGlite({
    dataDir: dataDir ?? undefined,
    loadDataDir: snapshot,
    extensions: EXTENSIONS,
    postgresqlconf: ['max_prepared_transactions = 4'],
  });
  await pg.waitReady;
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn, settings) =>
      pg.transaction(async (tx) => {
        const pairs = Object.entries(settings ?? {});
        if (pairs.length) await tx.query(setConfigSql(pairs.length), pairs.flat());
        return fn(wrap(tx));
      }),
    // One in-process database: notifications cannot be lost, so there is never a reconnect.
    listen: (channel, onNotify) => pg.listen(channel, () => onNotify()),
    close: () => pg.close(),
    dumpDataDir: async () => new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer()),
  };
}
