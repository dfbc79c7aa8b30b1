import { api } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import { useAppDispatch } from '@/data/hooks.ts';
import type { SourcingChange } from '@/data/ports/sourcing.ts';
import { useLiveHints } from '@/data/use-live-hints.ts';

type LiveScope = { companyId: string } | { vendorUserId: string; companyIds: readonly string[] };
type Tag = 'Rfqs' | 'RfqBids' | 'VendorRfqs';

const TAGS: Record<SourcingChange, Tag[]> = {
  rfq: ['Rfqs', 'VendorRfqs'],
  round: ['Rfqs', 'RfqBids', 'VendorRfqs'],
  bid: ['Rfqs', 'RfqBids', 'VendorRfqs'],
};

/**
 * Live bids and rounds: Realtime changes of the scope's RFQs, rounds and bids are hints to refetch (the
 * server's RLS decides what each event may say), coalesced per half second; every 20 s while Realtime
 * cannot be reached (useLiveHints).
 */
export function useLiveSourcing(scope: LiveScope | null): void {
  const gateway = useGateway();
  const dispatch = useAppDispatch();
  const key = scope ? JSON.stringify(scope) : null;
  useLiveHints<SourcingChange>(
    key,
    (onHint, onStatus) => gateway.sourcing.subscribe(JSON.parse(key!) as LiveScope, onHint, onStatus),
    (changes) => dispatch(api.util.invalidateTags([...new Set(changes.flatMap((c) => TAGS[c]))])),
    'round',
  );
}
