import { useEffect, useState } from 'react';
import type { PostKind } from '@domain/marketplace.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { Unsubscribe } from '@/data/gateway.ts';
import { useAppDispatch } from '@/data/hooks.ts';
import { boardTag, marketplaceApi } from '../api.ts';

/** How long a post that arrived live stays highlighted. */
const FRESH_HIGHLIGHT_MS = 6000;

/**
 * Keeps an open board live: a post added, changed or removed by anyone refreshes it (Realtime), and a
 * new post is marked fresh for a few seconds so the table can highlight it. Returns the fresh post ids.
 */
export function useLiveBoard(kind: PostKind): ReadonlySet<string> {
  const gateway = useGateway();
  const dispatch = useAppDispatch();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let unsubscribe: Unsubscribe | null = null;
    let closed = false;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    gateway.marketplace
      .subscribeBoard(kind, (change) => {
        dispatch(marketplaceApi.util.invalidateTags([boardTag(kind)]));
        if (change.event !== 'INSERT') return;
        setFresh((ids) => new Set(ids).add(change.id));
        const timer = setTimeout(() => {
          timers.delete(timer);
          setFresh((ids) => {
            const next = new Set(ids);
            next.delete(change.id);
            return next;
          });
        }, FRESH_HIGHLIGHT_MS);
        timers.add(timer);
      })
      .then(
        (stop) => (closed ? stop() : (unsubscribe = stop)),
        // Live updates are an extra: the board still works (and refreshes on its own) without them.
        () => undefined,
      );
    return () => {
      closed = true;
      unsubscribe?.();
      for (const t of timers) clearTimeout(t);
    };
  }, [gateway, dispatch, kind]);

  return fresh;
}
