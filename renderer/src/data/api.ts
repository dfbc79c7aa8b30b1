import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { GatewayError, type DataGateway } from './gateway.ts';

/** What every endpoint's queryFn receives as `extra` (app/store.ts passes it). */
export interface ThunkExtra {
  gateway: DataGateway;
}

/** A serialisable failure (RTK Query keeps errors in the store). */
export interface ApiError {
  message: string;
  kind: 'unreachable' | 'failed';
}

const toApiError = (error: unknown): ApiError => ({
  message: error instanceof Error ? error.message : String(error),
  kind: error instanceof GatewayError ? error.kind : 'failed',
});

/**
 * The one way features read a failed call: mutations are awaited with `.unwrap()`, and the catch hands what
 * it caught to this. Refusals never get here (ports return them as `{ ok: false }` results).
 */
export function apiErrorOf(error: unknown): ApiError {
  const e = error as Partial<ApiError> | null;
  if (e && typeof e.message === 'string' && (e.kind === 'failed' || e.kind === 'unreachable')) {
    return { message: e.message, kind: e.kind };
  }
  return toApiError(error);
}

/**
 * A queryFn that calls the gateway: `queryFn: fromGateway((gateway, arg) => gateway.content.getHomeCounters())`.
 * Thrown errors become `{ error: ApiError }`.
 */
export function fromGateway<Result, Arg>(run: (gateway: DataGateway, arg: Arg) => Promise<Result>) {
  return async (arg: Arg, api: { extra: unknown }): Promise<{ data: Result } | { error: ApiError }> => {
    try {
      return { data: await run((api.extra as ThunkExtra).gateway, arg) };
    } catch (error) {
      return { error: toApiError(error) };
    }
  };
}

/** The one createApi of the renderer; features add endpoints with `api.injectEndpoints` in features/<f>/api.ts. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: [
    'Profile',
    'Ads',
    'Counters',
    'Posts',
    'Bids',
    'Vendors',
    'Catalog',
    'Rfqs',
    'RfqBids',
    'VendorRfqs',
    'VendorApplications',
    // The admin panel's writes refresh the pages that show what it publishes.
    'PriceLists',
    'News',
    'Partners',
    'Companies',
    'CorporateEnquiries',
    'CompanyBids',
    'AdminMembers',
    'AdminAds',
    'Operations',
    'ProductHistory',
    'PriceCheck',
    'MarketWatches',
    'SalesTeam',
  ],
  endpoints: () => ({}),
});

export interface RootState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
}

export type AppDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
