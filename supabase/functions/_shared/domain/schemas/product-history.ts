/**
 * The history of a corporate product's price and visibility (table corporate_product_history): who changed
 * what, when, from what to what. Written by a trigger on every change; read by the company's executives and
 * admins (the price sheet's history panel and its "recent changes").
 */
import { z } from 'zod';
import { VISIBILITY_STATUSES } from '../yarn.ts';
import { entityOf, nullableNumeric, nullableText, timestamp, uuid, type Entity } from './entity.ts';

const visibility = z.enum(VISIBILITY_STATUSES).nullable();

const ProductHistoryRow = z.object({
  id: z.number().int(),
  product_id: uuid,
  company_id: uuid,
  old_price: nullableNumeric,
  new_price: nullableNumeric,
  old_visibility: visibility,
  new_visibility: visibility,
  changed_by: uuid.nullable(),
  changed_by_name: nullableText,
  changed_at: timestamp,
});
type ProductHistoryRow = z.infer<typeof ProductHistoryRow>;

export const ProductHistoryEntry = entityOf(ProductHistoryRow);
export type ProductHistoryEntry = Entity<typeof ProductHistoryEntry>;

/** A revealed product's price over time for members (product_price_trends): [epoch ms, price] ascending. */
export const ProductPriceTrend = z
  .object({ product_id: uuid, points: z.array(z.tuple([z.number(), z.number()])) })
  .transform(({ product_id, points }) => ({ productId: product_id, points }));
export type ProductPriceTrend = z.output<typeof ProductPriceTrend>;
