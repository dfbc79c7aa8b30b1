import type { CacheMigration } from './migration.ts';

/**
 * The sourcing catalog (sourcing_item_categories: Item Mgmt's categories, up to three levels) so a
 * department's catalog reads offline and a category added offline shows at once. Read per company
 * department by name; children found by parent.
 */
export const migration: CacheMigration = {
  version: 7,
  name: 'catalog-items',
  up(db) {
    db.exec(`
      create table sourcing_item_categories (
        id text primary key,
        version integer not null,
        company_id text generated always as (data ->> 'company_id') stored,
        department text generated always as (data ->> 'department') stored,
        name text generated always as (data ->> 'name') stored,
        parent_id text generated always as (data ->> 'parent_id') stored,
        data text not null check (json_valid(data))
      );
      create index sourcing_item_categories_desk_idx on sourcing_item_categories (company_id, department, name);
      create index sourcing_item_categories_parent_idx on sourcing_item_categories (parent_id);
    `);
  },
};
