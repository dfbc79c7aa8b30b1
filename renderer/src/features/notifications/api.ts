import { api, fromGateway } from '@/data/api.ts';
import type { MarketAlert } from '@/data/ports/alerts.ts';

/**
 * The notification centre over the gateway's alerts area (issue 27). The bell refetches the list and the count on
 * each live hint and after marking, so no cache tags are needed here.
 */
const alertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    marketAlerts: build.query<MarketAlert[], number>({
      queryFn: fromGateway((g, limit: number) => g.alerts.list(limit)),
    }),
    marketUnreadCount: build.query<number, void>({
      queryFn: fromGateway((g) => g.alerts.unreadCount()),
    }),
    markAlertRead: build.mutation<void, string>({
      queryFn: fromGateway((g, id: string) => g.alerts.markRead(id)),
    }),
    markAllAlertsRead: build.mutation<void, string>({
      queryFn: fromGateway((g, userId: string) => g.alerts.markAllRead(userId)),
    }),
  }),
});

export const {
  useMarketAlertsQuery,
  useMarketUnreadCountQuery,
  useMarkAlertReadMutation,
  useMarkAllAlertsReadMutation,
} = alertsApi;
