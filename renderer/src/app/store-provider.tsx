import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { api } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { DataGateway } from '@/data/gateway.ts';
import { makeStore, type AppStore } from './store.ts';

// One store per gateway (one in the app; tests may mount several apps), made on first use.
const stores = new WeakMap<DataGateway, AppStore>();

function storeFor(gateway: DataGateway): AppStore {
  let store = stores.get(gateway);
  if (!store) {
    const created = makeStore(gateway);
    // Nothing cached for the previous user may show to the next one.
    gateway.session.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') created.dispatch(api.util.resetApiState());
    });
    stores.set(gateway, created);
    store = created;
  }
  return store;
}

/** The data cache (RTK Query) for what it wraps; loaded with the first page or widget that reads data. */
export function StoreProvider({ children }: { children: ReactNode }) {
  return <Provider store={storeFor(useGateway())}>{children}</Provider>;
}
