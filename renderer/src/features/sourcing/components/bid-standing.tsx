import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@domain/sourcing.ts';
import {
  BID_WITHDRAWN,
  BID_WITHDRAW_FAILED,
  type BidRules,
  CONFIRM_BID_WITHDRAWAL,
  type RoundPosition,
  WITHDRAWAL_LIMIT_REACHED,
  bidStepText,
} from '@domain/sourcing-auction.ts';
import type { MyVendorBid } from '@/data/ports/sourcing.ts';
import { Button } from '@/ui/button.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useWithdrawBidMutation } from '../api.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/**
 * Where the vendor stands in the round before they quote: their current quote (withdrawable), the highest
 * price they may quote next and how many bids they have left — the rules the server applies, said first.
 */
export function BidStanding({
  position,
  current,
  rules,
  currency,
}: {
  position: RoundPosition;
  /** The bid that is the vendor's current quote, if any. */
  current: MyVendorBid | null;
  rules: BidRules;
  currency: string;
}) {
  const step = bidStepText(rules, currency);
  return (
    <section className="bid-standing" aria-label="Your standing in this round">
      <dl className="bid-standing__facts">
        <div>
          <dt>Your current quote</dt>
          <dd>
            {current ? (
              <>
                <strong>{formatMoney(current.quotedPrice, currency)}</strong>, {current.deliveryTimeDays} days
              </>
            ) : (
              'None yet'
            )}
          </dd>
        </div>
        <div>
          <dt>Highest next quote</dt>
          <dd data-testid="bid-ceiling">
            {position.blocked ? (
              '—'
            ) : position.ceiling !== null ? (
              <strong>{formatMoney(position.ceiling, currency)}</strong>
            ) : (
              'Any price'
            )}
          </dd>
        </div>
        <div>
          <dt>Bids left</dt>
          <dd data-testid="bids-left">
            <strong>{position.bidsLeft}</strong> of {rules.maxBidsPerVendor}
          </dd>
        </div>
      </dl>
      <p className="bid-standing__rule">
        {position.blocked ??
          `Each new quote must be at least ${step} below your current one; to go back up, withdraw your current quote once this round (the buyer sees it withdrawn).`}
      </p>
      {current && position.canWithdraw && <WithdrawQuote bid={current} currency={currency} />}
      {current && !position.canWithdraw && <p className="bid-standing__rule">{WITHDRAWAL_LIMIT_REACHED}</p>}
    </section>
  );
}

/** Withdraw, confirmed in place: the buyer sees the quote withdrawn, with when. */
function WithdrawQuote({ bid, currency }: { bid: MyVendorBid; currency: string }) {
  const [confirming, setConfirming] = useState(false);
  const [withdrawBid, state] = useWithdrawBidMutation();
  const price = formatMoney(bid.quotedPrice, currency);

  const withdraw = async () => {
    try {
      const outcome = await withdrawBid(bid.id).unwrap();
      if (!outcome.ok)
        return showToast({ title: BID_WITHDRAW_FAILED, description: outcome.message, variant: 'destructive' });
      showToast({
        ...BID_WITHDRAWN,
        description: `Your quote of ${price} is withdrawn; the buyer sees it so.`,
        variant: 'success',
      });
      setConfirming(false);
    } catch (error) {
      toastFailure(BID_WITHDRAW_FAILED, error);
    }
  };

  if (!confirming)
    return (
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        <Undo2 size={14} aria-hidden="true" /> Withdraw my quote
      </Button>
    );
  return (
    <div className="bid-standing__confirm" role="group" aria-label={CONFIRM_BID_WITHDRAWAL}>
      <p>
        Withdraw your quote of {price}? The buyer sees it withdrawn, with the time; your previous quote, if any, stands
        again. The withdrawn bid still counts among your bids.
      </p>
      <div className="bid-standing__confirm-actions">
        <Button variant="danger" size="sm" loading={state.isLoading} onClick={() => void withdraw()}>
          Withdraw quote
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
