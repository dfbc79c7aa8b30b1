import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { GatewayProvider } from '@/data/gateway-context.tsx';
import type { DataGateway } from '@/data/gateway.ts';
import '@/ui/global.css';
import { AppRouter, type RouterKind } from './router.tsx';
import { makeStore } from './store.ts';

/** Mounts the app with the gateway and router kind its entry point chose (web: browser router; desktop: hash). */
export function bootstrap(
  gateway: DataGateway,
  routerKind: RouterKind,
  container: HTMLElement | null = document.getElementById('root'),
): void {
  if (!container) throw new Error('bootstrap(): no #root element to mount the app in');
  const store = makeStore(gateway);
  createRoot(container).render(
    <StrictMode>
      <GatewayProvider gateway={gateway}>
        <Provider store={store}>
          <AppRouter kind={routerKind} />
        </Provider>
      </GatewayProvider>
    </StrictMode>,
  );
}
