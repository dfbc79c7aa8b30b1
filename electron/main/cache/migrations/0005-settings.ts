import type { CacheMigration } from './migration.ts';

/** Small per-user values kept with the cache: the last role facts (for signing in offline), kept companies. */
export const migration: CacheMigration = {
  version: 5,
  name: 'settings',
  up(db) {
    db.exec(`create table settings (key text primary key, value text not null check (json_valid(value)));`);
  },
};
