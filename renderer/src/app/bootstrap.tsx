import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GatewayProvider } from '@/data/gateway-context.tsx';
import type { DataGateway } from '@/data/gateway.ts';
import '@/ui/global.css';
import { AppRouter } from './router.tsx';

/**
 * Mounts the app with the gateway its entry point chose (web: supabase-js; desktop: the cache-aware
 * gateway over the bridge). The data cache is not here: it loads with the first page or widget that reads data (with-store.tsx).
 */
export function bootstrap(gateway: DataGateway, container: HTMLElement | null = document.getElementById('root')): void {
  if (!container) throw new Error('bootstrap(): no #root element to mount the app in');
  createRoot(container).render(
    <StrictMode>
      <GatewayProvider gateway={gateway}>
        <AppRouter />
      </GatewayProvider>
    </StrictMode>,
  );
}
