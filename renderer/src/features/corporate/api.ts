import { api, fromGateway } from '@/data/api.ts';
import { refreshRoleFactsAfter } from '@/session/role-facts-refresh.ts';
import type {
  BidRequest,
  CompanyContact,
  CompanyDetails,
  CompanySummary,
  CorporateProduct,
  PlacedBid,
} from '@/data/ports/corporate.ts';

type Contacts = { executives: CompanyContact[]; dealers: CompanyContact[] };
type ContactsArg = { id: string; dealerUserIds: string[]; userId: string | null };

export const corporateApi = api.injectEndpoints({
  endpoints: (build) => ({
    companies: build.query<CompanySummary[], void>({
      queryFn: fromGateway((g) => g.corporate.listCompanies()),
    }),
    company: build.query<CompanyDetails | null, string>({
      queryFn: fromGateway((g, companyId: string) => g.corporate.getCompany(companyId)),
    }),
    // userId is part of the cache key: what RLS shows depends on who asks.
    companyContacts: build.query<Contacts, ContactsArg>({
      queryFn: fromGateway((g, { id, dealerUserIds }: ContactsArg) => g.corporate.getContacts({ id, dealerUserIds })),
    }),
    companyProducts: build.query<CorporateProduct[], string>({
      queryFn: fromGateway((g, companyId: string) => g.corporate.listProducts(companyId)),
    }),
    placeBid: build.mutation<PlacedBid, BidRequest>({
      queryFn: fromGateway((g, request: BidRequest) => g.corporate.placeBid(request)),
      invalidatesTags: ['Bids'],
      // The bid spent a credit.
      onQueryStarted: refreshRoleFactsAfter(),
    }),
    notifyBid: build.mutation<void, string>({
      queryFn: fromGateway((g, bidId: string) => g.corporate.notifyBid(bidId)),
    }),
  }),
});

export const {
  useCompaniesQuery,
  useCompanyQuery,
  useCompanyContactsQuery,
  useCompanyProductsQuery,
  usePlaceBidMutation,
  useNotifyBidMutation,
} = corporateApi;
