import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../supabase/local/config.ts';
import type { StackContext } from '../../../supabase/local/http/types.ts';
import { TEST_PAYMENT_PAISE } from '../../../supabase/local/test-checkout/payment-event.ts';
import { isLoopbackHost, testCheckoutMount } from '../../../supabase/local/test-checkout/service.ts';

const contextOn = (host: string) => ({ config: { ...configFromEnv({}), host } }) as unknown as StackContext;

describe('the local test checkout', () => {
  it('is mounted only when the API listens on this machine alone', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) {
      expect(Object.keys(testCheckoutMount(contextOn(host))), host).toEqual(['/test-checkout/v1']);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'api.loomconnect.in', '127.example.com']) {
      expect(testCheckoutMount(contextOn(host)), host).toEqual({});
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it('charges the pre-launch price plus 18% GST, in paise', () => {
    expect(TEST_PAYMENT_PAISE).toBe(989784);
  });
});
