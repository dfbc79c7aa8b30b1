import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { GatewayError } from '../gateway.ts';
import type {
  CompanyContact,
  CompanyDetails,
  CompanySummary,
  CorporatePort,
  CorporateProduct,
  PlacedBid,
} from '../ports/corporate.ts';
import { throwIfFailed } from './errors.ts';

const SUMMARY_COLUMNS = 'id, company_name, logo_url, website_url, address, company_head_name, company_head_designation';
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, banner_image_url, brochure_pdf_url, brochure_pdf_name, brochure_thumbnail_url, marketing_team_info, dealer_user_ids`;
const CONTACT_COLUMNS = 'id, member_name, business_name, email, country_code, mobile_number, district, state';
const PRODUCT_COLUMNS =
  'id, department_name, fibre_type, specific_type, lustre, twist_intermingling, blend_ratio, denier_count, ' +
  'filament_count, number_of_plys, grade, basic_price, updated_at';

const text = z.string().nullable();
const summarySchema = z.object({
  id: z.string(),
  company_name: z.string(),
  logo_url: text,
  website_url: text,
  address: text,
  company_head_name: text,
  company_head_designation: text,
});
const detailSchema = summarySchema.extend({
  banner_image_url: text,
  brochure_pdf_url: text,
  brochure_pdf_name: text,
  brochure_thumbnail_url: text,
  marketing_team_info: text,
  dealer_user_ids: z.array(z.string()).nullable(),
});
const contactSchema = z.object({
  id: z.string(),
  member_name: z.string(),
  business_name: text,
  email: text,
  country_code: text,
  mobile_number: text,
  district: text,
  state: text,
});
// numeric columns arrive as numbers or, for numeric(8,2), possibly strings
const amount = z
  .union([z.number(), z.string()])
  .nullable()
  .transform((v) => (v === null ? null : Number(v)));
const productSchema = z.object({
  id: z.string(),
  department_name: z.string(),
  fibre_type: z.string(),
  specific_type: text,
  lustre: text,
  twist_intermingling: text,
  blend_ratio: text,
  denier_count: z.number().nullable(),
  filament_count: z.number().nullable(),
  number_of_plys: z.number(),
  grade: text,
  basic_price: amount,
  updated_at: z.string(),
});
const bidSchema = z.object({
  id: z.string(),
  bid_display_id: z.union([z.string(), z.number()]).transform(String),
  bid_price: amount,
  bid_quantity: z.number(),
});

const toSummary = (row: z.infer<typeof summarySchema>): CompanySummary => ({
  id: row.id,
  companyName: row.company_name,
  logoUrl: row.logo_url,
  websiteUrl: row.website_url,
  address: row.address,
  companyHeadName: row.company_head_name,
  companyHeadDesignation: row.company_head_designation,
});

const toContact = (row: z.infer<typeof contactSchema>): CompanyContact => ({
  id: row.id,
  memberName: row.member_name,
  businessName: row.business_name,
  email: row.email,
  countryCode: row.country_code,
  mobileNumber: row.mobile_number,
  district: row.district,
  state: row.state,
});

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function createSupabaseCorporate(client: SupabaseClient, options: { url: string }): CorporatePort {
  const check = (reply: { error: { message: string } | null; status: number }) => throwIfFailed(reply, options.url);

  /** Member profiles by id; RLS shows executives and dealers to logged-in users only. */
  const profiles = async (ids: string[]): Promise<CompanyContact[]> => {
    if (ids.length === 0) return [];
    const reply = await client.from('yarnconnect_free').select(CONTACT_COLUMNS).in('id', ids).order('member_name');
    check(reply);
    return z.array(contactSchema).parse(reply.data).map(toContact);
  };

  return {
    async listCompanies() {
      const reply = await client.from('company_details').select(SUMMARY_COLUMNS).order('company_name');
      check(reply);
      return z.array(summarySchema).parse(reply.data).map(toSummary);
    },

    async getCompany(companyId): Promise<CompanyDetails | null> {
      // A malformed id is simply no company (PostgREST would answer 400 invalid input syntax).
      if (!isUuid(companyId)) return null;
      const reply = await client.from('company_details').select(DETAIL_COLUMNS).eq('id', companyId).maybeSingle();
      check(reply);
      if (!reply.data) return null;
      const row = detailSchema.parse(reply.data);
      return {
        ...toSummary(row),
        bannerImageUrl: row.banner_image_url,
        brochurePdfUrl: row.brochure_pdf_url,
        brochurePdfName: row.brochure_pdf_name,
        brochureThumbnailUrl: row.brochure_thumbnail_url,
        marketingTeamInfo: row.marketing_team_info,
        dealerUserIds: row.dealer_user_ids ?? [],
      };
    },

    async getContacts({ id, dealerUserIds }) {
      const reply = await client.from('company_executives').select('user_id').eq('company_id', id);
      check(reply);
      const executiveIds = z
        .array(z.object({ user_id: z.string() }))
        .parse(reply.data)
        .map((row) => row.user_id);
      const [executives, dealers] = await Promise.all([profiles(executiveIds), profiles(dealerUserIds)]);
      return { executives, dealers };
    },

    async listProducts(companyId): Promise<CorporateProduct[]> {
      const reply = await client
        .from('corporate_products')
        .select(PRODUCT_COLUMNS)
        .eq('company_id', companyId)
        .eq('visibility_status', 'Reveal')
        .order('department_name')
        .order('updated_at', { ascending: false });
      check(reply);
      return z
        .array(productSchema)
        .parse(reply.data)
        .map((row) => ({
          id: row.id,
          departmentName: row.department_name,
          fibreType: row.fibre_type,
          specificType: row.specific_type,
          lustre: row.lustre,
          twistIntermingling: row.twist_intermingling,
          blendRatio: row.blend_ratio,
          denierCount: row.denier_count,
          filamentCount: row.filament_count,
          numberOfPlys: row.number_of_plys,
          grade: row.grade,
          basicPrice: row.basic_price,
          updatedAt: row.updated_at,
        }));
    },

    async placeBid({ productId, price, quantity }): Promise<PlacedBid> {
      const reply = await client.rpc('place_corporate_bid', {
        p_product_id: productId,
        p_bid_price: price,
        p_bid_quantity: quantity,
      });
      check(reply);
      const bid = bidSchema.parse(reply.data);
      return {
        id: bid.id,
        bidDisplayId: bid.bid_display_id,
        bidPrice: bid.bid_price ?? price,
        bidQuantity: bid.bid_quantity,
      };
    },

    async notifyBid(bidId) {
      const { data, error } = await client.functions.invoke<{ success?: boolean; message?: string }>('bid-submission', {
        body: { bid_id: bidId },
      });
      if (error) throw new GatewayError(error.message, 'failed');
      if (data?.success === false) throw new GatewayError(data.message ?? 'Notification failed', 'failed');
    },
  };
}
