import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GatewayProvider } from '@/data/gateway-context.tsx';
import type { DataGateway } from '@/data/gateway.ts';
import '@/ui/global.css';
import { AppRouter, type RouterKind } from './router.tsx';

/**
 * Mounts the app with the gateway and router kind its entry point chose (web: browser router; desktop:
 * hash). The data cache is not here: it loads with the first page or widget that reads data (with-store.tsx).
 */
export function bootstrap(
  gateway: DataGateway,
  routerKind: RouterKind,
  container: HTMLElement | null = document.getElementById('root'),
): void {
  if (!container) throw new Error('bootstrap(): no #root element to mount the app in');
  createRoot(container).render(
    <StrictMode>
      <GatewayProvider gateway={gateway}>
        <AppRouter kind={routerKind} />
      </GatewayProvider>
    </StrictMode>,
  );
}
