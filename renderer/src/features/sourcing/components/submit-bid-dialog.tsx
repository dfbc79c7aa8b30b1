import { Lock } from 'lucide-react';
import { formatQuantityText } from '@domain/format.ts';
import { formatDeadline } from '@domain/sourcing.ts';
import { roundPosition } from '@domain/sourcing-auction.ts';
import type { MyVendorBid } from '@/data/ports/sourcing.ts';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { useBidDraft } from '../hooks/use-bid-draft.ts';
import { currentQuoteOf, rulesOfRound, type OpenRfq } from '../model/open-rfq.ts';
import { BidForm } from './bid-form.tsx';
import { BidStanding } from './bid-standing.tsx';
import { RfqTerms } from './rfq-terms.tsx';
import '../sourcing.css';
import './submit-bid-dialog.css';

/**
 * The 'Submit Bid' dialog (trade §2, §5): Quoted Price, Delivery (Days), MOQ, Notes. Price and delivery are
 * required; the server takes the bid only while the round is open (a late bid may extend the deadline, and
 * every vendor is told) and within its reverse-auction rules, which the dialog states first: the vendor's
 * current quote (withdrawable), the highest price they may quote next and the bids they have left.
 */
export function SubmitBidDialog({
  rfq,
  userId,
  ownBids,
  onClose,
}: {
  rfq: OpenRfq;
  userId: string;
  /** The vendor's bids in this round, withdrawn ones included. */
  ownBids: readonly MyVendorBid[];
  onClose: () => void;
}) {
  const current = currentQuoteOf(ownBids);
  const rules = rulesOfRound(rfq.round);
  const position = roundPosition(ownBids, rules, rfq.currency);
  const form = useBidDraft({ rfq, userId, current, position, rules, onClose });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Submit Bid · ${rfq.requestNumber}`}
      description={`${rfq.company?.companyName ?? ''} · ${rfq.category?.name ?? rfq.customItem ?? ''} · ${formatQuantityText(rfq.quantity, rfq.quantityUnit)}`}
    >
      <RfqTerms rfq={rfq} />
      <BidStanding position={position} current={current} rules={rules} currency={rfq.currency} />
      {rfq.round.sealed && (
        <p className="bid-dialog__note">
          <Lock size={14} aria-hidden="true" /> Sealed round: the buyer sees quotes only after it closes
          {rfq.round.closesAt ? ` (${formatDeadline(rfq.round.closesAt)})` : ''}.
        </p>
      )}
      <BidForm form={form} currency={rfq.currency} position={position} onClose={onClose} />
    </Dialog>
  );
}
