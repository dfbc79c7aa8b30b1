import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { CompanyDetails, CompanySummary, DETAIL_COLUMNS, SUMMARY_COLUMNS } from '@domain/schemas/company.ts';
import { PUBLIC_PRODUCT_COLUMNS, PublicProduct } from '@domain/schemas/corporate-product.ts';
import { PlacedBid } from '@domain/schemas/customer-bid.ts';
import { selectList } from '@domain/schemas/entity.ts';
import type { BidNotificationBody } from '@domain/schemas/functions.ts';
import { CARD_COLUMNS, MemberCard } from '@domain/schemas/member.ts';
import { ProductPriceTrend } from '@domain/schemas/product-history.ts';
import { accepted, refused } from '../outcome.ts';
import type { CorporatePort } from '../ports/corporate.ts';
import { dataOf, invokeNotification, throwIfFailed } from './errors.ts';
import { optionalPublicUrlOf } from './storage-url.ts';
import { userMessage } from '@domain/server-errors.ts';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** place_corporate_bid's refusals (supabase/migrations/*_rpc_bidding.sql): 42501 who may not bid, P0001/22023 the rule. */
const REFUSALS = { '42501': 'forbidden', P0001: 'refused', '22023': 'refused' } as const;

export function createSupabaseCorporate(client: SupabaseClient, options: { url: string }): CorporatePort {
  /** Member cards by id; RLS shows executives and dealers to logged-in users only. */
  const cards = async (ids: string[]) => {
    if (ids.length === 0) return [];
    const reply = await client
      .from('yarnconnect_free')
      .select(selectList(CARD_COLUMNS))
      .in('id', ids)
      .order('member_name');
    return z.array(MemberCard).parse(dataOf(reply, options.url));
  };

  /** Logos, banners and brochures are files of the companyfiles bucket (paths, or full URLs). */
  const file = (stored: string | null) => optionalPublicUrlOf(client, 'companyfiles', stored);
  const summaryFiles = (company: CompanySummary): CompanySummary => ({ ...company, logoUrl: file(company.logoUrl) });
  const detailFiles = (company: CompanyDetails): CompanyDetails => ({
    ...company,
    logoUrl: file(company.logoUrl),
    bannerImageUrl: file(company.bannerImageUrl),
    brochurePdfUrl: file(company.brochurePdfUrl),
    brochureThumbnailUrl: file(company.brochureThumbnailUrl),
  });

  return {
    async listCompanies() {
      const reply = await client.from('company_details').select(selectList(SUMMARY_COLUMNS)).order('company_name');
      return z.array(CompanySummary).parse(dataOf(reply, options.url)).map(summaryFiles);
    },

    async getCompany(companyId) {
      // A malformed id is simply no company (PostgREST would answer 400 invalid input syntax).
      if (!isUuid(companyId)) return null;
      const reply = await client
        .from('company_details')
        .select(selectList(DETAIL_COLUMNS))
        .eq('id', companyId)
        .maybeSingle();
      const row = dataOf(reply, options.url);
      return row ? detailFiles(CompanyDetails.parse(row)) : null;
    },

    async getContacts({ id, dealerUserIds }) {
      const reply = await client.from('company_executives').select('user_id').eq('company_id', id);
      const executiveIds = z
        .array(z.object({ user_id: z.string() }))
        .parse(dataOf(reply, options.url))
        .map((row) => row.user_id);
      const [executives, dealers] = await Promise.all([cards(executiveIds), cards(dealerUserIds)]);
      return { executives, dealers };
    },

    async listProducts(companyId) {
      const reply = await client
        .from('corporate_products')
        .select(selectList(PUBLIC_PRODUCT_COLUMNS))
        .eq('company_id', companyId)
        .eq('visibility_status', 'Reveal')
        .order('department_name')
        .order('updated_at', { ascending: false });
      return z.array(PublicProduct).parse(dataOf(reply, options.url));
    },

    async priceTrends(companyId, days) {
      if (!isUuid(companyId)) return [];
      const reply = await client.rpc('product_price_trends', { p_company_id: companyId, p_days: days });
      return z.array(ProductPriceTrend).parse(dataOf(reply, options.url) ?? []);
    },

    async placeBid({ productId, price, quantity }) {
      const reply = await client.rpc('place_corporate_bid', {
        p_product_id: productId,
        p_bid_price: price,
        p_bid_quantity: quantity,
      });
      const reason = REFUSALS[(reply.error?.code ?? '') as keyof typeof REFUSALS];
      if (reply.error && reason) return refused(reason, userMessage(reply.error));
      throwIfFailed(reply, options.url);
      return accepted(PlacedBid.parse(reply.data));
    },

    async notifyBid(bidId) {
      const body: BidNotificationBody = { bid_id: bidId };
      return invokeNotification(client, options.url, 'bid-submission', body);
    },
  };
}
