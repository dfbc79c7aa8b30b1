import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { api, type RootState } from '@/data/api.ts';
import { useAppDispatch } from '@/data/hooks.ts';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';

/**
 * When a sync changed the cache, every query on screen asks the gateway again (in place: the data stays
 * shown while it refetches), so pages follow the cache without knowing about sync.
 */
export function useRefetchOnSync(bridge: DesktopBridge): void {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  useEffect(
    () =>
      bridge.on('dataChanged', () => {
        const endpoints = api.endpoints as Record<
          string,
          { initiate?: (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown }
        >;
        for (const query of Object.values(store.getState()[api.reducerPath].queries)) {
          const initiate = query?.endpointName ? endpoints[query.endpointName]?.initiate : undefined;
          if (initiate) void dispatch(initiate(query!.originalArgs, { subscribe: false, forceRefetch: true }) as never);
        }
      }),
    [bridge, dispatch, store],
  );
}
