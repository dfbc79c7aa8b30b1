import { useEffect } from 'react';
import { api } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import { useAppDispatch } from '@/data/hooks.ts';
import type { SourcingChange } from '@/data/ports/sourcing.ts';

type LiveScope = { companyId: string } | { vendorUserId: string; companyIds: readonly string[] };

const TAGS: Record<SourcingChange, ('Rfqs' | 'RfqBids' | 'VendorRfqs')[]> = {
  rfq: ['Rfqs', 'VendorRfqs'],
  round: ['Rfqs', 'RfqBids', 'VendorRfqs'],
  bid: ['Rfqs', 'RfqBids', 'VendorRfqs'],
};

/**
 * Live bids and rounds: Realtime changes of the scope's RFQs, rounds and bids are hints to refetch (the
 * server's RLS decides what each event may say). Bursts are coalesced into one refetch per half second.
 */
export function useLiveSourcing(scope: LiveScope | null): void {
  const gateway = useGateway();
  const dispatch = useAppDispatch();
  const key = scope ? JSON.stringify(scope) : null;
  useEffect(() => {
    if (!key) return;
    const pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = (change: SourcingChange) => {
      for (const tag of TAGS[change]) pending.add(tag);
      timer ??= setTimeout(() => {
        dispatch(api.util.invalidateTags([...pending] as ('Rfqs' | 'RfqBids' | 'VendorRfqs')[]));
        pending.clear();
        timer = undefined;
      }, 500);
    };
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    gateway.sourcing
      .subscribe(JSON.parse(key) as LiveScope, onChange)
      .then((stop) => (cancelled ? stop() : (unsubscribe = stop)))
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
    };
  }, [gateway, dispatch, key]);
}
