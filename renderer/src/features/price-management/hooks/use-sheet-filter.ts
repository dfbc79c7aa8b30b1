import type { GridApi, IRowNode } from 'ag-grid-community';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import { matchesQuickFilter, quickFilterWords } from '../model/quick-filter.ts';

/**
 * The department switch and the quick filter, as one external filter (model/quick-filter.ts: AG Grid's quick
 * filter rebuilt every row's text on every keystroke). The callbacks are stable, reading refs: the grid keeps them.
 */
export function useSheetFilter(
  apiRef: RefObject<GridApi<ManagedProduct> | null>,
  department: string | null,
  quickFilter: string,
) {
  const departmentRef = useRef(department);
  const wordsRef = useRef(quickFilterWords(quickFilter));

  useEffect(() => {
    departmentRef.current = department;
    wordsRef.current = quickFilterWords(quickFilter);
    apiRef.current?.onFilterChanged();
  }, [apiRef, department, quickFilter]);
  const isExternalFilterPresent = useCallback(() => departmentRef.current !== null || wordsRef.current.length > 0, []);
  const doesExternalFilterPass = useCallback((node: IRowNode<ManagedProduct>) => {
    const product = node.data;
    if (!product) return false;
    if (departmentRef.current !== null && product.departmentName !== departmentRef.current) return false;
    return matchesQuickFilter(product, wordsRef.current);
  }, []);

  return { isExternalFilterPresent, doesExternalFilterPass };
}
