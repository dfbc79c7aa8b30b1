/** Corporate products (table corporate_products, trade §3): a company's yarns with price and visibility. */
import { z } from 'zod';
import { VISIBILITY_STATUSES } from '../yarn.ts';
import {
  entityOf,
  mask,
  nullableNumeric,
  nullableText,
  numeric,
  text,
  timestamp,
  uuid,
  type Entity,
} from './entity.ts';

const count = z.number().int().nullable();

export const CorporateProductRow = z.object({
  id: uuid,
  company_id: uuid,
  department_name: text,
  associated_corporate_user_id: uuid.nullable(),
  fibre_type: text,
  specific_type: nullableText,
  lustre: nullableText,
  twist_intermingling: nullableText,
  denier_count: count,
  filament_count: count,
  number_of_plys: z.number().int(),
  basic_price: nullableNumeric,
  grade: nullableText,
  blend_ratio: nullableText,
  visibility_status: z.enum(VISIBILITY_STATUSES),
  created_at: timestamp,
  updated_at: timestamp,
  // The sync change marker (the writing transaction's id; migration 20261123000100).
  version: z.number().int(),
  // The market class key the server stores (migration 20261129000500); '' in copies made before it.
  market_class_key: text.default(''),
});
export type CorporateProductRow = z.infer<typeof CorporateProductRow>;

/** A revealed product as members see it on the company page. */
export const PUBLIC_PRODUCT_COLUMNS = [
  'id',
  'department_name',
  'fibre_type',
  'specific_type',
  'lustre',
  'twist_intermingling',
  'blend_ratio',
  'denier_count',
  'filament_count',
  'number_of_plys',
  'grade',
  'basic_price',
  'updated_at',
] as const;
export const PublicProduct = entityOf(CorporateProductRow.pick(mask(PUBLIC_PRODUCT_COLUMNS)));
export type PublicProduct = Entity<typeof PublicProduct>;

/** A product on the price sheet: every descriptive column, the two editable ones and the version edits are made on. */
export const MANAGED_PRODUCT_COLUMNS = [...PUBLIC_PRODUCT_COLUMNS, 'visibility_status', 'version'] as const;
export const ManagedProduct = entityOf(CorporateProductRow.pick(mask(MANAGED_PRODUCT_COLUMNS)));
export type ManagedProduct = Entity<typeof ManagedProduct>;

/** What save_product_changes answers for a product it wrote, and for theirs in a conflict. */
export const SavedProductRow = CorporateProductRow.pick(
  mask(['id', 'version', 'basic_price', 'visibility_status', 'updated_at']),
);
export const SavedProduct = entityOf(SavedProductRow);
export type SavedProduct = Entity<typeof SavedProduct>;

/** A product changed (or deleted: `theirs` null) by someone else since the sheet read it, as the server sends it. */
export const ProductConflictRow = z.object({
  id: uuid,
  theirs: SavedProductRow.extend({ changed_by_name: nullableText.optional().transform((v) => v ?? null) }).nullable(),
});

export const ProductConflict = ProductConflictRow.transform(({ id, theirs }) => ({
  id,
  theirs: theirs && {
    id: theirs.id,
    version: theirs.version,
    basicPrice: theirs.basic_price,
    visibilityStatus: theirs.visibility_status,
    updatedAt: theirs.updated_at,
    changedByName: theirs.changed_by_name,
  },
}));
export type ProductConflict = z.output<typeof ProductConflict>;

/** A product row to add (/admin/corporate-products): the company's yarn with its price and visibility. */
const NEW_PRODUCT_COLUMNS = [
  ...PUBLIC_PRODUCT_COLUMNS.filter(
    (c): c is Exclude<typeof c, 'id' | 'updated_at'> => c !== 'id' && c !== 'updated_at',
  ),
  'visibility_status',
] as const;
/** A new product as inserted (its company's id aside): the entry grid's row. */
export const NewCorporateProductRow = CorporateProductRow.pick(mask(NEW_PRODUCT_COLUMNS));
export const NewCorporateProduct = entityOf(NewCorporateProductRow);
export type NewCorporateProduct = Entity<typeof NewCorporateProduct>;

/** A company's price check (table company_price_checks, migration 20261127025000): its limit on unconfirmed changes. */
export const CompanyPriceCheckRow = z.object({
  company_id: uuid,
  max_change_pct: numeric,
  updated_at: timestamp,
  updated_by: uuid.nullable(),
});
export type CompanyPriceCheckRow = z.infer<typeof CompanyPriceCheckRow>;

/**
 * save_product_changes' refusal of changes beyond the limit that were not confirmed (P0001): the limit and
 * the rows, old and new price.
 */
export const UnconfirmedPriceChanges = z
  .object({
    reason: z.literal('unconfirmed_price_changes'),
    max_change_pct: numeric,
    rows: z.array(z.object({ id: uuid, old_price: nullableNumeric, new_price: nullableNumeric })),
  })
  .transform(({ max_change_pct, rows }) => ({
    maxChangePct: max_change_pct,
    rows: rows.map((r) => ({ id: r.id, oldPrice: r.old_price, newPrice: r.new_price })),
  }));
export type UnconfirmedPriceChanges = z.output<typeof UnconfirmedPriceChanges>;
