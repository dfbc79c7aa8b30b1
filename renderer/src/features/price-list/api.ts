import { api, fromGateway } from '@/data/api.ts';
import type { PriceListPdf } from '@/data/ports/price-list.ts';

const priceListApi = api.injectEndpoints({
  endpoints: (build) => ({
    priceList: build.query<PriceListPdf[], string>({
      queryFn: fromGateway((g, search: string) => g.priceList.list(search)),
      providesTags: ['PriceLists'],
    }),
  }),
});

export const { usePriceListQuery } = priceListApi;
