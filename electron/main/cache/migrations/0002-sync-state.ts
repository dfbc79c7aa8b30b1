import type { CacheMigration } from './migration.ts';

/**
 * Where each mirrored table's copy stands: the cursor of the last page applied (saved in the same
 * transaction as the page), when it last pulled without error, and the last error.
 */
export const migration: CacheMigration = {
  version: 2,
  name: 'sync-state',
  up(db) {
    db.exec(`
      create table sync_state (
        table_name text primary key,
        cursor_marker integer not null default 0,
        cursor_id text not null default '00000000-0000-0000-0000-000000000000',
        last_success_at text,
        last_error text,
        last_error_at text
      );
    `);
  },
};
