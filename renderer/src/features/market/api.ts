import { api, fromGateway } from '@/data/api.ts';
import type { MarketClose, MarketMill, MarketRow, MarketWatch } from '@/data/ports/market.ts';

interface ClassQuery {
  classKey: string;
  centre: string;
}

const marketApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The page filters in the browser (hundreds of rows at most): one read feeds every filter and the CSV.
    marketIndex: build.query<MarketRow[], void>({
      queryFn: fromGateway((g) => g.market.index({})),
    }),
    marketClassHistory: build.query<MarketClose[], ClassQuery & { days: number }>({
      queryFn: fromGateway((g, query: ClassQuery & { days: number }) => g.market.classHistory(query)),
    }),
    marketClassMills: build.query<MarketMill[], ClassQuery>({
      queryFn: fromGateway((g, query: ClassQuery) => g.market.classMills(query)),
    }),
    marketWatches: build.query<MarketWatch[], void>({
      queryFn: fromGateway((g) => g.market.watches()),
      providesTags: ['MarketWatches'],
    }),
    marketFollow: build.mutation<MarketWatch, ClassQuery & { thresholdPct: number }>({
      queryFn: fromGateway((g, target: ClassQuery & { thresholdPct: number }) => g.market.follow(target)),
      invalidatesTags: ['MarketWatches'],
    }),
    marketSetThreshold: build.mutation<void, { watchId: string; thresholdPct: number }>({
      queryFn: fromGateway((g, { watchId, thresholdPct }: { watchId: string; thresholdPct: number }) =>
        g.market.setThreshold(watchId, thresholdPct),
      ),
      invalidatesTags: ['MarketWatches'],
    }),
    marketUnfollow: build.mutation<void, string>({
      queryFn: fromGateway((g, watchId: string) => g.market.unfollow(watchId)),
      invalidatesTags: ['MarketWatches'],
    }),
  }),
});

export const {
  useMarketIndexQuery,
  useMarketClassHistoryQuery,
  useMarketClassMillsQuery,
  useMarketWatchesQuery,
  useMarketFollowMutation,
  useMarketSetThresholdMutation,
  useMarketUnfollowMutation,
} = marketApi;
