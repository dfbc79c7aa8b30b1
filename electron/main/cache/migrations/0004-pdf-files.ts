import type { CacheMigration } from './migration.ts';

/**
 * Price-list PDFs downloaded for offline use: one file per price list in the data folder, with the
 * URL it came from (a replaced file downloads again), its size and when it arrived.
 */
export const migration: CacheMigration = {
  version: 4,
  name: 'pdf-files',
  up(db) {
    db.exec(`
      create table pdf_files (
        price_list_id text primary key,
        source_url text not null,
        file_name text not null,
        bytes integer not null,
        downloaded_at text not null
      );
    `);
  },
};
