import { useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { ProductMarket } from '@/data/ports/price-management.ts';
import { showToast } from '@/ui/toast/toast-store.ts';

const NONE: ReadonlyMap<string, ProductMarket> = new Map();

/**
 * The market figures of the company's products (market_for_products), read once the sheet has loaded: never
 * before its first rows, so they add nothing to the sheet's first paint. Empty until then, and offline on the
 * desktop (the market columns stay blank); a failed read says so and leaves them blank. Read again after each
 * save (the company's own prices are part of the medians), the last figures shown meanwhile.
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
      (error: unknown) =>
        !cancelled &&
        showToast({
          title: 'Market figures not available',
          description: apiErrorOf(error).message,
          variant: 'destructive',
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [gateway, companyId, ready, saves]);

  return figures.companyId === companyId ? figures.byProduct : NONE;
}
