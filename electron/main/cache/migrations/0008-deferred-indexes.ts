import type { CacheMigration } from './migration.ts';

/**
 * Indexes set aside while a mirrored table is first loaded (repositories/indexes.ts): a table's indexes
 * are dropped before its first full pull and built once it ends, from the definitions kept here. Kept in
 * the file, so a load cut short (the app quit, a crash) still gets its indexes back when the cache opens next.
 */
export const migration: CacheMigration = {
  version: 8,
  name: 'deferred-indexes',
  up(db) {
    db.exec(`
      create table deferred_indexes (
        name text primary key,
        table_name text not null,
        definition text not null
      );
    `);
  },
};
