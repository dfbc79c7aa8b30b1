import type { CompanySummary } from '@/data/ports/corporate.ts';
import type {
  ApprovedVendor,
  BenchmarkProduct,
  BiddingParameters,
  CatalogCategory,
  DepartmentRfq,
  DepartmentScope,
  FabricSpec,
  MemberMatch,
  MyVendorBid,
  NewBid,
  NewCategory,
  NewRfq,
  NewVendor,
  PublicEnquiry,
  RfqBid,
  RoundRequest,
  RoundStanding,
  VendorRfq,
  WithMainCategory,
} from '@/data/ports/sourcing.ts';
import type {
  CompanyVendorApplication,
  MyVendorApplication,
  NewVendorApplication,
} from '@/data/ports/vendor-applications.ts';
import { api, fromGateway } from '@/data/api.ts';

const rfqTags = [{ type: 'Rfqs' as const }, { type: 'RfqBids' as const }, { type: 'VendorRfqs' as const }];

/** A department's set-up: the companies to choose from, its approved vendors and its catalog. */
const departmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    sourcingCompanies: build.query<CompanySummary[], void>({
      queryFn: fromGateway((g) => g.corporate.listCompanies()),
    }),

    departmentVendors: build.query<ApprovedVendor[], DepartmentScope>({
      queryFn: fromGateway((g, scope: DepartmentScope) => g.sourcing.listVendors(scope)),
      providesTags: ['Vendors'],
    }),
    searchMembers: build.mutation<MemberMatch[], string>({
      queryFn: fromGateway((g, term: string) => g.sourcing.searchMembers(term)),
    }),
    addVendor: build.mutation({
      queryFn: fromGateway((g, vendor: NewVendor) => g.sourcing.addVendor(vendor)),
      invalidatesTags: (outcome) => (outcome?.ok ? ['Vendors'] : []),
    }),
    removeVendor: build.mutation<void, string>({
      queryFn: fromGateway((g, id: string) => g.sourcing.removeVendor(id)),
      invalidatesTags: ['Vendors'],
    }),

    catalog: build.query<CatalogCategory[], DepartmentScope>({
      queryFn: fromGateway((g, scope: DepartmentScope) => g.sourcing.listCategories(scope)),
      providesTags: ['Catalog'],
    }),
    addCategory: build.mutation({
      queryFn: fromGateway((g, category: NewCategory) => g.sourcing.addCategory(category)),
      invalidatesTags: (outcome) => (outcome?.ok ? ['Catalog'] : []),
    }),
  }),
});

/** The buyer's RFQs: raising them, the overview and bids, the rounds, the award and the vendor alerts. */
const biddingApi = departmentApi.injectEndpoints({
  endpoints: (build) => ({
    createRfq: build.mutation({
      queryFn: fromGateway((g, rfq: NewRfq) => g.sourcing.createRfq(rfq)),
      invalidatesTags: (outcome) => (outcome?.ok ? ['Rfqs', 'Counters'] : []),
    }),
    overview: build.query<DepartmentRfq[], DepartmentScope>({
      queryFn: fromGateway((g, scope: DepartmentScope) => g.sourcing.overview(scope)),
      providesTags: ['Rfqs'],
    }),
    rfqBids: build.query<RfqBid[], string>({
      queryFn: fromGateway((g, rfqId: string) => g.sourcing.rfqBids(rfqId)),
      providesTags: (_r, _e, rfqId) => [{ type: 'RfqBids', id: rfqId }, 'RfqBids'],
    }),
    fabricSpec: build.query<FabricSpec | null, string>({
      queryFn: fromGateway((g, id: string) => g.sourcing.fabricSpec(id)),
    }),
    // Not `companyProducts`: the corporate feature's endpoint has that name, and a second one of it is ignored.
    benchmarkProducts: build.query<BenchmarkProduct[], string>({
      queryFn: fromGateway((g, companyId: string) => g.sourcing.companyProducts(companyId)),
    }),

    saveBiddingParameters: build.mutation({
      queryFn: fromGateway((g, a: { rfqId: string; parameters: BiddingParameters }) =>
        g.sourcing.saveBiddingParameters(a.rfqId, a.parameters),
      ),
      invalidatesTags: ['Rfqs'],
    }),
    startRound: build.mutation({
      queryFn: fromGateway((g, request: RoundRequest) => g.sourcing.startRound(request)),
      invalidatesTags: rfqTags,
    }),
    setRoundStatus: build.mutation({
      queryFn: fromGateway((g, a: { roundId: string; status: 'open' | 'closed'; closesAt: string | null }) =>
        g.sourcing.setRoundStatus(a.roundId, a.status, a.closesAt),
      ),
      invalidatesTags: rfqTags,
    }),
    closeRfq: build.mutation({
      queryFn: fromGateway((g, rfqId: string) => g.sourcing.closeRfq(rfqId)),
      invalidatesTags: rfqTags,
    }),
    selectBid: build.mutation({
      queryFn: fromGateway((g, a: { bidId: string; rfqId: string }) => g.sourcing.selectBid(a.bidId, a.rfqId)),
      invalidatesTags: rfqTags,
    }),
    notifyVendors: build.mutation({
      queryFn: fromGateway((g, roundId: string) => g.sourcing.notifyVendors(roundId)),
    }),
    sendAlerts: build.mutation<void, string>({
      queryFn: fromGateway((g, rfqId: string) => g.sourcing.sendAlerts(rfqId)),
    }),
  }),
});

/** The bidder's side: the open buyer enquiries, the vendor's RFQs, bids and standings. */
const vendorBidsApi = biddingApi.injectEndpoints({
  endpoints: (build) => ({
    openEnquiries: build.query<WithMainCategory<PublicEnquiry>[], void>({
      queryFn: fromGateway((g) => g.sourcing.openEnquiries()),
      providesTags: ['Rfqs'],
    }),
    vendorRfqs: build.query<WithMainCategory<VendorRfq>[], { vendorUserId: string; registrations: DepartmentScope[] }>({
      queryFn: fromGateway((g, a: { vendorUserId: string; registrations: DepartmentScope[] }) =>
        g.sourcing.vendorRfqs(a.vendorUserId, a.registrations),
      ),
      providesTags: ['VendorRfqs'],
    }),
    myVendorBids: build.query<MyVendorBid[], string>({
      queryFn: fromGateway((g, vendorUserId: string) => g.sourcing.myBids(vendorUserId)),
      providesTags: ['VendorRfqs'],
    }),
    standings: build.query<RoundStanding[], string[]>({
      queryFn: fromGateway((g, rfqIds: string[]) => g.sourcing.standings(rfqIds)),
      providesTags: ['VendorRfqs'],
    }),
    submitBid: build.mutation({
      queryFn: fromGateway((g, bid: NewBid) => g.sourcing.submitBid(bid)),
      invalidatesTags: (outcome) => (outcome?.ok ? ['VendorRfqs'] : []),
    }),
    withdrawBid: build.mutation({
      queryFn: fromGateway((g, bidId: string) => g.sourcing.withdrawBid(bidId)),
      invalidatesTags: (outcome) => (outcome?.ok ? ['VendorRfqs'] : []),
    }),
  }),
});

/**
 * Vendor applications: the member's own, and a department's for its company. The groups are injected in turn
 * over the gateway's sourcing area, so this last one carries every sourcing endpoint and hook.
 */
const sourcingApi = vendorBidsApi.injectEndpoints({
  endpoints: (build) => ({
    myVendorApplications: build.query<MyVendorApplication[], void>({
      queryFn: fromGateway((g) => g.vendorApplications.mine()),
      providesTags: ['VendorApplications'],
    }),
    applyAsVendor: build.mutation({
      queryFn: fromGateway((g, application: NewVendorApplication) => g.vendorApplications.apply(application)),
      invalidatesTags: (outcome) => (outcome?.ok ? ['VendorApplications'] : []),
    }),
    withdrawVendorApplication: build.mutation({
      queryFn: fromGateway((g, id: string) => g.vendorApplications.withdraw(id)),
      invalidatesTags: ['VendorApplications'],
    }),
    departmentApplications: build.query<CompanyVendorApplication[], DepartmentScope>({
      queryFn: fromGateway((g, scope: DepartmentScope) => g.vendorApplications.forDepartment(scope)),
      providesTags: ['VendorApplications'],
    }),
    acceptVendorApplication: build.mutation({
      queryFn: fromGateway((g, id: string) => g.vendorApplications.accept(id)),
      // An accepted applicant joins the department's approved vendors.
      invalidatesTags: ['VendorApplications', 'Vendors'],
    }),
    rejectVendorApplication: build.mutation({
      queryFn: fromGateway((g, a: { id: string; reason: string }) => g.vendorApplications.reject(a.id, a.reason)),
      invalidatesTags: ['VendorApplications'],
    }),
    notifyApplicant: build.mutation({
      queryFn: fromGateway((g, id: string) => g.vendorApplications.notifyApplicant(id)),
    }),
  }),
});

export const {
  useSourcingCompaniesQuery,
  useDepartmentVendorsQuery,
  useSearchMembersMutation,
  useAddVendorMutation,
  useRemoveVendorMutation,
  useCatalogQuery,
  useAddCategoryMutation,
  useCreateRfqMutation,
  useOverviewQuery,
  useRfqBidsQuery,
  useFabricSpecQuery,
  useBenchmarkProductsQuery,
  useSaveBiddingParametersMutation,
  useStartRoundMutation,
  useSetRoundStatusMutation,
  useCloseRfqMutation,
  useSelectBidMutation,
  useNotifyVendorsMutation,
  useSendAlertsMutation,
  useOpenEnquiriesQuery,
  useVendorRfqsQuery,
  useMyVendorBidsQuery,
  useStandingsQuery,
  useSubmitBidMutation,
  useWithdrawBidMutation,
  useMyVendorApplicationsQuery,
  useApplyAsVendorMutation,
  useWithdrawVendorApplicationMutation,
  useDepartmentApplicationsQuery,
  useAcceptVendorApplicationMutation,
  useRejectVendorApplicationMutation,
  useNotifyApplicantMutation,
} = sourcingApi;
