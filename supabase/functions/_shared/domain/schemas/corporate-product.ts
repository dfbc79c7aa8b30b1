/** Corporate products (table corporate_products, trade §3): a company's yarns with price and visibility. */
import { z } from 'zod';
import { VISIBILITY_STATUSES } from '../yarn.ts';
import { entityOf, mask, nullableNumeric, nullableText, text, timestamp, uuid, type Entity } from './entity.ts';

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
