import { api, fromGateway } from '@/data/api.ts';
import { ALL_INDIA } from '@domain/market.ts';
import type { MarketClose } from '@/data/ports/market.ts';
import type { CompanySummary, ProductHistoryEntry } from '@/data/ports/price-management.ts';

/**
 * Price and Status Management over the gateway's priceManagement area. The sheet's products are read by
 * hooks/use-product-sheet.ts (pages with progress, held beside the unsaved edits), not cached here.
 */
const priceManagementApi = api.injectEndpoints({
  endpoints: (build) => ({
    sheetCompanies: build.query<CompanySummary[], void>({
      queryFn: fromGateway((g) => g.priceManagement.companies()),
      providesTags: ['Companies'],
    }),
    productHistory: build.query<ProductHistoryEntry[], string>({
      queryFn: fromGateway((g, productId: string) => g.priceManagement.history(productId)),
      providesTags: ['ProductHistory'],
    }),
    recentProductChanges: build.query<ProductHistoryEntry[], { companyId: string; limit: number }>({
      queryFn: fromGateway((g, a: { companyId: string; limit: number }) =>
        g.priceManagement.recentChanges(a.companyId, a.limit),
      ),
      providesTags: ['ProductHistory'],
    }),
    /** A market class's daily all-India closes (the history panel's second line, issue 27). */
    sheetMarketHistory: build.query<MarketClose[], { classKey: string; days: number }>({
      queryFn: fromGateway((g, a: { classKey: string; days: number }) =>
        g.market.classHistory({ classKey: a.classKey, centre: ALL_INDIA, days: a.days }),
      ),
    }),
    /** The company's price check (its limit on unconfirmed changes, in %). */
    priceCheck: build.query<number, string>({
      queryFn: fromGateway((g, companyId: string) => g.priceManagement.priceCheck(companyId)),
      providesTags: ['PriceCheck'],
    }),
    setPriceCheck: build.mutation({
      queryFn: fromGateway((g, a: { companyId: string; maxChangePct: number }) =>
        g.priceManagement.setPriceCheck(a.companyId, a.maxChangePct),
      ),
      invalidatesTags: ['PriceCheck'],
    }),
  }),
});

export const {
  useSheetCompaniesQuery,
  useProductHistoryQuery,
  useRecentProductChangesQuery,
  useSheetMarketHistoryQuery,
  usePriceCheckQuery,
  useSetPriceCheckMutation,
} = priceManagementApi;
