import { api, fromGateway } from '@/data/api.ts';
import type { CompanySummary, ProductHistoryEntry } from '@/data/ports/price-management.ts';

/**
 * Price and Status Management over the gateway's priceManagement area. The sheet's products are read by
 * hooks/use-product-sheet.ts (pages with progress, held beside the unsaved edits), not cached here.
 */
export const priceManagementApi = api.injectEndpoints({
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
  }),
});

export const { useSheetCompaniesQuery, useProductHistoryQuery, useRecentProductChangesQuery } = priceManagementApi;
