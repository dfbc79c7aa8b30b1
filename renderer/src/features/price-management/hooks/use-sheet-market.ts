import { useEffect, useRef, useState } from 'react';
import { useGateway } from '@/data/gateway-context.tsx';
import type { ProductMarket } from '@/data/ports/price-management.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';
import { MarketFigureReader } from './market-figure-reader.ts';

const NONE: ReadonlyMap<string, ProductMarket> = new Map();
/** Refreshes announced within this long are read together (one job run announces its classes one by one). */
const REFRESH_GATHER_MS = 300;

/** What the figures follow of the sheet: its products as they arrive. */
export interface SheetRowsRead {
  products: ReadonlyMap<string, unknown>;
  progress: { loaded: number };
  status: string;
}

/**
 * The market figures of the sheet's products (market_for_products), 1000 products a call in the order the rows
 * arrive, from the frame after the first rows are painted (so they add nothing to the sheet's first paint), and
 * read again for the classes the market's minute job refreshed (live, no reload). Empty until then, and offline
 * on the desktop (the market columns stay blank); a failed first read says so and leaves them blank.
 */
export function useSheetMarket(companyId: string, sheet: SheetRowsRead): ReadonlyMap<string, ProductMarket> {
  const gateway = useGateway();
  const [figures, setFigures] = useState({ companyId: '', byProduct: NONE });
  // Made by the first effect, used by the second (effects run in order, so it is there for the same company).
  const reader = useRef<MarketFigureReader | null>(null);

  useEffect(() => {
    let failed = false;
    const made = new MarketFigureReader({
      read: (ids) => gateway.priceManagement.marketForProducts(companyId, ids),
      onFigures: (byProduct) => setFigures({ companyId, byProduct }),
      onError: (error, first) => {
        // Said once, when the sheet opens without figures; later the last figures stay, quietly.
        if (!first || failed) return;
        failed = true;
        toastFailure('Market figures not available', error);
      },
    });
    reader.current = made;
    let gathered = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = gateway.priceManagement.subscribeMarketRefreshes((classKeys) => {
      for (const key of classKeys) gathered.add(key);
      timer ??= setTimeout(() => {
        timer = undefined;
        made.refreshClasses(gathered);
        gathered = new Set();
      }, REFRESH_GATHER_MS);
    });
    return () => {
      reader.current = null;
      made.stop();
      void subscription.then(
        (unsubscribe) => unsubscribe(),
        () => undefined,
      );
      clearTimeout(timer);
    };
  }, [gateway, companyId]);

  const { products, status } = sheet;
  const loaded = sheet.progress.loaded;
  const size = products.size;
  useEffect(() => {
    const current = reader.current;
    if (!current || (loaded === 0 && status !== 'ready') || size === 0) return undefined;
    // After the frame that paints the rows just added.
    let later: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      later = setTimeout(() => current.want(products.keys()));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(later);
    };
  }, [gateway, companyId, products, loaded, size, status]);

  return figures.companyId === companyId ? figures.byProduct : NONE;
}
