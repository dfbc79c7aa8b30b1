/**
 * A captured Paid Membership payment as Razorpay announces it, signed like Razorpay signs its webhooks and
 * posted to the razorpay-webhook function: what the local test checkout and scripts/simulate-payment.ts send
 * instead of a real payment, so the upgrade takes exactly the production path.
 */
import { randomUUID } from 'node:crypto';
import { dayInIndia } from '../../functions/_shared/domain/format.ts';
import { paidPlanChargePaise, PaidPlanSetting } from '../../functions/_shared/domain/paid-year.ts';
import { LOCAL_TEST_WEBHOOK_SECRET, sign } from '../../functions/razorpay-webhook/signature.ts';
import { configFromEnv } from '../config.ts';
import type { Queryable } from '../db/database.ts';

/**
 * What a payment charges today, GST included, in paise: the plan's price on India's day, the offer's while it
 * runs (app_settings `paid_plan` offer_valid_until), as the plans and payment pages show it.
 */
export async function testPaymentPaise(db: Queryable, now = new Date()): Promise<number> {
  const { rows } = await db.query<{ value: unknown }>(`select value from public.app_settings where key = 'paid_plan'`);
  const setting = rows[0] ? PaidPlanSetting.safeParse(rows[0].value) : null;
  return paidPlanChargePaise(dayInIndia(now), (setting?.success && setting.data.offer_valid_until) || null);
}

/** The secret the webhook checks: RAZORPAY_WEBHOOK_SECRET, else the documented local test secret. */
function testWebhookSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.RAZORPAY_WEBHOOK_SECRET || LOCAL_TEST_WEBHOOK_SECRET;
}

/**
 * The API scripts/simulate-payment.ts posts to: API_URL, else the local stack's as `npm start` runs it (HOST and
 * PORT, default http://127.0.0.1:54321).
 */
export function apiUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const config = configFromEnv(env);
  return env.API_URL ?? `http://${config.host}:${config.port}`;
}

export interface TestPayer {
  email: string;
  /** The member, as the payment button's notes carry it; without it the webhook goes by the e-mail. */
  userId?: string;
}

/**
 * Posts a signed payment.captured event of `amountPaise` for `payer` to the API's razorpay-webhook; returns its
 * answer (the webhook upgrades by the captured event, whatever the amount).
 */
export async function postTestPayment(
  apiUrl: string,
  payer: TestPayer,
  amountPaise: number,
  secret = testWebhookSecret(),
): Promise<{ status: number; body: unknown }> {
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
          amount: amountPaise,
          currency: 'INR',
          status: 'captured',
          email: payer.email,
          notes: payer.userId ? { user_id: payer.userId } : {},
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
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: res.status, body: parsed };
}
