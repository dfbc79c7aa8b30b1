import { useCallback, useState } from 'react';
import { ALL_DEPARTMENTS } from '../components/sheet-workspace.tsx';
import type { ProductSheet } from './use-product-sheet.ts';

/** Focuses a product in the grid (from the history or the price check), showing every row first if it is filtered out. */
function showProductIn(sheet: ProductSheet, id: string, clearFilters: () => void, onFocused: (id: string) => void) {
  const api = sheet.grid.current;
  let node = api?.getRowNode(id);
  if (!api || !node) return;
  if (node.rowIndex === null || node.rowIndex === undefined) {
    clearFilters();
    api.setFilterModel(null);
    api.onFilterChanged();
    node = api.getRowNode(id);
  }
  if (!node || node.rowIndex === null) return;
  api.ensureNodeVisible(node, 'middle');
  api.setFocusedCell(node.rowIndex, 'basicPrice');
  onFocused(id);
}

/**
 * What the grid shows: the quick filter, the department, the selected rows and the focused product, and a product
 * brought into view.
 */
export function useSheetView(sheet: ProductSheet) {
  const [quickFilter, setQuickFilter] = useState('');
  const [department, setDepartment] = useState<string>(ALL_DEPARTMENTS);
  const [selected, setSelected] = useState<string[]>([]);
  const [focused, setFocused] = useState<string | null>(null);
  const clearFilters = useCallback(() => {
    setDepartment(ALL_DEPARTMENTS);
    setQuickFilter('');
  }, []);
  const reset = useCallback(() => {
    clearFilters();
    setSelected([]);
    setFocused(null);
  }, [clearFilters]);
  const showProduct = (id: string) => showProductIn(sheet, id, clearFilters, setFocused);
  return {
    ...{ quickFilter, setQuickFilter, department, setDepartment, selected, setSelected, focused, setFocused },
    clearFilters,
    reset,
    showProduct,
  };
}
