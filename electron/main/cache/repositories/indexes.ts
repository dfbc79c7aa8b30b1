/**
 * A mirrored table's first full load without its indexes (migration 0008). SQLite keeps every index of a
 * row up to date as it is inserted: for a first load of 150 000 rows in random id order that is most of the
 * writing, and building each index once at the end, from sorted keys, costs a fraction of it. The
 * definitions wait in deferred_indexes meanwhile, so a load cut short gets its indexes back at the next open.
 */
import type { CacheDb } from '../db.ts';
import { countRows, type MirroredTable } from './mirror.ts';
import { statement } from './statements.ts';

// Both begin IMMEDIATE: each reads before it writes, and the cache has two writing connections (db.ts).

/**
 * Drops `table`'s own indexes (not its primary key) if the table is empty, keeping their definitions;
 * says whether it did (a table with rows keeps its indexes: its pull changes few of them).
 */
export function deferIndexes(db: CacheDb, table: MirroredTable): boolean {
  return db
    .transaction(() => {
      if (countRows(db, table) > 0) return false;
      const indexes = statement(
        db,
        `select name, sql as definition from sqlite_master where type = 'index' and tbl_name = ? and sql is not null`,
      ).all(table) as { name: string; definition: string }[];
      const keep = statement(db, 'insert into deferred_indexes (name, table_name, definition) values (?, ?, ?)');
      for (const { name, definition } of indexes) {
        keep.run(name, table, definition);
        db.exec(`drop index "${name.replaceAll('"', '""')}"`);
      }
      return indexes.length > 0;
    })
    .immediate();
}

/** Builds the indexes set aside for `table` (every table's when none is named), each with its definition kept. */
export function buildDeferredIndexes(db: CacheDb, table?: MirroredTable): void {
  db.transaction(() => {
    const deferred = db
      .prepare(`select name, definition from deferred_indexes where ? is null or table_name = ?`)
      .all(table ?? null, table ?? null) as { name: string; definition: string }[];
    for (const { name, definition } of deferred) {
      db.exec(definition);
      db.prepare('delete from deferred_indexes where name = ?').run(name);
    }
  }).immediate();
}
