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
 * Applies `change` (rows the read brought) keeping the row at the top of the viewport at the top, once the person
 * has scrolled: rows sorted above it go in out of sight instead of pushing what they are reading down the screen.
 * At the very top the view stays there, so a sort kept from last time ends the load on its true first rows (rows
 * sorted first arrive all through the load), not on whichever row happened to be first when the load began.
 */
export function keepingTopRow<T>(api: GridApi<T>, change: () => void): void {
  if (api.getVerticalPixelRange().top <= 0) return change();
  const anchor = topRowInSight(api);
  const before = anchor?.rowIndex;
  change();
  const after = anchor?.rowIndex;
  if (after !== null && after !== undefined && after !== before) api.ensureIndexVisible(after, 'top');
}
