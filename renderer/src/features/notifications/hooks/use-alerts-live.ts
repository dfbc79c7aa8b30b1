import { useEffect, useRef } from 'react';
import { useGateway } from '@/data/gateway-context.tsx';

/**
 * Calls `onAlert` for each alert raised for the member (Realtime inserts into market_alerts, each checked against
 * RLS), and whenever the channel (re)joins: an alert raised while it was away is caught up then.
 */
export function useAlertsLive(userId: string, onAlert: () => void): void {
  const gateway = useGateway();
  const latest = useRef(onAlert);
  useEffect(() => {
    latest.current = onAlert;
  });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    gateway.alerts
      .subscribe(
        userId,
        () => latest.current(),
        (live) => live && latest.current(),
      )
      .then(
        (unsubscribe) => (cancelled ? unsubscribe() : (stop = unsubscribe)),
        () => undefined,
      );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [gateway, userId]);
}
