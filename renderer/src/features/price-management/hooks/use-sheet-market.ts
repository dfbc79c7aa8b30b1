import { useEffect, useRef, useState } from 'react';
import { useGateway } from '@/data/gateway-context.tsx';
import type { ProductMarket } from '@/data/ports/price-management.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

const NONE: ReadonlyMap<string, ProductMarket> = new Map();

/**
 * The market figures of the company's products (market_for_products), read once the sheet has loaded: never
 * before its first rows, so they add nothing to the sheet's first paint. Empty until then, and offline on the
 * desktop (the market columns stay blank); a failed first read says so and leaves them blank. Read again after each
 * save (the company's own prices are part of the medians), the last figures shown meanwhile and kept if it fails.
 */
export function useSheetMarket(companyId: string, ready: boolean, saving: boolean): ReadonlyMap<string, ProductMarket> {
  const gateway = useGateway();
  const [saves, setSaves] = useState(0);
  const wasSaving = useRef(saving);
  useEffect(() => {
    if (wasSaving.current && !saving) setSaves((n) => n + 1);
    wasSaving.current = saving;
  }, [saving]);
  const [figures, setFigures] = useState<{ companyId: string; byProduct: ReadonlyMap<string, ProductMarket> }>({
    companyId: '',
    byProduct: NONE,
  });

  useEffect(() => {
    if (!ready) return undefined;
    let cancelled = false;
    gateway.priceManagement.marketForProducts(companyId).then(
      (rows) => !cancelled && setFigures({ companyId, byProduct: new Map(rows.map((r) => [r.productId, r])) }),
      // Said when the sheet opens; after a save the save's own outcome is what the person needs to read, so a
      // failed re-read keeps the last figures quietly.
      (error: unknown) => !cancelled && saves === 0 && toastFailure('Market figures not available', error),
    );
    return () => {
      cancelled = true;
    };
  }, [gateway, companyId, ready, saves]);

  return figures.companyId === companyId ? figures.byProduct : NONE;
}
