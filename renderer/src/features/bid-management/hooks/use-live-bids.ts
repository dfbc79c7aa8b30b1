import { useEffect, useRef, useState } from 'react';
import { api } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import { useAppDispatch } from '@/data/hooks.ts';
import type { BidChange } from '@/data/ports/bids.ts';
import { useLiveHints } from '@/data/use-live-hints.ts';

/** How long a new bid stays highlighted. */
const FRESH_MS = 8_000;
const REFRESH: BidChange = { kind: 'update', bidId: '' };

/**
 * Live bids: Realtime changes of the company's bids are hints to refetch (coalesced per half second;
 * every 20 s while Realtime cannot be reached). Bids that appear after the first load are marked fresh
 * for a few seconds, whichever way they arrived.
 */
export function useLiveBids(companyId: string | null, bidIds: readonly string[] | undefined): ReadonlySet<string> {
  const gateway = useGateway();
  const dispatch = useAppDispatch();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const known = useRef<Set<string> | null>(null);

  useLiveHints<BidChange>(
    companyId,
    (onHint, onStatus) => gateway.bids.subscribe(companyId!, onHint, onStatus),
    () => dispatch(api.util.invalidateTags(['CompanyBids'])),
    REFRESH,
  );
  // New ids since the last list are fresh (none on the first load).
  useEffect(() => {
    if (!bidIds) return;
    const before = known.current;
    known.current = new Set(bidIds);
    if (!before) return;
    const added = bidIds.filter((id) => !before.has(id));
    if (added.length === 0) return;
    setFresh((current) => new Set([...current, ...added]));
    const timer = setTimeout(
      () => setFresh((current) => new Set([...current].filter((id) => !added.includes(id)))),
      FRESH_MS,
    );
    return () => clearTimeout(timer);
  }, [bidIds]);

  return fresh;
}
