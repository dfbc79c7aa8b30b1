/**
 * Sourcing tables (trade §3; issue 13): the item catalog, RFQs (sourcing_requests), their bid rounds
 * and vendor bids, fabric RFQs and the vendor-alert outbox — one row schema each, and the entities the
 * dashboard, the buyer enquiries and the vendor's bid page read.
 */
import { z } from 'zod';
import type { Json } from '../database.ts';
import { CURRENCIES, FREIGHT_TERMS, PAYMENT_TERMS, RFQ_BID_STATUSES } from '../sourcing.ts';
import { ALERT_KINDS } from '../sourcing-alerts.ts';
import { BID_STEP_KINDS } from '../sourcing-auction.ts';
import {
  entityOf,
  mask,
  nullableNumeric,
  nullableText,
  numeric,
  text,
  textList,
  timestamp,
  uuid,
  type Entity,
} from './entity.ts';
import { DepartmentVendorRow } from './department-vendor.ts';
import { MemberRow } from './member.ts';

const ROUND_STATUSES = ['open', 'closed'] as const;
const ATTACHMENT_TYPES = ['image', 'document', 'none'] as const;
const UNIT_TYPES = ['pcs', 'mtr', 'kgs', 'sets', 'pairs'] as const;
const int = z.number().int();
/** A jsonb object column (fabric specs). */
const jsonObject = z.custom<{ [key: string]: Json | undefined }>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  'Expected an object.',
);

export const SourcingItemCategoryRow = z.object({
  id: uuid,
  name: text,
  unit_type: z.enum(UNIT_TYPES).nullable(),
  parent_id: uuid.nullable(),
  department: text,
  company_id: uuid,
  created_at: timestamp,
  version: int,
});
export type SourcingItemCategoryRow = z.infer<typeof SourcingItemCategoryRow>;

export const SourcingRequestRow = z.object({
  id: uuid,
  request_number: text,
  user_id: uuid,
  company_id: uuid,
  department: text,
  action: z.literal('Buy'),
  item_category_id: uuid.nullable(),
  custom_item: nullableText,
  quantity: text,
  quantity_unit: nullableText,
  description: nullableText,
  status: z.enum(['active', 'inactive']),
  bid_status: z.enum(RFQ_BID_STATUSES),
  target_price: nullableNumeric,
  currency: z.enum(CURRENCIES),
  freight_terms: z.enum(FREIGHT_TERMS),
  payment_terms: z.enum(PAYMENT_TERMS),
  target_delivery_days: int.nullable(),
  anti_sniping_minutes: int,
  attachment_url: nullableText,
  attachment_type: z.enum(ATTACHMENT_TYPES),
  fabric_sourcing_request_id: uuid.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  // The sync change marker (the writing transaction's id; migration 20261123000100).
  version: int,
});
export type SourcingRequestRow = z.infer<typeof SourcingRequestRow>;

export const SourcingBidRoundRow = z.object({
  id: uuid,
  sourcing_request_id: uuid,
  round_number: int,
  status: z.enum(ROUND_STATUSES),
  initiated_by_user_id: uuid.nullable(),
  company_id: uuid,
  closes_at: timestamp.nullable(),
  sealed: z.boolean(),
  extension_count: int,
  closed_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  version: int,
  // Reverse-auction rules of the round (migration 20261127000200).
  bid_step_kind: z.enum(BID_STEP_KINDS),
  bid_step: numeric,
  max_bids_per_vendor: int,
});
export type SourcingBidRoundRow = z.infer<typeof SourcingBidRoundRow>;

/**
 * A round as public.sourcing_round_states gives it (migration 20261127000300): status 'closed' and closed_at
 * from its deadline on, whether or not the minute sweep has written them yet.
 */
export const SourcingRoundStateRow = SourcingBidRoundRow.pick({
  id: true,
  sourcing_request_id: true,
  company_id: true,
  round_number: true,
  status: true,
  closes_at: true,
  closed_at: true,
  sealed: true,
  extension_count: true,
  bid_step_kind: true,
  bid_step: true,
  max_bids_per_vendor: true,
  created_at: true,
}).extend({ is_open: z.boolean() });
export type SourcingRoundStateRow = z.infer<typeof SourcingRoundStateRow>;

export const SourcingBidRow = z.object({
  id: uuid,
  sourcing_request_id: uuid,
  vendor_user_id: uuid,
  company_user_id: uuid.nullable(),
  company_id: uuid,
  quoted_price: numeric,
  moq: nullableText,
  delivery_time_days: int,
  vendor_notes: nullableText,
  round_id: uuid,
  round_number: int,
  is_selected: z.boolean(),
  created_at: timestamp,
  version: int,
  /** When the vendor withdrew this quote (withdraw_sourcing_bid); null while it stands. */
  withdrawn_at: timestamp.nullable(),
});
export type SourcingBidRow = z.infer<typeof SourcingBidRow>;

export const FabricSourcingRequestRow = z.object({
  id: uuid,
  user_id: uuid,
  company_id: uuid,
  listing_type: z.literal('Buy'),
  fabric_category: z.enum(['Woven', 'Knit', 'Non-Woven']),
  fabric_type: nullableText,
  product_title: text,
  technical_specs: jsonObject,
  commercial_details: jsonObject,
  image_urls: textList,
  spec_sheet_url: nullableText,
  remarks: nullableText,
  status: z.enum(['active', 'inactive']),
  sourcing_request_id: uuid.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type FabricSourcingRequestRow = z.infer<typeof FabricSourcingRequestRow>;

export const SourcingVendorAlertRow = z.object({
  id: uuid,
  kind: z.enum(ALERT_KINDS),
  sourcing_request_id: uuid,
  round_id: uuid.nullable(),
  company_id: uuid,
  vendor_user_id: uuid,
  closes_at: timestamp.nullable(),
  created_at: timestamp,
  claimed_at: timestamp.nullable(),
  sent_at: timestamp.nullable(),
  attempts: int,
  last_error: nullableText,
});
export type SourcingVendorAlertRow = z.infer<typeof SourcingVendorAlertRow>;

// ——— Catalog and vendors (dashboard) ———

export const CATALOG_COLUMNS = ['id', 'name', 'unit_type', 'parent_id', 'department', 'company_id'] as const;
export const CatalogCategory = entityOf(SourcingItemCategoryRow.pick(mask(CATALOG_COLUMNS)));
export type CatalogCategory = Entity<typeof CatalogCategory>;

const VendorContact = entityOf(
  MemberRow.pick({ member_name: true, business_name: true, email: true, mobile_number: true }),
);

/** A department's approved vendor, with contact (embedded as `vendor`). */
export const APPROVED_VENDOR_SELECT =
  'id, vendor_user_id, created_at, vendor:yarnconnect_free!vendor_user_id(member_name, business_name, email, mobile_number)';
export const ApprovedVendor = entityOf(
  DepartmentVendorRow.pick({ id: true, vendor_user_id: true, created_at: true }).extend({
    vendor: VendorContact.nullable(),
  }),
);
export type ApprovedVendor = Entity<typeof ApprovedVendor>;

/** search_members(): a member found by e-mail, business or member name. */
export const MemberMatch = entityOf(MemberRow.pick({ id: true, member_name: true, business_name: true, email: true }));
export type MemberMatch = Entity<typeof MemberMatch>;

// ——— The overview (sourcing_overview) ———

/** A round as sourcing_overview sends it (snake_case; the desktop cache builds the same offline). */
export const OverviewRoundRow = z.object({
  id: uuid,
  round_number: int,
  status: z.enum(ROUND_STATUSES),
  is_open: z.boolean(),
  sealed: z.boolean(),
  closes_at: timestamp.nullable(),
  closed_at: timestamp.nullable(),
  extension_count: int,
  created_at: timestamp,
  bid_count: int,
  bidder_count: int,
  bids_visible: z.boolean(),
  best_price: nullableNumeric,
  bid_step_kind: SourcingBidRoundRow.shape.bid_step_kind,
  bid_step: numeric,
  max_bids_per_vendor: int,
});
const OverviewRound = entityOf(OverviewRoundRow);
type OverviewRound = Entity<typeof OverviewRound>;

const SelectedBidRow = z.object({
  id: uuid,
  vendor_user_id: uuid,
  member_name: nullableText,
  business_name: nullableText,
  quoted_price: numeric,
  delivery_time_days: int,
  round_number: int,
});
const SelectedBid = entityOf(SelectedBidRow);

const DepartmentRfqBase = SourcingRequestRow.pick(
  mask([
    'id',
    'request_number',
    'department',
    'item_category_id',
    'custom_item',
    'quantity',
    'quantity_unit',
    'description',
    'status',
    'bid_status',
    'target_price',
    'currency',
    'freight_terms',
    'payment_terms',
    'target_delivery_days',
    'anti_sniping_minutes',
    'attachment_url',
    'attachment_type',
    'fabric_sourcing_request_id',
    'created_at',
  ] as const),
).extend({
  item_name: nullableText,
  main_category: nullableText,
  bid_count: int,
  best_price: nullableNumeric,
  /**
   * Desktop only: an RFQ raised offline that is not on the server yet, kept on this computer as a draft
   * (queued) or refused when sent (conflict, resolved in Offline data). The server never sends it.
   */
  offline_draft: z.enum(['queued', 'conflict']).optional(),
});
/** One RFQ of sourcing_overview as it sends it (snake_case throughout). */
export const DepartmentRfqRow = DepartmentRfqBase.extend({
  rounds: z.array(OverviewRoundRow),
  selected_bid: SelectedBidRow.nullable(),
});
export type DepartmentRfqRow = z.infer<typeof DepartmentRfqRow>;
export const DepartmentRfq = entityOf(
  DepartmentRfqBase.extend({ rounds: z.array(OverviewRound), selected_bid: SelectedBid.nullable() }),
);
export type DepartmentRfq = Entity<typeof DepartmentRfq>;

// ——— Bids of one RFQ (round history, comparison matrix) ———

export const RFQ_BID_SELECT =
  'id, round_id, round_number, vendor_user_id, quoted_price, moq, delivery_time_days, vendor_notes, is_selected, created_at, withdrawn_at, vendor:yarnconnect_free!vendor_user_id(member_name, business_name)';
export const RfqBid = entityOf(
  SourcingBidRow.pick(
    mask([
      'id',
      'round_id',
      'round_number',
      'vendor_user_id',
      'quoted_price',
      'moq',
      'delivery_time_days',
      'vendor_notes',
      'is_selected',
      'created_at',
      'withdrawn_at',
    ] as const),
  ).extend({ vendor: entityOf(MemberRow.pick({ member_name: true, business_name: true })).nullable() }),
);
export type RfqBid = Entity<typeof RfqBid>;

export const BID_ROUND_COLUMNS = [
  'id',
  'sourcing_request_id',
  'round_number',
  'status',
  'closes_at',
  'sealed',
  'extension_count',
  'closed_at',
  'created_at',
] as const;
export const BidRound = entityOf(SourcingBidRoundRow.pick(mask(BID_ROUND_COLUMNS)));
export type BidRound = Entity<typeof BidRound>;

// ——— Public and vendor views ———

/**
 * An RFQ's item category as embedded (its parent's name is read in a second query: PostgREST cannot tell a
 * self-reference's two directions apart).
 */
const CategoryName = entityOf(SourcingItemCategoryRow.pick({ name: true, parent_id: true }));

const CompanyName = entityOf(z.object({ company_name: text }));

/** An entity whose item category's parent has been looked up: the main category's name, if any. */
export type WithMainCategory<T> = T & { mainCategory: string | null };

/** An open public RFQ as /buyer-enquiries lists it, with its item category and that category's parent. */
export const PUBLIC_ENQUIRY_SELECT =
  'id, request_number, company_id, department, custom_item, quantity, quantity_unit, description, created_at, category:sourcing_item_categories!item_category_id(name, parent_id)';
export const PublicEnquiry = entityOf(
  SourcingRequestRow.pick(
    mask([
      'id',
      'request_number',
      'company_id',
      'department',
      'custom_item',
      'quantity',
      'quantity_unit',
      'description',
      'created_at',
    ] as const),
  ).extend({ category: CategoryName.nullable() }),
);
export type PublicEnquiry = Entity<typeof PublicEnquiry>;

/** An RFQ a vendor may bid on, with its company, item, poster and rounds. */
export const VENDOR_RFQ_SELECT = [
  'id, request_number, user_id, company_id, department, custom_item, quantity, quantity_unit, description',
  'target_price, currency, freight_terms, payment_terms, target_delivery_days, bid_status, attachment_url',
  'attachment_type, fabric_sourcing_request_id, anti_sniping_minutes, created_at',
  'company:company_details!company_id(company_name)',
  'poster:yarnconnect_free!user_id(business_name)',
  'category:sourcing_item_categories!item_category_id(name, parent_id)',
  // Through the view of round states: a round past its deadline reads closed at once.
  'rounds:sourcing_round_states!sourcing_request_id(id, round_number, status, is_open, closes_at, sealed, extension_count, bid_step_kind, bid_step, max_bids_per_vendor)',
].join(', ');
const VendorRound = entityOf(
  SourcingRoundStateRow.pick(
    mask([
      'id',
      'round_number',
      'status',
      'is_open',
      'closes_at',
      'sealed',
      'extension_count',
      'bid_step_kind',
      'bid_step',
      'max_bids_per_vendor',
    ] as const),
  ),
);
type VendorRound = Entity<typeof VendorRound>;
export const VendorRfq = entityOf(
  SourcingRequestRow.pick(
    mask([
      'id',
      'request_number',
      'user_id',
      'company_id',
      'department',
      'custom_item',
      'quantity',
      'quantity_unit',
      'description',
      'target_price',
      'currency',
      'freight_terms',
      'payment_terms',
      'target_delivery_days',
      'bid_status',
      'attachment_url',
      'attachment_type',
      'fabric_sourcing_request_id',
      'anti_sniping_minutes',
      'created_at',
    ] as const),
  ).extend({
    company: CompanyName.nullable(),
    poster: entityOf(z.object({ business_name: text })).nullable(),
    category: CategoryName.nullable(),
    rounds: z.array(VendorRound),
  }),
);
export type VendorRfq = Entity<typeof VendorRfq>;

/** A vendor's own bid with the RFQ it answers. */
export const MY_VENDOR_BID_SELECT = [
  'id, sourcing_request_id, round_id, round_number, quoted_price, moq, delivery_time_days, vendor_notes',
  'is_selected, created_at, withdrawn_at',
  'rfq:sourcing_requests!sourcing_request_id(request_number, bid_status, currency, custom_item, department, company:company_details!company_id(company_name), category:sourcing_item_categories!item_category_id(name))',
].join(', ');
export const MyVendorBid = entityOf(
  SourcingBidRow.pick(
    mask([
      'id',
      'sourcing_request_id',
      'round_id',
      'round_number',
      'quoted_price',
      'moq',
      'delivery_time_days',
      'vendor_notes',
      'is_selected',
      'created_at',
      'withdrawn_at',
    ] as const),
  ).extend({
    rfq: entityOf(
      SourcingRequestRow.pick(
        mask(['request_number', 'bid_status', 'currency', 'custom_item', 'department'] as const),
      ).extend({
        company: CompanyName.nullable(),
        category: z.object({ name: text }).nullable(),
      }),
    ).nullable(),
  }),
);
export type MyVendorBid = Entity<typeof MyVendorBid>;

/** my_round_standings(): the vendor's rank in an unsealed round and the field size. */
export const RoundStanding = entityOf(
  z.object({ round_id: uuid, sourcing_request_id: uuid, my_rank: int, bidder_count: int }),
);
export type RoundStanding = Entity<typeof RoundStanding>;

/** A fabric RFQ's full specification. */
export const FABRIC_SPEC_COLUMNS = [
  'id',
  'fabric_category',
  'fabric_type',
  'product_title',
  'technical_specs',
  'commercial_details',
  'image_urls',
  'spec_sheet_url',
  'remarks',
  'sourcing_request_id',
  'created_at',
] as const;
export const FabricSpec = entityOf(FabricSourcingRequestRow.pick(mask(FABRIC_SPEC_COLUMNS)));
export type FabricSpec = Entity<typeof FabricSpec>;
