import Database from 'better-sqlite3';
import type { CacheDb } from '../db.ts';
import { migrate } from '../migrate.ts';
import { CACHE_MIGRATIONS } from './index.ts';

/** An in-memory cache migrated up to and including `version` (a migration's test starts from its predecessors). */
export function cacheAt(version: number): CacheDb {
  const db = new Database(':memory:');
  migrate(db, CACHE_MIGRATIONS.slice(0, version));
  return db;
}

export const columnsOf = (db: CacheDb, table: string) =>
  (db.prepare(`select name from pragma_table_xinfo(?)`).all(table) as { name: string }[]).map((c) => c.name);
