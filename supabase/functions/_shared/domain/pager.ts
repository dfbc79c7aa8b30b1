/** One button of a numbered pager: a page number, or a gap shown as an ellipsis. */
export type PagerItem = number | 'ellipsis';

/** Pagers with this many pages or fewer show every page (trade §9). */
const PAGER_ALL_PAGES_MAX = 7;

/**
 * The pages a numbered pager shows (trade §9): none with one page, every page when there are 7 or
 * fewer, else the first, the last and a window around the current page, with an ellipsis for each gap.
 * The window keeps the pager at 7 items, so it does not jump in width as the current page moves.
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= 1) return [];
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pageCount <= PAGER_ALL_PAGES_MAX) return range(1, pageCount);
  const page = Math.min(Math.max(1, Math.trunc(current)), pageCount);
  // Near either end the window meets that end, so no ellipsis would stand for a single page.
  if (page <= 4) return [...range(1, 5), 'ellipsis', pageCount];
  if (page >= pageCount - 3) return [1, 'ellipsis', ...range(pageCount - 4, pageCount)];
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', pageCount];
}

/** How many pages `total` rows fill at `pageSize` a page (at least one, so an empty list has page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
