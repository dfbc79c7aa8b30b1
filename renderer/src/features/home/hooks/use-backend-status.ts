import { useGateway } from '@/data/gateway-context.tsx';
import { GatewayError } from '@/data/gateway.ts';
import type { AuthSettings, PlatformSettings } from '@/data/ports/platform.ts';
import { useAsyncResult, type AsyncResult } from '@/hooks/use-async-result.ts';

export interface BackendStatus {
  backendUrl: string;
  platform: AsyncResult<PlatformSettings>;
  auth: AsyncResult<AuthSettings>;
  /** True as soon as either call found no server at all: one message then explains both. */
  unreachable: boolean;
}

const isUnreachable = (result: AsyncResult<unknown>) =>
  result.status === 'error' && result.error instanceof GatewayError && result.error.kind === 'unreachable';

/** Loads the platform row and the auth settings in parallel, each with its own loading and error state. */
export function useBackendStatus(): BackendStatus {
  const gateway = useGateway();
  const platform = useAsyncResult(() => gateway.platform.getPlatformSettings(), gateway);
  const auth = useAsyncResult(() => gateway.platform.getAuthSettings(), gateway);
  return {
    backendUrl: gateway.backendUrl,
    platform,
    auth,
    unreachable: isUnreachable(platform) || isUnreachable(auth),
  };
}
