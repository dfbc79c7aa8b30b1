import { describe, expect, it } from 'vitest';
import { paidPlanChargePaise } from '@domain/paid-year.ts';
import { configFromEnv } from '../../../supabase/local/config.ts';
import type { StackContext } from '../../../supabase/local/http/types.ts';
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

  it('charges the price of the day plus 18% GST, in paise: the offer’s up to its last day, then the regular one', () => {
    expect(paidPlanChargePaise('2025-09-22', '2025-09-22')).toBe(989784);
    expect(paidPlanChargePaise('2025-09-23', '2025-09-22')).toBe(1416000);
    expect(paidPlanChargePaise('2026-11-27', null)).toBe(1416000);
  });
});
