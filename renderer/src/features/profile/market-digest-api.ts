import { api, fromGateway } from '@/data/api.ts';

/** The member's daily market digest opt-in (yarnconnect_free.market_digest, issue 27). */
const digestApi = api.injectEndpoints({
  endpoints: (build) => ({
    marketDigest: build.query<boolean, string>({
      queryFn: fromGateway((g, userId: string) => g.alerts.digest(userId)),
    }),
    setMarketDigest: build.mutation({
      queryFn: fromGateway((g, a: { userId: string; on: boolean }) => g.alerts.setDigest(a.userId, a.on)),
    }),
  }),
});

export const { useMarketDigestQuery, useSetMarketDigestMutation } = digestApi;
