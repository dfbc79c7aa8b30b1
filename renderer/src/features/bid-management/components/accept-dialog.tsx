import { BID_MANAGEMENT, formatDistance } from '@domain/bid-management.ts';
import { formatQuantity, formatRupees } from '@domain/format.ts';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import type { BidRow } from '../model/bid-rows.ts';
import { KG } from '@domain/units.ts';

const kg = (n: number) => formatQuantity(n);

/** The bid against today's basic price, and the one at bid time when it differed. */
function comparedWithToday(bid: BidRow): string {
  const atBid = bid.basicPrice === null ? null : Number(bid.basicPrice);
  const today = bid.currentBasicPrice === null ? null : Number(bid.currentBasicPrice);
  const then =
    atBid === null
      ? ''
      : today === atBid
        ? ', as when the bid was placed'
        : `; ${formatRupees(atBid)} when the bid was placed`;
  if (today === null)
    return `The product has no basic price today${atBid === null ? '' : ` (${formatRupees(atBid)} when the bid was placed)`}.`;
  return `That is ${formatDistance(bid.distancePct)} against today's basic price of ${formatRupees(today)}${then}.`;
}

/**
 * 'Confirm Bid Acceptance' (trade §2): who, how much of what, at what price, measured against today's basic
 * price (the bid's own basic price is the one when it was placed, which may since have moved).
 */
export function AcceptDialog({
  bid,
  onClose,
  onAccept,
}: {
  bid: BidRow | null;
  onClose: () => void;
  onAccept: (bid: BidRow) => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      open={bid !== null}
      onOpenChange={(open) => !open && onClose()}
      title={BID_MANAGEMENT.confirmTitle}
      description={
        bid
          ? `Accept ${bid.bidDisplayId} from ${bid.bidderName}: ${kg(bid.bidQuantity)} of ${bid.product} at ${formatRupees(bid.bidPrice)} per ${KG}? ${comparedWithToday(bid)} The bidder is told on WhatsApp. This cannot be undone.`
          : ''
      }
      confirmLabel="Accept Bid"
      onConfirm={async () => {
        if (bid) await onAccept(bid);
      }}
    />
  );
}
