import type { CacheMigration } from './migration.ts';

/**
 * Edits made on the desktop, waiting to reach the server, in the order they were made. `key` is the
 * edit's idempotency key; `state` is pending, sending (marked before the call, so an edit whose
 * reply was lost to a crash is sent again) or conflict (the server had moved on: the person decides).
 */
export const migration: CacheMigration = {
  version: 3,
  name: 'outbox',
  up(db) {
    db.exec(`
      create table outbox (
        seq integer primary key autoincrement,
        key text not null unique,
        kind text not null,
        row_id text not null,
        base_version integer,
        changes text not null check (json_valid(changes)),
        state text not null default 'pending' check (state in ('pending', 'sending', 'conflict')),
        attempts integer not null default 0,
        last_error text,
        server_row text,
        created_at text not null
      );
      create index outbox_row_idx on outbox (row_id, seq);
    `);
  },
};
