import { api, fromGateway } from '@/data/api.ts';
import { refreshRoleFactsAfter } from '@/session/role-facts-refresh.ts';
import type { Outcome } from '@/data/outcome.ts';
import type {
  BidRefusal,
  BidRequest,
  CompanyContacts,
  CompanyDetails,
  CompanySummary,
  PlacedBid,
  ProductPriceTrend,
  PublicProduct,
} from '@/data/ports/corporate.ts';

/** The days of price history the company page's trends cover. */
export const TREND_DAYS = 90;

type ContactsArg = { id: string; dealerUserIds: string[]; userId: string | null };

const corporateApi = api.injectEndpoints({
  endpoints: (build) => ({
    companies: build.query<CompanySummary[], void>({
      queryFn: fromGateway((g) => g.corporate.listCompanies()),
      providesTags: ['Companies'],
    }),
    company: build.query<CompanyDetails | null, string>({
      queryFn: fromGateway((g, companyId: string) => g.corporate.getCompany(companyId)),
      providesTags: ['Companies'],
    }),
    // userId is part of the cache key: what RLS shows depends on who asks.
    companyContacts: build.query<CompanyContacts, ContactsArg>({
      queryFn: fromGateway((g, { id, dealerUserIds }: ContactsArg) => g.corporate.getContacts({ id, dealerUserIds })),
    }),
    companyProducts: build.query<PublicProduct[], string>({
      queryFn: fromGateway((g, companyId: string) => g.corporate.listProducts(companyId)),
    }),
    // A trend that cannot be read is simply not drawn: the products stand without it.
    priceTrends: build.query<Record<string, ProductPriceTrend['points']>, string>({
      queryFn: fromGateway(async (g, companyId: string) =>
        Object.fromEntries((await g.corporate.priceTrends(companyId, TREND_DAYS)).map((t) => [t.productId, t.points])),
      ),
    }),
    placeBid: build.mutation<Outcome<PlacedBid, BidRefusal>, BidRequest>({
      queryFn: fromGateway((g, request: BidRequest) => g.corporate.placeBid(request)),
      invalidatesTags: (placed) => (placed?.ok ? ['Bids'] : []),
      // A placed bid spent a credit.
      onQueryStarted: refreshRoleFactsAfter((placed) => placed.ok),
    }),
    notifyBid: build.mutation<Outcome<void, 'not-delivered'>, string>({
      queryFn: fromGateway((g, bidId: string) => g.corporate.notifyBid(bidId)),
    }),
  }),
});

export const {
  useCompaniesQuery,
  useCompanyQuery,
  useCompanyContactsQuery,
  useCompanyProductsQuery,
  usePriceTrendsQuery,
  usePlaceBidMutation,
  useNotifyBidMutation,
} = corporateApi;
