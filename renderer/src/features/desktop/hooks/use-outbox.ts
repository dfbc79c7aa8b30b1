import { useCallback, useEffect, useState } from 'react';
import type { DesktopBridge, OutboxItem } from '@/platform/desktop-bridge.ts';

/** Edits waiting for the server and the ones it did not take, refreshed on every sync status. */
export function useOutbox(bridge: DesktopBridge) {
  const [items, setItems] = useState<OutboxItem[]>([]);
  const refresh = useCallback(() => {
    bridge.outbox().then(setItems, () => setItems([]));
  }, [bridge]);
  useEffect(() => {
    refresh();
    return bridge.on('syncStatus', refresh);
  }, [bridge, refresh]);
  const resolve = async (seq: number, action: 'discard' | 'retry') => {
    await bridge.resolveConflict(seq, action);
    refresh();
  };
  return { items, resolve };
}
