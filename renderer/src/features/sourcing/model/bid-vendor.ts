import type { RfqBid } from '@/data/ports/sourcing.ts';

/** Who placed a bid, as the buyer reads it: the business, else the member, else a former vendor. */
export const vendorName = (b: RfqBid) => b.vendor?.businessName ?? b.vendor?.memberName ?? 'Former vendor';
