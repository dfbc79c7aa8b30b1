/**
 * Bids Management (trade §2, §4, §8): the messages of accepting and rejecting a customer bid word for
 * word, the 10-day window, a bid's distance from the basic price, and the wording of a refusal when
 * another executive decided the bid first (accept_customer_bid / reject_customer_bid's details).
 */
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { formatDateTime, formatPercentChange } from './format.ts';
import { BID_STATUSES } from './schemas/customer-bid.ts';
import { TEXT_MAX } from './text-limits.ts';

export const BID_MANAGEMENT = {
  title: 'Bids Management',
  confirmTitle: 'Confirm Bid Acceptance',
  acceptedTitle: 'Bid Accepted!',
  notificationsSentTitle: 'Notifications Sent',
  errorTitle: 'An Error Occurred',
  /** 'An Error Occurred' stays 7 s (§8). */
  errorDurationMs: 7000,
  loadErrorTitle: 'Error Fetching Bids',
  rejectTitle: 'Reject Bid',
  rejectedTitle: 'Bid Rejected',
  empty: `No bids on your company's products in the last ${LIMITS.bidsViewWindowDays} days.`,
} as const;

export const databaseUpdateFailed = (message: string) => `Database update failed: ${message}`;
export const notificationInvocationFailed = (message: string) => `Notification function invocation failed: ${message}`;
export const notificationFunctionError = (message: string) => `Notification function error: ${message}`;

export const REJECTION_REASON_MAX = TEXT_MAX.rejectionReason;
/** The reason an executive gives the bidder (reject_customer_bid checks the same). */
export const RejectionReason = z
  .string()
  .trim()
  .min(1, 'Please give the bidder a reason for the rejection.')
  .max(REJECTION_REASON_MAX, `The reason can be at most ${REJECTION_REASON_MAX} characters.`);

/** Reasons an executive picks from (or writes their own). */
export const REJECTION_PRESETS = [
  'Price too far below our basic price.',
  'Quantity too small for this product.',
  'Product not available at the moment.',
] as const;

/** The start of the bids window (trade §9: 10 days) as an ISO time. */
export function bidWindowStart(now: Date, days: number = LIMITS.bidsViewWindowDays): string {
  return new Date(now.getTime() - days * 24 * 60 * 60_000).toISOString();
}

/**
 * How far the bid is from the basic price, in % of the basic price (negative: below it), to 2
 * decimals; null when the product had no basic price.
 */
export function distanceFromBasic(bidPrice: number, basicPrice: number | null): number | null {
  if (basicPrice === null || !Number.isFinite(basicPrice) || basicPrice <= 0) return null;
  const pct = ((bidPrice - basicPrice) / basicPrice) * 100;
  // Rounded half away from zero on the exact decimal (−0.005 → −0.01, not −0.00).
  const rounded = (Math.sign(pct) * Math.round(Math.abs(pct) * 100 + 1e-9)) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** "+2.50 %", "−1.25 %", "0.00 %", or "N/A". */
export function formatDistance(pct: number | null): string {
  return pct === null ? 'N/A' : formatPercentChange(pct, 2);
}

/** What the refusal of a decided bid carries in its details (20261125002000_customer_bid_decisions.sql). */
export const DecidedBid = z.object({
  bid_status: z.enum(BID_STATUSES),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type DecidedBid = z.infer<typeof DecidedBid>;

/** The refusal's details as a DecidedBid, or null when they are not one. */
export function parseDecidedBid(details: string | null | undefined): DecidedBid | null {
  if (!details) return null;
  try {
    const parsed = DecidedBid.safeParse(JSON.parse(details));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** "This bid was already accepted by Rakesh Mehta on 25 Nov 2026, 10:32 am." */
export function alreadyDecidedMessage(decided: DecidedBid): string {
  const how = decided.bid_status.toLowerCase();
  const by = decided.decided_by ? ` by ${decided.decided_by}` : '';
  const when = decided.decided_at ? ` on ${formatDateTime(decided.decided_at)}` : '';
  return `This bid was already ${how}${by}${when}.`;
}
