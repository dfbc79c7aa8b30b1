import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GatewayProvider } from '@/data/gateway-context.tsx';
import type { DataGateway } from '@/data/gateway.ts';
import '@/ui/global.css';
import { App } from './app.tsx';

/** Mounts the app with the gateway its entry point chose (web: supabase-js; desktop: the bridge). */
export function bootstrap(gateway: DataGateway, container: HTMLElement | null = document.getElementById('root')): void {
  if (!container) throw new Error('bootstrap(): no #root element to mount the app in');
  createRoot(container).render(
    <StrictMode>
      <GatewayProvider gateway={gateway}>
        <App />
      </GatewayProvider>
    </StrictMode>,
  );
}
