import type { BidRules } from '@domain/sourcing-auction.ts';
import type { MyVendorBid, VendorRfq, WithMainCategory } from '@/data/ports/sourcing.ts';

/** An RFQ the vendor may bid on now, with the round that is open. */
export type OpenRfq = WithMainCategory<VendorRfq> & { round: VendorRfq['rounds'][number] };

/** What an RFQ asks for: its catalog item, else the buyer's own words. */
export const itemOf = (r: { customItem: string | null; category: { name: string } | null }) =>
  r.category?.name ?? r.customItem ?? 'Item';

/** The round's reverse-auction settings as the vendor reads them. */
export const rulesOfRound = (round: OpenRfq['round']): BidRules => ({
  stepKind: round.bidStepKind,
  step: round.bidStep,
  maxBidsPerVendor: round.maxBidsPerVendor,
});

/** The vendor's current quote among their bids of a round: the lowest not withdrawn, the earlier of equals. */
export function currentQuoteOf(bids: readonly MyVendorBid[]): MyVendorBid | null {
  return (
    bids
      .filter((b) => b.withdrawnAt === null)
      .sort((a, b) => a.quotedPrice - b.quotedPrice || a.createdAt.localeCompare(b.createdAt))[0] ?? null
  );
}
