/**
 * bid-submission: `{ bid_id }` → `{ success, message }`. The bidder, after place_corporate_bid, has the
 * company's corporate executives told of the new bid on WhatsApp (see _shared/notifications/bid.ts).
 */
import {
  bidNotificationHandler,
  executivesOf,
  failure,
  numbersOf,
  submissionMessage,
} from '../_shared/notifications/bid.ts';

export default bidNotificationHandler('bid-submission', {
  column: 'submission_notified_at',
  async authorize(_service, bid, userId) {
    if (bid.bidder_user_id !== userId) throw failure(403, 'Only the bidder can announce this bid.');
  },
  recipients: async (service, bid) => numbersOf(service, await executivesOf(service, bid.corporate_company_id)),
  message: submissionMessage,
  sentMessage: "The company's executives have been notified of your bid.",
});
