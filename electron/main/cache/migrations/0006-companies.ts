import type { CacheMigration } from './migration.ts';

/**
 * The companies (company_details as sync_pull sends it: id, version and name) for the choosers that
 * work offline: an admin's company on the price sheet and the companies the cache keeps. Read by name.
 */
export const migration: CacheMigration = {
  version: 6,
  name: 'companies',
  up(db) {
    db.exec(`
      create table company_details (
        id text primary key,
        version integer not null,
        company_name text generated always as (data ->> 'company_name') stored,
        data text not null check (json_valid(data))
      );
      create index company_details_company_name_idx on company_details (company_name collate nocase, id);
    `);
  },
};
