import type { BadgeVariant } from '@/ui/badge.tsx';
import { BID_STATUS_LABELS, type RfqBidStatus } from '@domain/sourcing.ts';

/** The chip of an RFQ: its bid status, 'Awarded' once a bid was selected. */
export function rfqChip(bidStatus: RfqBidStatus, awarded: boolean): { label: string; variant: BadgeVariant } {
  if (bidStatus === 'closed')
    return awarded ? { label: 'Awarded', variant: 'success' } : { label: 'Closed', variant: 'neutral' };
  if (bidStatus === 'pending') return { label: BID_STATUS_LABELS.pending, variant: 'orange' };
  return { label: BID_STATUS_LABELS[bidStatus], variant: 'blue' };
}

/** A round's chip: open (for bids, deadline included) or closed. */
export function roundChip(open: boolean): { label: string; variant: BadgeVariant } {
  return open ? { label: 'Open', variant: 'success' } : { label: 'Closed', variant: 'neutral' };
}

/** The latest round of a list (highest number), if any. */
export function latestRound<R extends { roundNumber: number }>(rounds: readonly R[]): R | null {
  return rounds.reduce<R | null>((latest, r) => (!latest || r.roundNumber > latest.roundNumber ? r : latest), null);
}
