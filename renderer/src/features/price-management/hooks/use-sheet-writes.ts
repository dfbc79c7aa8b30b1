import { useCallback } from 'react';
import { useGateway } from '@/data/gateway-context.tsx';
import type { ManagedProduct, ProductConflict, SaveOutcome } from '@/data/ports/price-management.ts';
import { toBaseRow } from '../model/sheet-rows.ts';
import type { SheetStore } from '../model/sheet-store.ts';
import type { SheetRows } from './use-sheet-rows.ts';
import type { StaleProducts } from './use-stale-products.ts';

interface SheetWritesOptions {
  companyId: string | null;
  store: SheetStore;
  rows: SheetRows;
  stale: StaleProducts;
  historyChanged: () => void;
  bump: () => void;
}

/**
 * What leaves the sheet's edits: a save of every unsaved edit in one call (or queued offline on the desktop),
 * a conflict resolved either way, or every edit discarded.
 */
export function useSheetWrites({ companyId, store, rows, stale, historyChanged, bump }: SheetWritesOptions) {
  const gateway = useGateway();
  const { grid, refreshRows, takeRows } = rows;
  const { clear: clearStale, drop: dropStale } = stale;

  const discardAll = useCallback(() => {
    refreshRows(store.session.discardAll());
    clearStale();
    bump();
  }, [store, refreshRows, clearStale, bump]);

  /** Saves every unsaved edit in one call; `confirmed`: the person confirmed the price check's list. */
  const save = useCallback(
    async (options?: { confirmed?: boolean }): Promise<SaveOutcome | null> => {
      if (!companyId) return null;
      const changes = store.session.changes();
      if (changes.length === 0) return null;
      const outcome = await gateway.priceManagement.save(companyId, changes, options);
      if (outcome.ok) {
        const savedRows = outcome.value.rows.flatMap((saved) => {
          const before = store.products.get(saved.id);
          return before
            ? [
                {
                  ...before,
                  version: saved.version,
                  basicPrice: saved.basicPrice,
                  visibilityStatus: saved.visibilityStatus,
                  updatedAt: saved.updatedAt,
                },
              ]
            : [];
        });
        // Edits made while the save was on its way stay, on top of the new versions.
        store.session.saved(savedRows.map(toBaseRow));
        takeRows(savedRows);
        clearStale();
        historyChanged();
        bump();
      } else if (outcome.reason === 'queued') {
        // The desktop keeps them in its outbox and sends them when the connection returns: the sheet shows
        // them as saved on this computer, and reads those products again once they are sent (a pull follows).
        const queuedRows = changes.flatMap((change) => {
          const before = store.products.get(change.id);
          if (!before) return [];
          store.queued.add(change.id);
          return [
            {
              ...before,
              ...('basicPrice' in change ? { basicPrice: change.basicPrice ?? null } : {}),
              ...('visibilityStatus' in change && change.visibilityStatus
                ? { visibilityStatus: change.visibilityStatus }
                : {}),
            },
          ];
        });
        store.session.saved(queuedRows.map(toBaseRow));
        takeRows(queuedRows);
        bump();
      }
      return outcome;
    },
    [companyId, store, gateway, takeRows, clearStale, historyChanged, bump],
  );

  /** Resolves a conflict: keep my edit on top of theirs, or take theirs and drop mine. */
  const resolve = useCallback(
    (conflict: ProductConflict, choice: 'mine' | 'theirs') => {
      const before = store.products.get(conflict.id);
      const theirs = conflict.theirs;
      if (!theirs || !before) {
        store.session.remove(conflict.id);
        store.products.delete(conflict.id);
        if (before) grid.current?.applyTransaction({ remove: [before] });
      } else {
        const row: ManagedProduct = {
          ...before,
          version: theirs.version,
          basicPrice: theirs.basicPrice,
          visibilityStatus: theirs.visibilityStatus,
          updatedAt: theirs.updatedAt,
        };
        if (choice === 'mine') store.session.keepMine(toBaseRow(row));
        else store.session.takeTheirs(toBaseRow(row), row.id);
        takeRows([row]);
      }
      dropStale(conflict.id);
      bump();
    },
    [store, grid, takeRows, dropStale, bump],
  );

  return { discardAll, save, resolve };
}
