import { configureStore } from '@reduxjs/toolkit';
import { api, type ThunkExtra } from '@/data/api.ts';
import type { DataGateway } from '@/data/gateway.ts';

/** The app's store: RTK Query's cache, with the gateway handed to every queryFn as the thunk extra argument. */
export function makeStore(gateway: DataGateway) {
  const extraArgument: ThunkExtra = { gateway };
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
