/**
 * Simulates Razorpay confirming a Paid Member payment for a member of the running local stack:
 *   npx tsx scripts/simulate-payment.ts <email>
 * Posts a `payment.captured` event signed like Razorpay's to the razorpay-webhook function (API_URL,
 * default the local stack's; RAZORPAY_WEBHOOK_SECRET, default the local test secret) and prints the reply.
 */
import { randomUUID } from 'node:crypto';
import { configFromEnv } from '../supabase/local/config.ts';
import { LOCAL_TEST_WEBHOOK_SECRET, sign } from '../supabase/functions/razorpay-webhook/signature.ts';

const email = process.argv[2];
if (!email?.includes('@')) {
  console.error('usage: npx tsx scripts/simulate-payment.ts <member e-mail>');
  process.exit(2);
}
const config = configFromEnv();
const apiUrl = process.env.API_URL ?? `http://${config.host}:${config.port}`;
const secret = process.env.RAZORPAY_WEBHOOK_SECRET ?? LOCAL_TEST_WEBHOOK_SECRET;

const paymentId = `pay_test_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
const body = JSON.stringify({
  entity: 'event',
  event: 'payment.captured',
  contains: ['payment'],
  created_at: Math.floor(Date.now() / 1000),
  payload: {
    payment: {
      entity: {
        id: paymentId,
        entity: 'payment',
        amount: 989784,
        currency: 'INR',
        status: 'captured',
        email,
        notes: {},
      },
    },
  },
});

const res = await fetch(`${apiUrl}/functions/v1/razorpay-webhook`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-razorpay-event-id': `evt_test_${paymentId}`,
    'x-razorpay-signature': await sign(body, secret),
  },
  body,
});
console.log(`${res.status} ${await res.text()}`);
process.exit(res.ok ? 0 : 1);
