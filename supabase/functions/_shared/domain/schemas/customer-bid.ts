/** Members' bids on corporate products (table customer_bids, trade §3, §4). */
import { z } from 'zod';
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

export const BID_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

const count = z.number().int().nullable();

export const CustomerBidRow = z.object({
  id: uuid,
  bid_display_id: text,
  bid_time: timestamp,
  bid_status: z.enum(BID_STATUSES),
  accept_bid_time: timestamp.nullable(),
  accepted_by_executive_id: uuid.nullable(),
  accepted_by_executive_name: nullableText,
  bidder_user_id: uuid,
  bidder_name: text,
  bidder_email: text,
  bidder_country_code: nullableText,
  bidder_mobile_number: nullableText,
  company_name: text,
  department_name: text,
  product_updated_at: timestamp.nullable(),
  fibre_type: text,
  specific_type: nullableText,
  lustre: nullableText,
  twist_intermingling: nullableText,
  blend_ratio: nullableText,
  denier_count: count,
  filament_count: count,
  number_of_plys: count,
  grade: nullableText,
  basic_price: nullableNumeric,
  bid_price: numeric,
  bid_quantity: z.number().int(),
  corporate_product_id: uuid.nullable(),
  product_associated_corporate_user_id: uuid.nullable(),
  corporate_company_id: uuid,
  submission_notified_at: timestamp.nullable(),
  acceptance_notified_at: timestamp.nullable(),
  rejected_at: timestamp.nullable(),
  rejected_by_executive_id: uuid.nullable(),
  rejected_by_executive_name: nullableText,
  rejection_reason: nullableText,
  rejection_notified_at: timestamp.nullable(),
  // The sync change marker (the writing transaction's id; migration 20261123000100).
  version: z.number().int(),
});
export type CustomerBidRow = z.infer<typeof CustomerBidRow>;

/** A bid as its bidder sees it in 'Bids Status' on the profile. */
export const MY_BID_COLUMNS = [
  'id',
  'bid_display_id',
  'bid_time',
  'bid_status',
  'company_name',
  'department_name',
  'fibre_type',
  'bid_price',
  'bid_quantity',
] as const;
export const MyBid = entityOf(CustomerBidRow.pick(mask(MY_BID_COLUMNS)));
export type MyBid = Entity<typeof MyBid>;

/** What placing a bid returns to the bidder. */
const PLACED_BID_COLUMNS = ['id', 'bid_display_id', 'bid_price', 'bid_quantity'] as const;
export const PlacedBid = entityOf(CustomerBidRow.pick(mask(PLACED_BID_COLUMNS)));
export type PlacedBid = Entity<typeof PlacedBid>;

/** A bid as the company's executives see it in Bids Management (trade §2): the spec's columns and the decision. */
export const COMPANY_BID_COLUMNS = [
  'id',
  'bid_display_id',
  'bid_time',
  'bid_status',
  'accept_bid_time',
  'accepted_by_executive_name',
  'rejected_at',
  'rejected_by_executive_name',
  'rejection_reason',
  'bidder_user_id',
  'bidder_name',
  'bidder_email',
  'bidder_country_code',
  'bidder_mobile_number',
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
  'bid_price',
  'bid_quantity',
  'corporate_product_id',
  'corporate_company_id',
  'acceptance_notified_at',
  'rejection_notified_at',
] as const;
const CompanyBidRow = CustomerBidRow.pick(mask(COMPANY_BID_COLUMNS));
type CompanyBidRow = z.infer<typeof CompanyBidRow>;
export const CompanyBid = entityOf(CompanyBidRow);
export type CompanyBid = Entity<typeof CompanyBid>;

/**
 * A bid in the blotter: the company's view of it (basic_price is the product's price when the bid was placed)
 * and current_basic_price, the product's basic price today (its corporate_products row; null when the product
 * was deleted or has no price), so a bid is judged against today's price.
 */
export const BlotterBidRow = CompanyBidRow.extend({ current_basic_price: nullableNumeric });
export type BlotterBidRow = z.infer<typeof BlotterBidRow>;
export const BlotterBid = entityOf(BlotterBidRow);
export type BlotterBid = Entity<typeof BlotterBid>;
