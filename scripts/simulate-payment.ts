/**
 * Simulates Razorpay confirming a Paid Member payment for a member of the running local stack:
 *   npx tsx scripts/simulate-payment.ts <email>
 * Posts a `payment.captured` event signed like Razorpay's to the razorpay-webhook function (API_URL, default
 * the local stack's on PORT and HOST as `npm start` uses them; RAZORPAY_WEBHOOK_SECRET, default the local test
 * secret) and prints the reply. The app's payment page offers the same as a test checkout on a local stack.
 */
import { PAID_PLAN } from '../supabase/functions/_shared/domain/constants.ts';
import { dayInIndia } from '../supabase/functions/_shared/domain/format.ts';
import { paidPlanChargePaise } from '../supabase/functions/_shared/domain/paid-year.ts';
import { apiUrlFromEnv, postTestPayment } from '../supabase/local/test-checkout/payment-event.ts';

const email = process.argv[2];
if (!email?.includes('@')) {
  console.error('usage: npx tsx scripts/simulate-payment.ts <member e-mail>');
  process.exit(2);
}
// The webhook upgrades on the captured event whatever its amount; the price with the spec's offer day is named.
const reply = await postTestPayment(
  apiUrlFromEnv(),
  { email },
  paidPlanChargePaise(dayInIndia(new Date()), PAID_PLAN.offerValidUntil),
);
console.log(`${reply.status} ${JSON.stringify(reply.body)}`);
process.exit(reply.status === 200 ? 0 : 1);
