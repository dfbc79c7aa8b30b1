/** Razorpay webhook signatures: hex HMAC-SHA256 of the raw body with the webhook secret. */
import { env } from '../_shared/env.ts';
import { isLoopback } from '../_shared/messaging/index.ts';

/** The secret the local stack uses when RAZORPAY_WEBHOOK_SECRET is unset (loopback SUPABASE_URL only). */
export const LOCAL_TEST_WEBHOOK_SECRET = 'loomconnect-local-webhook-secret';

/** RAZORPAY_WEBHOOK_SECRET, else the local test secret on a loopback stack, else null (not set up). */
export function webhookSecret(): string | null {
  return env('RAZORPAY_WEBHOOK_SECRET') ?? (isLoopback(env('SUPABASE_URL')) ? LOCAL_TEST_WEBHOOK_SECRET : null);
}

function hmacKey(secret: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    usage,
  ]);
}

/** The signature Razorpay sends in X-Razorpay-Signature for `body`. */
export async function sign(body: string, secret: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), new TextEncoder().encode(body));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether `signature` is the body's HMAC; WebCrypto's verify compares in constant time. */
export async function verify(body: string, signature: string, secret: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const bytes = new Uint8Array(signature.match(/../g)!.map((h) => parseInt(h, 16)));
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), bytes, new TextEncoder().encode(body));
}
