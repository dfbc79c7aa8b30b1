import { useCallback } from 'react';
import { useGateway } from '@/data/gateway-context.tsx';
import type { ManagedProduct, ProductChangeHint } from '@/data/ports/price-management.ts';
import { useLiveHints } from '@/data/use-live-hints.ts';
import { toBaseRow } from '../model/sheet-rows.ts';
import type { SheetStore } from '../model/sheet-store.ts';
import type { SheetRows } from './use-sheet-rows.ts';
import type { StaleProducts } from './use-stale-products.ts';

const FALLBACK_HINT: ProductChangeHint = { kind: 'history', productId: '' };
/** Without Realtime, the products of this many latest changes are compared with the sheet's versions. */
const FALLBACK_RECENT_CHANGES = 100;

interface SheetLiveOptions {
  companyId: string | null;
  ready: boolean;
  store: SheetStore;
  storeKey: string;
  rows: SheetRows;
  stale: StaleProducts;
  historyChanged: () => void;
  bump: () => void;
}

/**
 * Live: others' saves and new products. Rows I have not edited take their values at once (flashed); rows I
 * edited keep my edit on the version I made it on, marked, so saving asks me. Without Realtime, a timed refresh
 * compares the latest changes instead.
 */
export function useSheetLive({
  companyId,
  ready,
  store,
  storeKey,
  rows,
  stale,
  historyChanged,
  bump,
}: SheetLiveOptions) {
  const gateway = useGateway();
  const { grid, takeRows } = rows;
  const { add: addStale } = stale;
  const onHints = useCallback(
    async (hints: ProductChangeHint[]) => {
      if (!companyId || !ready) return;
      historyChanged();
      // A hint without an id after a desktop sync: the products queued offline may have been sent.
      const synced = hints.some((h) => h.kind === 'product' && !h.productId);
      const queued = synced ? [...store.queued] : [];
      store.queued.clear();
      // The timed refresh while Realtime is unreachable: the recently changed products, re-read below.
      const recent = hints.includes(FALLBACK_HINT)
        ? await gateway.priceManagement.recentChanges(companyId, FALLBACK_RECENT_CHANGES).catch(() => [])
        : [];
      const ids = [
        ...new Set([...hints.map((h) => h.productId).filter(Boolean), ...queued, ...recent.map((c) => c.productId)]),
      ];
      if (ids.length === 0) return;
      const read = await gateway.priceManagement.productsById(companyId, ids).catch(() => null);
      if (!read) return;
      const found = new Map(read.map((r) => [r.id, r]));
      const take: ManagedProduct[] = [];
      const nowStale: string[] = [];
      const gone: ManagedProduct[] = [];
      for (const id of ids) {
        const row = found.get(id);
        const known = store.products.get(id);
        if (known && row && known.version === row.version) continue;
        if (store.session.isEdited(id)) {
          nowStale.push(id);
          continue;
        }
        if (row) {
          take.push(row);
          store.session.setBase([toBaseRow(row)]);
        } else if (known) {
          gone.push(known);
          store.products.delete(id);
          store.session.remove(id);
        }
      }
      if (take.length) {
        takeRows(take);
        const api = grid.current;
        const nodes = take.map((r) => api?.getRowNode(r.id)).filter((n) => n !== undefined);
        api?.flashCells({ rowNodes: nodes });
      }
      if (gone.length) grid.current?.applyTransaction({ remove: gone });
      if (nowStale.length) addStale(nowStale);
      bump();
    },
    [companyId, ready, store, gateway, grid, takeRows, addStale, historyChanged, bump],
  );
  useLiveHints(
    companyId && ready ? storeKey : null,
    (onHint, onStatus) =>
      companyId ? gateway.priceManagement.subscribe(companyId, onHint, onStatus) : Promise.resolve(() => undefined),
    (hints) => void onHints(hints),
    FALLBACK_HINT,
  );
}
