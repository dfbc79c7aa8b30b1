import { useGateway } from '@/data/gateway-context.tsx';
import { useLiveHints } from '@/data/use-live-hints.ts';

/**
 * Calls `onAlert` when alerts are raised for the member (Realtime inserts into market_alerts, each checked against
 * RLS; a burst coalesced), whenever the channel (re)joins, so an alert raised while it was away is caught up, and
 * every 20 s while it cannot join (data/use-live-hints.ts).
 */
export function useAlertsLive(userId: string, onAlert: () => void): void {
  const gateway = useGateway();
  useLiveHints<'alert'>(
    userId,
    (onHint, onStatus) =>
      gateway.alerts.subscribe(
        userId,
        () => onHint('alert'),
        (live) => {
          onStatus(live);
          if (live) onHint('alert');
        },
      ),
    onAlert,
    'alert',
  );
}
