/**
 * The product edit, defined once: the fields a price sheet edit may change, their bounds, the row
 * save_product_changes takes for each product (snake_case) and its reply. The web adapter, the desktop
 * gateway, the IPC contract and the desktop outbox all use these; the integration test
 * `product-edit-bounds.test.ts` holds the database's column, check constraint and save function to the same
 * bounds.
 */
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { ProductConflict, ProductConflictRow, SavedProduct, SavedProductRow } from './schemas/corporate-product.ts';
import { VISIBILITY_STATUSES, type VisibilityStatus } from './yarn.ts';

export const PRODUCT_EDIT_BOUNDS = {
  basicPriceMin: 0,
  basicPriceMax: LIMITS.basicPriceMax,
  basicPriceDecimals: 2,
  /** One save carries at most this many products, a whole large company's sheet. */
  changesPerSave: 50_000,
} as const;

/** Each editable field (as entities and the sheet name it) and the column it writes. */
export const PRODUCT_EDIT_COLUMNS = { basicPrice: 'basic_price', visibilityStatus: 'visibility_status' } as const;
export type ProductEditField = keyof typeof PRODUCT_EDIT_COLUMNS;
export const PRODUCT_EDIT_FIELDS = Object.keys(PRODUCT_EDIT_COLUMNS) as ProductEditField[];

/** What a product edit sets: its basic price (null clears it) and its visibility. */
export interface ProductEditValues {
  basicPrice: number | null;
  visibilityStatus: VisibilityStatus;
}

/** One product's edit as saved: the version it was made on and the fields it sets. */
export interface ProductChange extends Partial<ProductEditValues> {
  id: string;
  version: number;
}

/** A whole number of paise: the double of a 2-decimal price survives a round trip through paise. */
const inPaise = (price: number) => Math.round(price * 100) / 100 === price;

const BasicPrice = z
  .number()
  .min(PRODUCT_EDIT_BOUNDS.basicPriceMin)
  .max(PRODUCT_EDIT_BOUNDS.basicPriceMax)
  .refine(inPaise, 'At most 2 decimals')
  .nullable();

/** The columns one product edit writes: any of the editable ones, nothing else, at least one. */
export const ProductEditColumns = z
  .object({ basic_price: BasicPrice, visibility_status: z.enum(VISIBILITY_STATUSES) })
  .partial()
  .strict()
  .refine((c) => Object.keys(c).length > 0, 'An edit changes at least one field');
export type ProductEditColumns = z.output<typeof ProductEditColumns>;

/** The columns a change sets (camelCase → snake_case), only the fields it has. */
export function editColumns(change: Partial<ProductEditValues>): ProductEditColumns {
  const columns: Record<string, unknown> = {};
  for (const field of PRODUCT_EDIT_FIELDS)
    if (field in change) columns[PRODUCT_EDIT_COLUMNS[field]] = change[field] ?? null;
  return columns as ProductEditColumns;
}

/** One element of save_product_changes' p_changes: the product, the version edited, the editable columns given. */
export function changeRow(id: string, version: number, columns: Readonly<Record<string, unknown>>) {
  const row: Record<string, string | number | null> = { id, version };
  for (const column of Object.values(PRODUCT_EDIT_COLUMNS))
    if (column in columns) row[column] = columns[column] as string | number | null;
  return row;
}

export const toChangeRow = (change: ProductChange) => changeRow(change.id, change.version, editColumns(change));

/** save_product_changes' reply as it arrives (snake_case: the desktop outbox keeps `theirs` as the server's row). */
export const SaveReplyRows = z.object({
  saved: z.number().int(),
  rows: z.array(SavedProductRow),
  conflicts: z.array(ProductConflictRow),
});
export type SaveReplyRows = z.output<typeof SaveReplyRows>;

/** save_product_changes' reply as entities (the sheet's rows and conflicts). */
export const SaveProductChangesReply = z.object({
  saved: SaveReplyRows.shape.saved,
  rows: z.array(SavedProduct),
  conflicts: z.array(ProductConflict),
});
