import { createContext, use, type ReactNode } from 'react';
import type { DataGateway } from './gateway.ts';

const GatewayContext = createContext<DataGateway | null>(null);

export function GatewayProvider({ gateway, children }: { gateway: DataGateway; children: ReactNode }) {
  return <GatewayContext value={gateway}>{children}</GatewayContext>;
}

/** The gateway chosen by the entry point; components never build their own. */
export function useGateway(): DataGateway {
  const gateway = use(GatewayContext);
  if (!gateway) throw new Error('useGateway() needs a <GatewayProvider> (see app/bootstrap.tsx)');
  return gateway;
}
