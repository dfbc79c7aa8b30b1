/** Purchase enquiries and sales offers (trade §3): the two boards' rows and what the app reads of them. */
import { z } from 'zod';
import {
  entityOf,
  mask,
  type Camelized,
  nullableNumeric,
  nullableText,
  text,
  timestamp,
  uuid,
  type Entity,
} from './entity.ts';

const POST_STATUSES = ['active', 'closed'] as const;
const count = z.number().int().nullable();

/** The columns both boards share. */
const postColumns = {
  id: uuid,
  user_id: uuid,
  fibre_type: text,
  specific_type: nullableText,
  lustre: nullableText,
  twist_intermingling: nullableText,
  denier_count: count,
  filament_count: count,
  number_of_plys: z.number().int(),
  grade: nullableText,
  preferred_company: nullableText,
  blend_ratio: nullableText,
  poster_member_name: nullableText,
  poster_email: nullableText,
  company_name: nullableText,
  lot_no: nullableText,
  status: z.enum(POST_STATUSES),
  created_at: timestamp,
  updated_at: timestamp,
  search_text: nullableText,
};

export const PurchaseEnquiryRow = z.object({
  ...postColumns,
  enquiry_number: text,
  quantity_required_kgs: nullableNumeric,
});
export type PurchaseEnquiryRow = z.infer<typeof PurchaseEnquiryRow>;

export const SalesOfferRow = z.object({
  ...postColumns,
  offer_number: text,
  quantity_kgs: nullableNumeric,
  price: nullableNumeric,
});
export type SalesOfferRow = z.infer<typeof SalesOfferRow>;

/** The columns a board row shows (the search RPCs return every column but the search text). */
const BOARD_COLUMNS = [
  'id',
  'user_id',
  'fibre_type',
  'specific_type',
  'lustre',
  'twist_intermingling',
  'blend_ratio',
  'denier_count',
  'filament_count',
  'number_of_plys',
  'grade',
  'preferred_company',
  'created_at',
  'updated_at',
] as const;

/** A row of either board, with the number and quantity under one name and the offer's price (null for enquiries). */
export interface BoardPost extends Camelized<Pick<PurchaseEnquiryRow, (typeof BOARD_COLUMNS)[number]>> {
  number: string;
  quantity: number | null;
  price: number | null;
}

/** Each board's row schema, giving a BoardPost. */
export const BOARD_POSTS = {
  enquiry: entityOf(
    PurchaseEnquiryRow.pick({ ...mask(BOARD_COLUMNS), enquiry_number: true, quantity_required_kgs: true }),
  ).transform(({ enquiryNumber, quantityRequiredKgs, ...post }): BoardPost => ({
    ...post,
    number: enquiryNumber,
    quantity: quantityRequiredKgs,
    price: null,
  })),
  offer: entityOf(
    SalesOfferRow.pick({ ...mask(BOARD_COLUMNS), offer_number: true, quantity_kgs: true, price: true }),
  ).transform(({ offerNumber, quantityKgs, ...post }): BoardPost => ({
    ...post,
    number: offerNumber,
    quantity: quantityKgs,
  })),
} as const;

/** The poster's own enquiries on the profile page. */
export const MY_ENQUIRY_COLUMNS = [
  'id',
  'enquiry_number',
  'fibre_type',
  'specific_type',
  'quantity_required_kgs',
  'status',
  'created_at',
] as const;
export const MyPurchaseEnquiry = entityOf(PurchaseEnquiryRow.pick(mask(MY_ENQUIRY_COLUMNS)));
export type MyPurchaseEnquiry = Entity<typeof MyPurchaseEnquiry>;

/** The poster's own offers on the profile page. */
export const MY_OFFER_COLUMNS = [
  'id',
  'offer_number',
  'fibre_type',
  'specific_type',
  'quantity_kgs',
  'price',
  'status',
  'created_at',
] as const;
export const MySalesOffer = entityOf(SalesOfferRow.pick(mask(MY_OFFER_COLUMNS)));
export type MySalesOffer = Entity<typeof MySalesOffer>;
