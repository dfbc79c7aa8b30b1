import type { Statement } from 'better-sqlite3';
import type { CacheDb } from '../db.ts';

const cache = new WeakMap<CacheDb, Map<string, Statement>>();

/** A prepared statement, prepared once per database (repositories call the same SQL many times). */
export function statement(db: CacheDb, sql: string): Statement {
  let byText = cache.get(db);
  if (!byText) cache.set(db, (byText = new Map()));
  let prepared = byText.get(sql);
  if (!prepared) byText.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}
