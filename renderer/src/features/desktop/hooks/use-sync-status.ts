import { useEffect, useState } from 'react';
import { syncIndicator, type SyncIndicator, type SyncStatus } from '@domain/sync/status.ts';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';

/** The sync engine's status as main reports it, with the indicator's wording (re-worded every 30 s as time passes). */
export function useSyncStatus(bridge: DesktopBridge): { status: SyncStatus | null; indicator: SyncIndicator | null } {
  const [status, setStatus] = useState<SyncStatus | null>(null);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let live = true;
    const show = (s: SyncStatus) => {
      setStatus(s);
      setNow(new Date());
    };
    void bridge.syncStatus().then((s) => live && show(s));
    const off = bridge.on('syncStatus', show);
    const tick = setInterval(() => setNow(new Date()), 30_000);
    return () => {
      live = false;
      off();
      clearInterval(tick);
    };
  }, [bridge]);
  return { status, indicator: status ? syncIndicator(status, now) : null };
}
