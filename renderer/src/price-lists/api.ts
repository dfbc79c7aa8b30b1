import { api, fromGateway } from '@/data/api.ts';
import type { PriceListPdf } from '@/data/ports/price-list.ts';
import type { PublishRequest } from '@/data/ports/price-list-publishing.ts';

/**
 * Published price lists (issue 28), read and changed from three features (the price sheet publishes, the Price
 * List page and the company page list and withdraw), so their endpoints live beside the data layer.
 */
const publishedListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyPriceLists: build.query<PriceListPdf[], string>({
      queryFn: fromGateway((g, companyId: string) => g.priceList.companyLists(companyId)),
      providesTags: ['PriceLists'],
    }),
    sharedPriceList: build.query<PriceListPdf | null, string>({
      queryFn: fromGateway((g, code: string) => g.priceList.byShareCode(code)),
      providesTags: ['PriceLists'],
    }),
    publishCompanyPriceList: build.mutation<PriceListPdf, PublishRequest>({
      queryFn: fromGateway((g, request: PublishRequest) => g.priceListPublishing.publish(request)),
      invalidatesTags: ['PriceLists'],
    }),
    withdrawPriceList: build.mutation<null, string>({
      queryFn: fromGateway(async (g, listId: string) => {
        await g.priceList.withdraw(listId);
        return null;
      }),
      invalidatesTags: ['PriceLists'],
    }),
  }),
});

export const {
  useCompanyPriceListsQuery,
  useSharedPriceListQuery,
  usePublishCompanyPriceListMutation,
  useWithdrawPriceListMutation,
} = publishedListsApi;
