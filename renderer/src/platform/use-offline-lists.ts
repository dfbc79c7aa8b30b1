import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesktopBridge, OfflineListsStatus } from './desktop-bridge.ts';

/**
 * The desktop's price lists kept offline (main's background downloader): each list's state, the budget and
 * the downloads in flight, live from main's events; null on the web. Shared by the status bar, Offline data
 * and the Price List page. A pin or a new budget answers with the new plan.
 */
export function useOfflineLists(bridge: DesktopBridge | null) {
  const [status, setStatus] = useState<OfflineListsStatus | null>(null);
  const counts = useRef('');

  const show = useCallback((next: OfflineListsStatus) => {
    counts.current = countsKey(next);
    setStatus(next);
  }, []);

  const load = useCallback(async () => {
    if (!bridge) return;
    try {
      show(await bridge.offlineLists());
    } catch {
      // Signed out with no copy yet: nothing is kept offline.
    }
  }, [bridge, show]);

  useEffect(() => {
    if (!bridge) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loads from main once mounted
    void load();
    const offStatus = bridge.on('offlineLists', (summary) => {
      // Bytes of the downloads in flight come with the event; a list done (or evicted) changes the states.
      setStatus((prev) => (prev ? { ...prev, ...summary } : prev));
      if (countsKey(summary) !== counts.current) void load();
    });
    const offData = bridge.on('dataChanged', ({ tables }) => {
      if (tables.includes('price_updates_pdfs')) void load();
    });
    return () => {
      offStatus();
      offData();
    };
  }, [bridge, load]);

  return {
    status,
    setPinned: async (id: string, pinned: boolean) => bridge && show(await bridge.setPriceListPinned(id, pinned)),
    setBudget: async (bytes: number) => bridge && show(await bridge.setOfflineBudget(bytes)),
    /** Stops keeping these lists (null: every list kept now, apart from the sales team's) offline. */
    remove: async (ids: string[] | null) => bridge && show(await bridge.removeOfflineLists(ids)),
    keep: async (id: string) => bridge && show(await bridge.keepOfflineList(id)),
  };
}

const countsKey = (
  s: Pick<OfflineListsStatus, 'lists' | 'available' | 'waiting' | 'overBudget' | 'removedCount' | 'budgetBytes'>,
) => `${s.lists}/${s.available}/${s.waiting}/${s.overBudget}/${s.removedCount ?? 0}/${s.budgetBytes}`;
