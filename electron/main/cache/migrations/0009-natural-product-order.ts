import type { CacheMigration } from './migration.ts';

/**
 * The price sheet's natural order (@domain/product-order.ts) from an index, so the desktop's first page of a
 * company's products is the sheet's true first rows: department, fibre type, specific type, denier/count,
 * filament count (blanks last: `x is null` sorts false before true), then id; repositories/reads.ts orders by
 * the same terms. The three columns are virtual (SQLite adds only virtual generated columns to a table that
 * exists); the index stores their values. Counts are real, so compared as numbers even when spelled as text.
 */
export const migration: CacheMigration = {
  version: 9,
  name: 'natural-product-order',
  up(db) {
    db.exec(`
      alter table corporate_products add column specific_type text generated always as (data ->> 'specific_type') virtual;
      alter table corporate_products add column denier_count real generated always as (data ->> 'denier_count') virtual;
      alter table corporate_products add column filament_count real generated always as (data ->> 'filament_count') virtual;
      create index corporate_products_company_id_natural_order_idx on corporate_products (
        company_id, department_name, fibre_type, specific_type is null, specific_type,
        denier_count is null, denier_count, filament_count is null, filament_count, id
      );
    `);
  },
};
