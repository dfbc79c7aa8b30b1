import {
  BID_MANAGEMENT,
  databaseUpdateFailed,
  notificationFunctionError,
  notificationInvocationFailed,
} from '@domain/bid-management.ts';
import { formatQuantity, formatRupees } from '@domain/format.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { BidDecisionRefusal, CompanyBid } from '@/data/ports/bids.ts';
import type { Outcome } from '@/data/outcome.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useAcceptBidMutation, useNotifyBidderMutation, useRejectBidMutation } from '../api.ts';

const failed = (description: string) =>
  showToast({
    title: BID_MANAGEMENT.errorTitle,
    description,
    variant: 'destructive',
    durationMs: BID_MANAGEMENT.errorDurationMs,
  });

/**
 * Accepting and rejecting a bid (trade §4, §8): the decision (atomic on the server), its toast, then the
 * bidding-reply notification to the bidder, whose failure never undoes the decision. Every failure shows
 * under 'An Error Occurred' for 7 s; a bid someone else decided first says who and when.
 */
export function useBidDecisions() {
  const [acceptBid] = useAcceptBidMutation();
  const [rejectBid] = useRejectBidMutation();
  const [notifyBidder] = useNotifyBidderMutation();

  async function decide(
    run: () => Promise<Outcome<CompanyBid, BidDecisionRefusal>>,
    success: (bid: CompanyBid) => { title: string; description: string },
  ): Promise<boolean> {
    let outcome: Outcome<CompanyBid, BidDecisionRefusal>;
    try {
      outcome = await run();
    } catch (error) {
      failed(databaseUpdateFailed(apiErrorOf(error).message));
      return false;
    }
    if (!outcome.ok) {
      failed(databaseUpdateFailed(outcome.message));
      return false;
    }
    showToast({ ...success(outcome.value), variant: 'success' });
    // The decision stands whatever happens to the notification.
    await tellBidder(outcome.value);
    return true;
  }

  /** bidding-reply for a decided bid: 'Notifications Sent', or the failure in the spec's words. */
  async function tellBidder(bid: CompanyBid): Promise<boolean> {
    try {
      const notice = await notifyBidder(bid.id).unwrap();
      if (!notice.ok) {
        failed(
          notice.reason === 'function-error'
            ? notificationFunctionError(notice.message)
            : notificationInvocationFailed(notice.message),
        );
        return false;
      }
    } catch (error) {
      failed(notificationInvocationFailed(apiErrorOf(error).message));
      return false;
    }
    showToast({
      title: BID_MANAGEMENT.notificationsSentTitle,
      description: `${bid.bidderName} has been told on WhatsApp.`,
      variant: 'success',
    });
    return true;
  }

  return {
    notify: tellBidder,
    accept: (bid: CompanyBid) =>
      decide(
        () => acceptBid(bid.id).unwrap(),
        (done) => ({
          title: BID_MANAGEMENT.acceptedTitle,
          description: `${done.bidDisplayId}: ${formatQuantity(done.bidQuantity)} at ${formatRupees(done.bidPrice)} from ${done.bidderName}.`,
        }),
      ),
    reject: (bid: CompanyBid, reason: string) =>
      decide(
        () => rejectBid({ bidId: bid.id, reason }).unwrap(),
        (done) => ({
          title: BID_MANAGEMENT.rejectedTitle,
          description: `${done.bidDisplayId} from ${done.bidderName} was rejected.`,
        }),
      ),
  };
}
