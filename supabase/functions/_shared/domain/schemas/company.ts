/** Corporate member companies (table company_details, trade §3) and their executives. */
import { z } from 'zod';
import { entityOf, mask, nullableText, text, timestamp, uuid, type Entity } from './entity.ts';

export const CompanyRow = z.object({
  id: uuid,
  company_name: text,
  website_url: nullableText,
  logo_url: nullableText,
  company_head_name: nullableText,
  company_head_designation: nullableText,
  address: nullableText,
  banner_image_url: nullableText,
  brochure_pdf_url: nullableText,
  brochure_pdf_name: nullableText,
  brochure_thumbnail_url: nullableText,
  marketing_team_info: nullableText,
  dealer_user_ids: z.array(uuid),
  created_at: timestamp,
  updated_at: timestamp,
  /** Change marker (sync). */
  version: z.number().int(),
});
export type CompanyRow = z.infer<typeof CompanyRow>;

/** A company as the corporate members list shows it. */
export const SUMMARY_COLUMNS = [
  'id',
  'company_name',
  'logo_url',
  'website_url',
  'address',
  'company_head_name',
  'company_head_designation',
] as const;
export const CompanySummary = entityOf(CompanyRow.pick(mask(SUMMARY_COLUMNS)));
export type CompanySummary = Entity<typeof CompanySummary>;

/** A company's public page. */
export const DETAIL_COLUMNS = [
  ...SUMMARY_COLUMNS,
  'banner_image_url',
  'brochure_pdf_url',
  'brochure_pdf_name',
  'brochure_thumbnail_url',
  'marketing_team_info',
  'dealer_user_ids',
] as const;
export const CompanyDetails = entityOf(CompanyRow.pick(mask(DETAIL_COLUMNS)));
export type CompanyDetails = Entity<typeof CompanyDetails>;

/** A corporate executive (role corporate_executive) and the one company they belong to. */
export const CompanyExecutiveRow = z.object({ user_id: uuid, company_id: uuid, created_at: timestamp });
export type CompanyExecutiveRow = z.infer<typeof CompanyExecutiveRow>;
