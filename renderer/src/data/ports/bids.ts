import type { BlotterBid, CompanyBid } from '@domain/schemas/customer-bid.ts';
import type { Unsubscribe } from '../gateway.ts';
import type { Outcome } from '../outcome.ts';

export type { BlotterBid, CompanyBid };

/**
 * Why a decision was not taken (the message words it): another executive decided the bid first (the
 * message names who and when), the caller may not decide it, or the reason was not usable.
 */
export type BidDecisionRefusal = 'decided' | 'forbidden' | 'invalid';

/** Why the bidder was not told: the function answered with an error, or it could not be invoked at all. */
export type BidderNoticeRefusal = 'function-error' | 'invocation-failed';

/** A change of one of the company's bids, as a hint to refetch. */
export interface BidChange {
  kind: 'insert' | 'update' | 'delete';
  bidId: string;
}

/** Bids Management: a company's customer bids on its products, and the executives' decisions on them. */
export interface BidsPort {
  /**
   * The company's bids placed since `since` (ISO time; the 10-day window), newest first, each with its
   * product's basic price today beside the price at bid time.
   */
  companyBids(companyId: string, since: string): Promise<BlotterBid[]>;
  /** Accepts a Pending bid (accept_customer_bid: atomic, once). */
  acceptBid(bidId: string): Promise<Outcome<CompanyBid, BidDecisionRefusal>>;
  /** Rejects a Pending bid with a reason for the bidder (reject_customer_bid). */
  rejectBid(bidId: string, reason: string): Promise<Outcome<CompanyBid, BidDecisionRefusal>>;
  /** Tells the bidder of the decision on WhatsApp (bidding-reply); the decision stands whatever it answers. */
  notifyBidder(bidId: string): Promise<Outcome<void, BidderNoticeRefusal>>;
  /**
   * Live changes of the company's bids (Realtime; RLS decides what each event may say). `onStatus` hears
   * whether the channel is joined, so the page can refresh now and then while it is not.
   */
  subscribe(
    companyId: string,
    onChange: (change: BidChange) => void,
    onStatus?: (live: boolean) => void,
  ): Promise<Unsubscribe>;
}
