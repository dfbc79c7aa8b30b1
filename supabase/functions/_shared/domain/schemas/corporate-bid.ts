import { LIMITS } from '../constants.ts';
import { formatQuantity, formatRupees } from '../format.ts';
import { KG } from '../units.ts';

/** The toasts of a bid on a corporate product (trade-features §5, §8), word for word. */
export const CORPORATE_BID = {
  invalidPrice: { title: 'Invalid Bid', description: 'Please enter a valid bid price.' },
  invalidQuantity: { title: 'Invalid Quantity', description: 'Please enter a valid bid quantity.' },
  loginRequired: { title: 'Authentication Required', description: 'Please login to submit a bid.' },
  ownCompany: { title: 'Action Denied', description: "You cannot bid on your own company's products." },
  failedTitle: 'Bid Submission Failed',
  creditFailed: 'Failed to deduct credit. Please check your balance or try again.',
  notificationFailed: { title: 'Notification Error', description: 'Bid submitted, but failed to send notifications' },
  submittedTitle: 'Bid Submitted!',
  confirmTitle: 'Confirm Your Bid',
} as const;

/** A decimal with at most 2 places, at least 0.01 (and within the product price limit); null when invalid. */
export function parseBidPrice(text: string): number | null {
  const value = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const price = Number(value);
  return price >= 0.01 && price <= LIMITS.basicPriceMax ? price : null;
}

/** A whole number above 0; null when invalid. */
export function parseBidQuantity(text: string): number | null {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return null;
  const quantity = Number(value);
  return quantity > 0 && Number.isSafeInteger(quantity) ? quantity : null;
}

export interface BidAttempt {
  price: string;
  quantity: string;
  isAuthenticated: boolean;
  /** The bidder is an executive of the company that owns the product. */
  isOwnCompany: boolean;
}

export type BidCheck =
  { ok: true; price: number; quantity: number } | { ok: false; message: { title: string; description: string } };

/** The first rule of §5 a bid breaks (login, own company, price, quantity), or the parsed bid. */
export function checkCorporateBid(attempt: BidAttempt): BidCheck {
  if (!attempt.isAuthenticated) return { ok: false, message: CORPORATE_BID.loginRequired };
  if (attempt.isOwnCompany) return { ok: false, message: CORPORATE_BID.ownCompany };
  const price = parseBidPrice(attempt.price);
  if (price === null) return { ok: false, message: CORPORATE_BID.invalidPrice };
  const quantity = parseBidQuantity(attempt.quantity);
  if (quantity === null) return { ok: false, message: CORPORATE_BID.invalidQuantity };
  return { ok: true, price, quantity };
}

/** 'Bid Submission Failed' text: a spent-credit refusal in the spec's words, any other server message as is. */
export function bidFailureDescription(serverMessage: string): string {
  return /credit/i.test(serverMessage) ? CORPORATE_BID.creditFailed : serverMessage;
}

/** The 'Bid Submitted!' description, with the amount. */
export function bidSubmittedDescription(price: number, quantity: number): string {
  return `Your bid of ${formatRupees(price)} per ${KG} for ${formatQuantity(quantity)} has been submitted.`;
}
