/**
 * The length limit of every free-text column (ARCHITECTURE "Rules of the house": every free-text column has a
 * length limit in the database; nothing is cut silently). The spec's limit where it gives one (snippet 250,
 * product specification 30, PIN/ZIP 10), a sensible one where it does not (README "Text limits"). Forms show
 * counters and refuse with `tooLong`; the tables hold the same numbers as check constraints named
 * `<table>_<column>_length` (and `<table>_<column>_not_blank` where a value is required), added by
 * migration 20261127030100 and held to this list by tests/integration/db-text-limits.test.ts; the server's
 * refusal is worded from here (server-errors.ts), so a person reads the same sentence either way.
 */
import { LIMITS } from './constants.ts';
import { formatCount } from './format.ts';
import { tooLong } from './messages.ts';
import { APPLICATION_NOTE_MAX, REJECTION_REASON_MAX } from './vendor-applications.ts';

/** Limits by kind of text. */
export const TEXT_MAX = {
  /** A URL or a storage path (browsers' practical limit). */
  url: 2048,
  /** RFC 5321's longest deliverable address. */
  email: 254,
  /** A file name as file systems allow it. */
  fileName: 255,
  personName: LIMITS.memberNameMax,
  organisationName: LIMITS.organisationNameMax,
  placeName: LIMITS.placeNameMax,
  headline: 300,
  /** A news article: about 3 000 words, far beyond any article on the site and far below a pasted book. */
  newsContent: 20_000,
  /** Notes, remarks and descriptions people write for each other. */
  notes: 2000,
  address: 500,
  teamInfo: 1000,
  priceListDescription: 300,
  /** The spec's "other product specification max 30 characters". */
  specification: LIMITS.otherSpecificationMax,
  productField: 60,
  department: 100,
  categoryName: 120,
  quantity: 60,
  unit: 20,
  rejectionReason: 200,
  /** A fabric RFQ's specification or commercial details, as stored JSON. */
  detailsJson: 10_000,
  /** Bucket names (S3's rule). */
  bucketName: 63,
  documentNumber: 40,
  yarnName: LIMITS.yarnNameMax,
  /** Up to this many yarns on a profile. */
  yarnsCount: 50,
} as const;

/** How a column holds its text: one value, a list of values (each limited, and their count), or JSON. */
type TextShape = 'text' | 'list' | 'json';

export interface TextLimit {
  table: string;
  column: string;
  /** The field's name as forms label it. */
  label: string;
  max: number;
  /** Blank is refused too (`<table>_<column>_not_blank`). */
  required?: boolean;
  shape?: TextShape;
  /** For a list: at most this many values (`<table>_<column>_items`), called `itemsLabel` ('yarn names'). */
  maxItems?: number;
  itemsLabel?: string;
}

const col = (table: string, column: string, label: string, max: number, more: Partial<TextLimit> = {}): TextLimit => ({
  table,
  column,
  label,
  max,
  ...more,
});
const required = { required: true } as const;

/** The yarn columns shared by enquiries, offers and corporate products. */
const yarnColumns = (table: string) => [
  col(table, 'fibre_type', 'Fibre type', TEXT_MAX.productField, required),
  col(table, 'specific_type', 'Specification', TEXT_MAX.specification),
  col(table, 'lustre', 'Lustre', TEXT_MAX.specification),
  col(table, 'twist_intermingling', 'Twist/intermingling', TEXT_MAX.specification),
  col(table, 'blend_ratio', 'Blend ratio', TEXT_MAX.specification),
  col(table, 'grade', 'Grade', TEXT_MAX.productField),
];

/** Every free-text column people write, with its limit. */
export const TEXT_LIMITS: readonly TextLimit[] = [
  col('company_details', 'company_name', 'Company name', TEXT_MAX.organisationName, required),
  col('company_details', 'website_url', 'Website', TEXT_MAX.url),
  col('company_details', 'company_head_name', 'Head of company', TEXT_MAX.personName),
  col('company_details', 'company_head_designation', 'Designation', TEXT_MAX.personName),
  col('company_details', 'address', 'Address', TEXT_MAX.address),
  col('company_details', 'marketing_team_info', 'Marketing team', TEXT_MAX.teamInfo),
  col('company_details', 'brochure_pdf_name', 'Brochure name', TEXT_MAX.organisationName),
  col('company_details', 'logo_url', 'Logo', TEXT_MAX.url),
  col('company_details', 'banner_image_url', 'Banner', TEXT_MAX.url),
  col('company_details', 'brochure_pdf_url', 'Brochure', TEXT_MAX.url),
  col('company_details', 'brochure_thumbnail_url', 'Brochure thumbnail', TEXT_MAX.url),
  col('corporate_ads', 'company_name', 'Company name', TEXT_MAX.organisationName, required),
  col('corporate_ads', 'alt_text', 'Alt text', TEXT_MAX.organisationName, required),
  col('corporate_ads', 'page_location', 'Page location', TEXT_MAX.department, required),
  col('corporate_ads', 'click_url', 'Click URL', TEXT_MAX.url),
  col('corporate_ads', 'ad_image_url', 'Image', TEXT_MAX.url),
  col('corporate_ads', 'ad_image_path', 'Image', TEXT_MAX.url),
  col('corporate_enquiries', 'name', 'Name', LIMITS.contactNameMax, required),
  col('corporate_enquiries', 'organisation_name', 'Organisation name', TEXT_MAX.organisationName, required),
  col('corporate_enquiries', 'email', 'Email', TEXT_MAX.email),
  col('corporate_products', 'department_name', 'Department', TEXT_MAX.department, required),
  ...yarnColumns('corporate_products'),
  col('customer_bids', 'rejection_reason', 'Reason', TEXT_MAX.rejectionReason, required),
  col('department_vendors', 'department_name', 'Department', TEXT_MAX.department, required),
  col('fabric_sourcing_requests', 'product_title', 'Product title', TEXT_MAX.organisationName, required),
  col('fabric_sourcing_requests', 'fabric_type', 'Fabric type', TEXT_MAX.productField),
  col('fabric_sourcing_requests', 'remarks', 'Remarks', TEXT_MAX.notes),
  col('fabric_sourcing_requests', 'spec_sheet_url', 'Spec sheet', TEXT_MAX.url),
  col('fabric_sourcing_requests', 'image_urls', 'An image', TEXT_MAX.url, { shape: 'list' }),
  col('fabric_sourcing_requests', 'technical_specs', 'Technical specifications', TEXT_MAX.detailsJson, {
    shape: 'json',
  }),
  col('fabric_sourcing_requests', 'commercial_details', 'Commercial details', TEXT_MAX.detailsJson, {
    shape: 'json',
  }),
  col('news_items', 'headline', 'Headline', TEXT_MAX.headline, required),
  col('news_items', 'content', 'Content', TEXT_MAX.newsContent, required),
  col('news_items', 'image_url', 'Image', TEXT_MAX.url),
  col('news_items', 'uploader_email', 'Uploader e-mail', TEXT_MAX.email),
  col('news_snippets', 'headline', 'Headline', TEXT_MAX.headline, required),
  col('news_snippets', 'snippet_content', 'Snippet content', LIMITS.snippetMax, required),
  col('news_snippets', 'uploader_email', 'Uploader e-mail', TEXT_MAX.email),
  col('partner_organisations', 'name', 'Partner name', TEXT_MAX.organisationName, required),
  col('partner_organisations', 'website_url', 'Website', TEXT_MAX.url),
  col('partner_organisations', 'logo_url', 'Logo', TEXT_MAX.url),
  col('price_updates_pdfs', 'description', 'Description', TEXT_MAX.priceListDescription, required),
  col('price_updates_pdfs', 'file_name', 'File name', TEXT_MAX.fileName),
  col('price_updates_pdfs', 'file_url', 'File', TEXT_MAX.url),
  col('price_updates_pdfs', 'storage_file_path', 'File', TEXT_MAX.url),
  col('price_updates_pdfs', 'bucket_name', 'Bucket', TEXT_MAX.bucketName),
  col('price_updates_pdfs', 'uploader_email', 'Uploader e-mail', TEXT_MAX.email),
  ...['purchase_enquiries', 'sales_offers'].flatMap((table) => [
    ...yarnColumns(table),
    col(table, 'lot_no', 'Lot no.', TEXT_MAX.productField),
    col(table, 'preferred_company', 'Preferred company', TEXT_MAX.organisationName),
  ]),
  col('sourcing_bids', 'moq', 'MOQ', TEXT_MAX.productField),
  col('sourcing_bids', 'vendor_notes', 'Notes', TEXT_MAX.notes),
  col('sourcing_item_categories', 'name', 'Category name', TEXT_MAX.categoryName, required),
  col('sourcing_requests', 'custom_item', 'Item', TEXT_MAX.organisationName),
  col('sourcing_requests', 'quantity', 'Quantity', TEXT_MAX.quantity, required),
  col('sourcing_requests', 'quantity_unit', 'Unit', TEXT_MAX.unit),
  col('sourcing_requests', 'description', 'Description', TEXT_MAX.notes),
  col('sourcing_requests', 'attachment_url', 'Attachment', TEXT_MAX.url),
  col('sourcing_requests', 'request_number', 'RFQ number', TEXT_MAX.documentNumber),
  col('vendor_applications', 'department_name', 'Department', TEXT_MAX.department, required),
  col('vendor_applications', 'note', 'Note to the company', APPLICATION_NOTE_MAX),
  col('vendor_applications', 'rejection_reason', 'Reason', REJECTION_REASON_MAX, required),
  col('yarnconnect_free', 'member_name', 'Member name', TEXT_MAX.personName, required),
  col('yarnconnect_free', 'business_name', 'Business name', TEXT_MAX.organisationName, required),
  col('yarnconnect_free', 'email', 'Email', TEXT_MAX.email),
  col('yarnconnect_free', 'gst_number', 'GST number', LIMITS.gstNumberMax),
  col('yarnconnect_free', 'country', 'Country', TEXT_MAX.placeName),
  col('yarnconnect_free', 'state', 'State', TEXT_MAX.placeName),
  col('yarnconnect_free', 'district', 'District', TEXT_MAX.placeName),
  col('yarnconnect_free', 'city', 'City', TEXT_MAX.placeName),
  col('yarnconnect_free', 'pin_zip_code', 'PIN/ZIP code', LIMITS.pinZipMax),
  col('yarnconnect_free', 'vendor_category', 'Vendor category', TEXT_MAX.department),
  col('yarnconnect_free', 'business_type', 'A business type', TEXT_MAX.department, {
    shape: 'list',
    maxItems: 30,
    itemsLabel: 'business types',
  }),
  col('yarnconnect_free', 'my_yarns', 'A yarn name', TEXT_MAX.yarnName, {
    shape: 'list',
    maxItems: TEXT_MAX.yarnsCount,
    itemsLabel: 'yarns',
  }),
];

/**
 * Text columns with no limit of their own, and why that is safe: only the database writes them (triggers and
 * SQL functions, from columns that have their limits), or they are computed.
 */
export const TEXT_COLUMNS_WRITTEN_BY_THE_SYSTEM: Readonly<Record<string, string>> = {
  'admin_audit_log.*': 'written by the audit triggers: who, what and the row before and after',
  'app_settings.*': 'settings, written by the service role',
  'corporate_product_history.*': 'written by the price history trigger',
  'corporate_products.market_class_key': 'computed by the market class trigger from the product’s own fields',
  'credit_ledger.*': 'written by the credit functions',
  'customer_bids.*': 'copied by place_corporate_bid and the decision functions from limited columns',
  'price_updates_pdfs.department':
    'a published list’s department, recorded by record_price_list (clients cannot write it)',
  'price_updates_pdfs.headline': 'a published list’s changes, recorded by record_price_list (at most 600 characters)',
  'purchase_enquiries.company_name': 'copied from the poster’s profile by the post trigger',
  'purchase_enquiries.poster_email': 'copied from the poster’s profile by the post trigger',
  'purchase_enquiries.poster_member_name': 'copied from the poster’s profile by the post trigger',
  'purchase_enquiries.enquiry_number': 'numbered by the database',
  'purchase_enquiries.search_text': 'computed from the limited columns',
  'sales_offers.company_name': 'copied from the poster’s profile by the post trigger',
  'sales_offers.poster_email': 'copied from the poster’s profile by the post trigger',
  'sales_offers.poster_member_name': 'copied from the poster’s profile by the post trigger',
  'sales_offers.offer_number': 'numbered by the database',
  'sales_offers.search_text': 'computed from the limited columns',
  'sourcing_vendor_alerts.last_error': 'written by the alert sender',
  'sync_tombstones.*': 'written by the deletion triggers',
  'vendor_applications.decided_by_name': 'copied from the decider’s profile by the decision functions',
  'yarnconnect_free.directory_search': 'computed from the limited columns',
};

/** The limit of a column, when it has one. */
export function textLimitOf(table: string, column: string): TextLimit | undefined {
  return TEXT_LIMITS.find((l) => l.table === table && l.column === column);
}

/**
 * What a refused text value says, from the name of the constraint that refused it: too long, blank, or too
 * many values in a list. Null for a constraint that is not a text limit.
 */
export function textLimitMessage(constraint: string): string | null {
  for (const l of TEXT_LIMITS) {
    const name = `${l.table}_${l.column}`;
    if (constraint === `${name}_length`) return tooLong(l.label, l.max);
    if (constraint === `${name}_not_blank`) return `${l.label} is required.`;
    if (constraint === `${name}_items` && l.maxItems) return tooMany(l.itemsLabel ?? 'values', l.maxItems);
  }
  return null;
}

/** A list with more values than its column takes: 'You can list at most 50 yarns.' */
export const tooMany = (itemsLabel: string, max: number) => `You can list at most ${formatCount(max)} ${itemsLabel}.`;

/** Characters as PostgreSQL's char_length counts them (code points, so an emoji is one). */
const characterLength = (text: string) => [...text].length;

/** True when `text` is longer than `max` characters as the database counts them. */
export const isTooLong = (text: string, max: number) => characterLength(text) > max;

/** '1,234 / 20,000': the counter under a text box. */
export const characterCount = (text: string, max: number) =>
  `${formatCount(characterLength(text))} / ${formatCount(max)}`;
