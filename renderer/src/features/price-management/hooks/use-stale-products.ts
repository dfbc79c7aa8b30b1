import { useCallback, useState } from 'react';

const EMPTY: ReadonlySet<string> = new Set();

/**
 * Products with my unsaved edits that someone else changed (or deleted) meanwhile: saving will ask. Kept per
 * sheet (company and reload), so another sheet's marks never show on this one.
 */
export function useStaleProducts(storeKey: string) {
  const [stale, setStale] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: '', ids: new Set() });
  const ids = stale.key === storeKey ? stale.ids : EMPTY;
  const clear = useCallback(() => setStale({ key: storeKey, ids: new Set() }), [storeKey]);
  const add = useCallback(
    (more: readonly string[]) => setStale((s) => ({ key: storeKey, ids: new Set([...s.ids, ...more]) })),
    [storeKey],
  );
  const drop = useCallback(
    (id: string) => setStale((s) => ({ key: storeKey, ids: new Set([...s.ids].filter((other) => other !== id)) })),
    [storeKey],
  );
  return { ids, clear, add, drop };
}

export type StaleProducts = ReturnType<typeof useStaleProducts>;
