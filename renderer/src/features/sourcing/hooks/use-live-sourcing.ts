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

/** While the Realtime channel is not joined, the page refreshes this often instead. */
const FALLBACK_REFRESH_MS = 20_000;

/**
 * Live bids and rounds: Realtime changes of the scope's RFQs, rounds and bids are hints to refetch (the
 * server's RLS decides what each event may say). Bursts are coalesced into one refetch per half second.
 * When Realtime cannot be reached, the data is refreshed every 20 s instead, so a desk never goes stale.
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
    let live = false;
    const fallback = setInterval(() => {
      if (!live) onChange('round');
    }, FALLBACK_REFRESH_MS);
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    gateway.sourcing
      .subscribe(JSON.parse(key) as LiveScope, onChange, (joined) => (live = joined))
      .then((stop) => (cancelled ? stop() : (unsubscribe = stop)))
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe?.();
      clearInterval(fallback);
      if (timer) clearTimeout(timer);
    };
  }, [gateway, dispatch, key]);
}
