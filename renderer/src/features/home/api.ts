import { api, fromGateway } from '@/data/api.ts';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    homeCounters: build.query({
      queryFn: fromGateway((gateway, _arg: void) => gateway.content.getHomeCounters()),
      providesTags: ['Counters'],
    }),
  }),
});
