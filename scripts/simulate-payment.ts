/**
 * Simulates Razorpay confirming a Paid Member payment for a member of the running local stack:
 *   npx tsx scripts/simulate-payment.ts <email>
 * Posts a `payment.captured` event signed like Razorpay's to the razorpay-webhook function (API_URL, default
 * the local stack's on PORT and HOST as `npm start` uses them; RAZORPAY_WEBHOOK_SECRET, default the local test
 * secret) and prints the reply. The app's payment page offers the same as a test checkout on a local stack.
 */
import { apiUrlFromEnv, postTestPayment } from '../supabase/local/test-checkout/payment-event.ts';

const email = process.argv[2];
if (!email?.includes('@')) {
  console.error('usage: npx tsx scripts/simulate-payment.ts <member e-mail>');
  process.exit(2);
}
const reply = await postTestPayment(apiUrlFromEnv(), { email });
console.log(`${reply.status} ${JSON.stringify(reply.body)}`);
process.exit(reply.status === 200 ? 0 : 1);
