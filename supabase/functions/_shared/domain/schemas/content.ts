/** Published content (trade §3): price list PDFs, news, snippets, partners, ads and the home counters. */
import { z } from 'zod';
import { AD_GROUPS } from '../ads.ts';
import { entityOf, mask, nullableText, text, timestamp, uuid, type Entity } from './entity.ts';

export const PriceListPdfRow = z.object({
  id: uuid,
  file_url: text,
  description: text,
  uploaded_at: timestamp,
  user_id: uuid.nullable(),
  uploader_email: nullableText,
  file_name: nullableText,
  bucket_name: text,
  storage_file_path: nullableText,
  // A published list's facts (migration 20261129000000); all null on a list staff uploaded.
  company_id: uuid.nullable(),
  department: nullableText,
  edition: z.number().int().nullable(),
  valid_until: nullableText,
  share_code: nullableText,
  headline: nullableText,
  product_count: z.number().int().nullable(),
  changed_count: z.number().int().nullable(),
  superseded_at: timestamp.nullable(),
  withdrawn_at: timestamp.nullable(),
  // The sync change marker (the writing transaction's id; migration 20261123000100).
  version: z.number().int(),
});
export type PriceListPdfRow = z.infer<typeof PriceListPdfRow>;
export const PRICE_LIST_COLUMNS = [
  'id',
  'file_url',
  'description',
  'uploaded_at',
  'file_name',
  'bucket_name',
  'storage_file_path',
] as const;
/** A published list's own columns (issue 28), read beside PRICE_LIST_COLUMNS by the pages and the desktop. */
export const PUBLISHED_LIST_COLUMNS = [
  'company_id',
  'department',
  'edition',
  'valid_until',
  'share_code',
  'headline',
  'product_count',
  'changed_count',
  'superseded_at',
  'withdrawn_at',
] as const;

export const NewsItemRow = z.object({
  id: uuid,
  headline: text,
  content: text,
  image_url: nullableText,
  user_id: uuid.nullable(),
  uploader_email: nullableText,
  created_at: timestamp,
  updated_at: timestamp,
  // The sync change marker (the writing transaction's id; migration 20261123000100).
  version: z.number().int(),
});
export type NewsItemRow = z.infer<typeof NewsItemRow>;
export const NEWS_ITEM_COLUMNS = ['id', 'headline', 'content', 'image_url', 'created_at', 'updated_at'] as const;
export const NewsItem = entityOf(NewsItemRow.pick(mask(NEWS_ITEM_COLUMNS)));
export type NewsItem = Entity<typeof NewsItem>;

export const NewsSnippetRow = z.object({
  id: uuid,
  headline: text,
  snippet_content: text,
  user_id: uuid.nullable(),
  uploader_email: nullableText,
  created_at: timestamp,
  // The sync change marker (the writing transaction's id; migration 20261123000100).
  version: z.number().int(),
});
export type NewsSnippetRow = z.infer<typeof NewsSnippetRow>;
export const NEWS_SNIPPET_COLUMNS = ['id', 'headline', 'snippet_content', 'created_at'] as const;
export const NewsSnippet = entityOf(NewsSnippetRow.pick(mask(NEWS_SNIPPET_COLUMNS)));
export type NewsSnippet = Entity<typeof NewsSnippet>;

export const PartnerRow = z.object({
  id: uuid,
  name: text,
  website_url: nullableText,
  logo_url: text,
  created_at: timestamp,
});
export type PartnerRow = z.infer<typeof PartnerRow>;
export const PARTNER_COLUMNS = ['id', 'name', 'website_url', 'logo_url'] as const;
export const Partner = entityOf(PartnerRow.pick(mask(PARTNER_COLUMNS)));
export type Partner = Entity<typeof Partner>;

export const CorporateAdRow = z.object({
  id: uuid,
  company_name: text,
  from_date: text,
  to_date: text,
  placement_type: z.enum(AD_GROUPS),
  page_location: text,
  ad_image_url: text,
  ad_image_path: nullableText,
  click_url: nullableText,
  alt_text: text,
  status: z.boolean(),
  created_by: uuid.nullable(),
  created_at: timestamp,
});
export type CorporateAdRow = z.infer<typeof CorporateAdRow>;
/** An ad as the banner shows it. */
export const BANNER_AD_COLUMNS = ['id', 'ad_image_url', 'click_url', 'alt_text', 'company_name'] as const;
export const BannerAd = entityOf(CorporateAdRow.pick(mask(BANNER_AD_COLUMNS)));
export type BannerAd = Entity<typeof BannerAd>;

/** An ad as ad management lists it: every column, `adImageUrl` the public URL of its image. */
export const AdminAd = entityOf(CorporateAdRow);
export type AdminAd = Entity<typeof AdminAd>;

/** home_counters(): the three counters of the home page. */
export const HomeCounters = entityOf(
  z.object({ fabric_listings: z.number(), sourcing_listings: z.number(), active_members: z.number() }),
);
export type HomeCounters = Entity<typeof HomeCounters>;
