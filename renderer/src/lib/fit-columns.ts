/**
 * AG Grid text columns as wide as their longest value, so no product name or description is cut short at the
 * cell's edge. Only the longest values by characters are measured: in a proportional font the widest is among
 * them, and measuring 50 000 names on every load would cost what the price sheet saves elsewhere.
 */
import type { GridApi } from 'ag-grid-community';

/** The values worth measuring: the `count` longest by characters, each once. */
export function longestValues(values: Iterable<string>, count = 24): string[] {
  const distinct = new Set<string>();
  for (const value of values) distinct.add(value);
  return [...distinct].sort((a, b) => b.length - a.length).slice(0, count);
}

/**
 * The width a column needs for `values` (a cell's padding and border included), never less than `current` and never
 * more than `max`: a column only grows, so a person's wider layout stands.
 */
export function fittedWidth(
  values: Iterable<string>,
  measure: (text: string) => number,
  sizes: { current: number; chrome: number; max: number },
): number {
  const widest = Math.max(0, ...longestValues(values).map(measure));
  const needed = Math.ceil(widest + sizes.chrome);
  return Math.max(sizes.current, Math.min(needed, sizes.max));
}

/**
 * Widens each of `limits`' columns (colId → the widest it may grow) whose longest value `textOf` would be cut,
 * measured in the font its cells are drawn in (a rendered cell of the column, else any cell). Call it once the rows
 * are drawn; columns hidden or not drawn yet keep their width.
 */
export function fitTextColumns<Row>(
  api: GridApi<Row>,
  host: HTMLElement,
  rows: readonly Row[],
  limits: Readonly<Record<string, number>>,
  textOf: (colId: string, row: Row) => string,
): void {
  const context = document.createElement('canvas').getContext('2d');
  if (!context || rows.length === 0) return;
  const px = (v: string) => Number.parseFloat(v) || 0;
  const widths = Object.entries(limits).flatMap(([colId, max]) => {
    const column = api.getColumn(colId);
    const cell =
      host.querySelector<HTMLElement>(`.ag-cell[col-id="${colId}"]`) ?? host.querySelector<HTMLElement>('.ag-cell');
    if (!cell || !column?.isVisible()) return [];
    const style = getComputedStyle(cell);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const chrome =
      px(style.paddingLeft) + px(style.paddingRight) + px(style.borderLeftWidth) + px(style.borderRightWidth) + 2;
    const current = column.getActualWidth();
    const newWidth = fittedWidth(
      rows.map((row) => textOf(colId, row)),
      (text) => context.measureText(text).width,
      { current, chrome, max },
    );
    return newWidth > current ? [{ key: colId, newWidth }] : [];
  });
  if (widths.length) api.setColumnWidths(widths);
}

/**
 * Runs `run` once the grid in `host` has drawn its first cells, a few frames after it got its rows (at most 60
 * frames later); returns a cancel for an effect's cleanup.
 */
export function whenCellsDrawn(host: HTMLElement, run: () => void): () => void {
  let frame = 0;
  const attempt = (tries: number) => {
    if (host.querySelector('.ag-cell') || tries >= 60) run();
    else frame = requestAnimationFrame(() => attempt(tries + 1));
  };
  frame = requestAnimationFrame(() => attempt(0));
  return () => cancelAnimationFrame(frame);
}
