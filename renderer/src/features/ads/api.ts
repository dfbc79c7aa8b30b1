import { api, fromGateway } from '@/data/api.ts';
import type { AdQuery } from '@/data/ports/content.ts';

export const adsApi = api.injectEndpoints({
  endpoints: (build) => ({
    activeAds: build.query({
      queryFn: fromGateway((gateway, query: AdQuery) => gateway.content.getActiveAds(query)),
      providesTags: ['Ads'],
    }),
  }),
});
