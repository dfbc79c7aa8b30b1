import type { CompanyFields } from '@domain/admin-panel.ts';
import { api, fromGateway } from '@/data/api.ts';
import type { Outcome } from '@/data/outcome.ts';
import type {
  AdminCompany,
  CompanyDeletionPreview,
  CompanyFilePaths,
  CompanyRefusal,
  EnquiryPage,
  NewNews,
  NewPartner,
  NewPriceList,
} from '@/data/ports/admin-panel.ts';
import type { MemberCard } from '@/data/ports/corporate.ts';
import type { NewsPage, NewsItem, NewsSnippet } from '@/data/ports/news.ts';
import type { Partner } from '@/data/ports/info.ts';
import type { PriceListPdf } from '@/data/ports/price-list.ts';
import type { MemberMatch } from '@/data/ports/sourcing.ts';

/** The latest items a content card lists under its form. */
const RECENT = { search: '', page: 1, pageSize: 5 };

interface CompanyUpdate {
  id: string;
  basedOn: string;
  fields: CompanyFields;
  files: CompanyFilePaths;
}

/** The admin panel over the gateway's adminPanel area, reusing the public reads for what it lists. */
const adminPanelApi = api.injectEndpoints({
  endpoints: (build) => ({
    recentPriceLists: build.query<PriceListPdf[], void>({
      queryFn: fromGateway(async (g) => (await g.priceList.list('')).slice(0, RECENT.pageSize)),
      providesTags: ['PriceLists'],
    }),
    recentNews: build.query<NewsPage<NewsItem>, void>({
      queryFn: fromGateway((g) => g.news.items(RECENT)),
      providesTags: ['News'],
    }),
    recentSnippets: build.query<NewsPage<NewsSnippet>, void>({
      queryFn: fromGateway((g) => g.news.snippets(RECENT)),
      providesTags: ['News'],
    }),
    adminPartners: build.query<Partner[], void>({
      queryFn: fromGateway((g) => g.info.listPartners()),
      providesTags: ['Partners'],
    }),

    publishPriceList: build.mutation<void, NewPriceList>({
      queryFn: fromGateway((g, input: NewPriceList) => g.adminPanel.publishPriceList(input)),
      invalidatesTags: ['PriceLists'],
    }),
    publishNews: build.mutation<void, NewNews>({
      queryFn: fromGateway((g, input: NewNews) => g.adminPanel.publishNews(input)),
      invalidatesTags: ['News'],
    }),
    publishSnippet: build.mutation<void, { headline: string; content: string }>({
      queryFn: fromGateway((g, input: { headline: string; content: string }) => g.adminPanel.publishSnippet(input)),
      invalidatesTags: ['News'],
    }),
    registerPartner: build.mutation<void, NewPartner>({
      queryFn: fromGateway((g, input: NewPartner) => g.adminPanel.registerPartner(input)),
      invalidatesTags: ['Partners'],
    }),

    adminCompanies: build.query<AdminCompany[], void>({
      queryFn: fromGateway((g) => g.adminPanel.listCompanies()),
      providesTags: ['Companies'],
    }),
    registerCompany: build.mutation<
      Outcome<{ id: string }, CompanyRefusal>,
      { fields: CompanyFields; files: CompanyFilePaths }
    >({
      queryFn: fromGateway((g, a: { fields: CompanyFields; files: CompanyFilePaths }) =>
        g.adminPanel.registerCompany(a.fields, a.files),
      ),
      invalidatesTags: (outcome) => (outcome?.ok ? ['Companies'] : []),
    }),
    updateCompany: build.mutation<Outcome<AdminCompany, CompanyRefusal>, CompanyUpdate>({
      queryFn: fromGateway((g, a: CompanyUpdate) => g.adminPanel.updateCompany(a.id, a.basedOn, a.fields, a.files)),
      invalidatesTags: ['Companies'],
    }),
    companyDeletionPreview: build.mutation<CompanyDeletionPreview | null, string>({
      queryFn: fromGateway((g, id: string) => g.adminPanel.deletionPreview(id)),
    }),
    deleteCompany: build.mutation<{ deleted: boolean; products: number }, string>({
      queryFn: fromGateway((g, id: string) => g.adminPanel.deleteCompany(id)),
      invalidatesTags: ['Companies'],
    }),

    companyDealers: build.query<MemberCard[], { companyId: string; dealerUserIds: string[] }>({
      queryFn: fromGateway(async (g, a: { companyId: string; dealerUserIds: string[] }) => {
        const contacts = await g.corporate.getContacts({ id: a.companyId, dealerUserIds: a.dealerUserIds });
        return contacts.dealers;
      }),
    }),
    findDealerCandidates: build.mutation<MemberMatch[], string>({
      queryFn: fromGateway((g, term: string) => g.sourcing.searchMembers(term)),
    }),
    addDealer: build.mutation<Outcome<string[], 'already-dealer'>, { companyId: string; userId: string }>({
      queryFn: fromGateway((g, a: { companyId: string; userId: string }) =>
        g.adminPanel.addDealer(a.companyId, a.userId),
      ),
      invalidatesTags: (outcome) => (outcome?.ok ? ['Companies'] : []),
    }),
    removeDealer: build.mutation<string[], { companyId: string; userId: string }>({
      queryFn: fromGateway((g, a: { companyId: string; userId: string }) =>
        g.adminPanel.removeDealer(a.companyId, a.userId),
      ),
      invalidatesTags: ['Companies'],
    }),

    corporateEnquiries: build.query<EnquiryPage, { page: number; pageSize: number }>({
      queryFn: fromGateway((g, q: { page: number; pageSize: number }) => g.adminPanel.corporateEnquiries(q)),
      providesTags: ['CorporateEnquiries'],
    }),
  }),
});

export const {
  useRecentPriceListsQuery,
  useRecentNewsQuery,
  useRecentSnippetsQuery,
  useAdminPartnersQuery,
  usePublishPriceListMutation,
  usePublishNewsMutation,
  usePublishSnippetMutation,
  useRegisterPartnerMutation,
  useAdminCompaniesQuery,
  useRegisterCompanyMutation,
  useUpdateCompanyMutation,
  useCompanyDeletionPreviewMutation,
  useDeleteCompanyMutation,
  useCompanyDealersQuery,
  useFindDealerCandidatesMutation,
  useAddDealerMutation,
  useRemoveDealerMutation,
  useCorporateEnquiriesQuery,
} = adminPanelApi;
