import { useEffect, useRef } from 'react';
import type { Unsubscribe } from './gateway.ts';

/** Subscribes a port's live changes: hints, and whether the channel is joined. */
export type LiveSubscribe<Hint> = (
  onHint: (hint: Hint) => void,
  onStatus: (live: boolean) => void,
) => Promise<Unsubscribe>;

/** While the Realtime channel is not joined, the page refreshes this often instead. */
const FALLBACK_REFRESH_MS = 20_000;

/**
 * Live changes as hints to refetch: while `key` is set, `subscribe` runs (once per key); bursts of hints
 * are coalesced into one `onHints` call per half second, and while the channel is not joined `onHints`
 * gets `fallback` every 20 s instead, so a desk never goes stale when Realtime cannot be reached.
 */
export function useLiveHints<Hint>(
  key: string | null,
  subscribe: LiveSubscribe<Hint>,
  onHints: (hints: Hint[]) => void,
  fallback: Hint,
): void {
  // The latest callbacks, without resubscribing when a render makes new ones.
  const latest = useRef({ subscribe, onHints, fallback });
  useEffect(() => {
    latest.current = { subscribe, onHints, fallback };
  });

  useEffect(() => {
    if (key === null) return;
    let pending: Hint[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onHint = (hint: Hint) => {
      pending.push(hint);
      timer ??= setTimeout(() => {
        const hints = pending;
        pending = [];
        timer = undefined;
        latest.current.onHints(hints);
      }, 500);
    };
    let live = false;
    const fallbackTimer = setInterval(() => {
      if (!live) onHint(latest.current.fallback);
    }, FALLBACK_REFRESH_MS);
    let unsubscribe: Unsubscribe | undefined;
    let cancelled = false;
    latest.current
      .subscribe(onHint, (joined) => (live = joined))
      .then((stop) => (cancelled ? stop() : (unsubscribe = stop)))
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe?.();
      clearInterval(fallbackTimer);
      if (timer) clearTimeout(timer);
    };
  }, [key]);
}
