/**
 * bidding-reply: `{ bid_id }` → `{ success, message }` or `{ error }`. An executive of the bid's company,
 * after accept_customer_bid or reject_customer_bid, has the bidder told on WhatsApp that the bid was
 * accepted, or rejected and why (see _shared/notifications/bid.ts). Each decision is told once.
 */
import {
  acceptanceMessage,
  bidNotificationHandler,
  rejectionMessage,
  executivesOf,
  failure,
  numbersOf,
} from '../_shared/notifications/bid.ts';
import { whatsappNumber } from '../_shared/notifications/notify.ts';

export default bidNotificationHandler('bidding-reply', {
  column: (bid) => (bid.bid_status === 'Rejected' ? 'rejection_notified_at' : 'acceptance_notified_at'),
  async authorize(service, bid, userId) {
    if (!(await executivesOf(service, bid.corporate_company_id)).includes(userId))
      throw failure(403, "Only the company's corporate executives reply to its bids.");
    if (bid.bid_status === 'Pending') throw failure(409, 'This bid is still Pending: accept or reject it first.');
  },
  // The bidder's current number, else the one recorded with the bid.
  async recipients(service, bid) {
    const [current] = await numbersOf(service, [bid.bidder_user_id]);
    const recorded = whatsappNumber(bid.bidder_country_code, bid.bidder_mobile_number);
    return [current ?? recorded].filter((n): n is string => n !== null);
  },
  message: (bid) => (bid.bid_status === 'Rejected' ? rejectionMessage(bid) : acceptanceMessage(bid)),
  sentMessage: (bid) =>
    `The bidder has been notified on WhatsApp of the ${bid.bid_status === 'Rejected' ? 'rejection' : 'acceptance'}.`,
});
