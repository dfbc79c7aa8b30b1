/** Messages of the price list page (trade §3, §8), word for word. */
export const PRICE_LIST_TEXT = {
  viewDocument: 'View Document',
  empty: 'No Price Lists Found',
  loadFailed: 'Could not load price list. Please try again later.',
} as const;
