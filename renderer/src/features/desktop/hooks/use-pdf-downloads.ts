import { useCallback, useEffect, useState } from 'react';
import type { CachedPriceList, DesktopBridge, DesktopEventPayload, PdfStorage } from '@/platform/desktop-bridge.ts';

export type PdfProgress = DesktopEventPayload<'pdfProgress'>;

/** The price lists in the cache with their downloaded copies, the space used, and downloads with progress. */
export function usePdfDownloads(bridge: DesktopBridge) {
  const [lists, setLists] = useState<CachedPriceList[]>([]);
  const [storage, setStorage] = useState<PdfStorage | null>(null);
  const [progress, setProgress] = useState<PdfProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const [l, s] = await Promise.all([bridge.listPriceLists(''), bridge.pdfStorage()]);
      setLists(l);
      setStorage(s);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [bridge]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loads from main once the dialog opens
    void refresh();
    // The run's last event (every file done) may arrive after its call returned: it clears the bar.
    const offProgress = bridge.on('pdfProgress', (p) => setProgress(p.done < p.count ? p : null));
    const offData = bridge.on('dataChanged', ({ tables }) => {
      if (tables.includes('price_updates_pdfs')) void refresh();
    });
    return () => {
      offProgress();
      offData();
    };
  }, [bridge, refresh]);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
      setProgress(null);
      await refresh();
    }
  };

  return {
    lists,
    storage,
    progress,
    busy,
    error,
    downloadAll: () => run(() => bridge.downloadPriceLists(null)),
    download: (id: string) => run(() => bridge.downloadPriceLists([id])),
  };
}
