import type { GridApi, IRowNode } from 'ag-grid-community';

/** The first row in sight (wholly or partly) at the top of the grid's viewport. */
function topRowInSight<T>(api: GridApi<T>): IRowNode<T> | null {
  const { top } = api.getVerticalPixelRange();
  const last = api.getLastDisplayedRowIndex();
  // The rendered rows begin a few rows above the viewport (the grid's row buffer).
  for (let i = Math.max(api.getFirstDisplayedRowIndex(), 0); i <= last; i++) {
    const node = api.getDisplayedRowAtIndex(i);
    if (node && (node.rowTop ?? 0) + (node.rowHeight ?? 0) > top) return node;
  }
  return null;
}

/**
 * Applies `change` (rows the read brought) keeping the row at the top of the viewport at the top: rows sorted
 * above it go in out of sight instead of pushing what the person is reading down the screen.
 */
export function keepingTopRow<T>(api: GridApi<T>, change: () => void): void {
  const anchor = topRowInSight(api);
  const before = anchor?.rowIndex;
  change();
  const after = anchor?.rowIndex;
  if (after !== null && after !== undefined && after !== before) api.ensureIndexVisible(after, 'top');
}
