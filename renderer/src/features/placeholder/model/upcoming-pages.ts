/** Pages of later releases: what each will hold, said plainly to visitors who find the route today. */
export const UPCOMING_PAGES = {
  priceManagement: { title: 'Price and Status Management', what: 'editing product prices and visibility' },
} as const satisfies Record<string, { title: string; what: string }>;

export type UpcomingPageId = keyof typeof UPCOMING_PAGES;
