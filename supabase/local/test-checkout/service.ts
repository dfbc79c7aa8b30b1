/**
 * The local stack's test checkout, like Razorpay's test mode: a signed-in member presses "pay" in the app and
 * the stack sends the razorpay-webhook function the signed payment.captured event Razorpay would, so the
 * upgrade (Paid Member, credits, verified badge) happens exactly as in production. It exists only when the
 * API listens on a loopback address: hosted Supabase and any stack reachable from other machines lack it.
 *
 *   GET  /test-checkout/v1       what a test payment charges (the app shows the checkout when this answers)
 *   POST /test-checkout/v1/pay   pays for the caller (Authorization: Bearer <the member's access token>)
 */
import { bearerToken, JwtError, verifyJwt } from '../http/jwt.ts';
import { HttpError, json, type ApiRequest, type Service, type StackContext } from '../http/types.ts';
import { postTestPayment, testPaymentPaise } from './payment-event.ts';

const TEST_CHECKOUT_PREFIX = '/test-checkout/v1';

/** 127.x.x.x, ::1 and localhost: only this machine can reach the stack. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The mount for the stack's service table: the checkout on a loopback API, nothing otherwise. */
export function testCheckoutMount(ctx: StackContext): Record<string, Service> {
  return isLoopbackHost(ctx.config.host) ? { [TEST_CHECKOUT_PREFIX]: createTestCheckoutService(ctx) } : {};
}

async function caller(ctx: StackContext, req: ApiRequest): Promise<{ id: string; email: string }> {
  const token = bearerToken(req.headers);
  if (!token) throw new HttpError(401, { message: 'Log in to pay.' });
  let claims;
  try {
    claims = await verifyJwt(token, ctx.config.jwtSecret);
  } catch (e) {
    if (e instanceof JwtError) throw new HttpError(401, { message: 'Your session has expired. Log in again.' });
    throw e;
  }
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
    throw new HttpError(401, { message: 'Log in to pay.' });
  }
  const { rows } = await ctx.db.query<{ email: string }>('select email from auth.users where id = $1', [claims.sub]);
  if (!rows[0]) throw new HttpError(401, { message: 'Log in to pay.' });
  return { id: claims.sub, email: rows[0].email };
}

function createTestCheckoutService(ctx: StackContext): Service {
  return {
    async handle(req) {
      if (req.method === 'GET' && (req.path === '' || req.path === '/')) {
        return json(200, { mode: 'test', amount: await testPaymentPaise(ctx.db), currency: 'INR' });
      }
      if (req.method === 'POST' && req.path === '/pay') {
        const member = await caller(ctx, req);
        const payer = { email: member.email, userId: member.id };
        const reply = await postTestPayment(ctx.publicUrl(), payer, await testPaymentPaise(ctx.db));
        const status = (reply.body as { status?: unknown } | null)?.status;
        if (reply.status !== 200 || status !== 'upgraded') {
          // Only members with a profile can be upgraded; anything else is the webhook's to explain.
          const message =
            status === 'no_member'
              ? 'Complete your profile before you upgrade.'
              : `The payment confirmation was not accepted (${reply.status}).`;
          return json(reply.status === 200 ? 422 : 502, { message, webhook: reply.body });
        }
        return json(200, { status });
      }
      return json(404, { message: 'no Route matched with those values' });
    },
  };
}
