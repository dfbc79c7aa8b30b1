import type { ColumnState, GridApi } from 'ag-grid-community';
import { useMemo } from 'react';

const STORAGE_PREFIX = 'loomconnect:grid-layout:';

/** A grid's column layout (order, widths, hidden columns, pinning, sort) kept per user in this browser. */
export function useColumnLayout(key: string) {
  return useMemo(() => {
    const storageKey = STORAGE_PREFIX + key;
    return {
      restore(api: GridApi): void {
        try {
          const raw = localStorage.getItem(storageKey);
          if (!raw) return;
          const state = JSON.parse(raw) as ColumnState[];
          if (Array.isArray(state)) api.applyColumnState({ state, applyOrder: true });
        } catch {
          // A layout that cannot be read is no layout: the defaults stand.
        }
      },
      save(api: GridApi): void {
        try {
          localStorage.setItem(storageKey, JSON.stringify(api.getColumnState()));
        } catch {
          // Storage full or refused: the layout is simply not remembered.
        }
      },
      reset(api: GridApi): void {
        localStorage.removeItem(storageKey);
        api.resetColumnState();
      },
    };
  }, [key]);
}
