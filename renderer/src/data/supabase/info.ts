import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { Partner, PARTNER_COLUMNS } from '@domain/schemas/content.ts';
import { PaidPlanSetting, paidPlanTermsOf } from '@domain/paid-year.ts';
import { selectList } from '@domain/schemas/entity.ts';
import { GatewayError } from '../gateway.ts';
import { accepted, refused } from '../outcome.ts';
import type { InfoPort } from '../ports/info.ts';
import { dataOf, throwIfFailed, unreachableError } from './errors.ts';
import { publicUrlOf } from './storage-url.ts';
import { userMessage } from '@domain/server-errors.ts';

/** The local stack's test checkout (supabase/local/test-checkout); hosted Supabase has no such route. */
const TEST_CHECKOUT = '/test-checkout/v1';
const TestCheckoutReply = z.object({
  mode: z.literal('test'),
  amount: z.number().int().positive(),
  currency: z.string(),
});

/** A backend on this machine: the only kind that may offer a test checkout. */
function isLoopback(url: string): boolean {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export function createSupabaseInfo(client: SupabaseClient, options: { url: string; anonKey: string }): InfoPort {
  return {
    async listPartners() {
      const reply = await client.from('partner_organisations').select(selectList(PARTNER_COLUMNS)).order('name');
      return z
        .array(Partner)
        .parse(dataOf(reply, options.url))
        .map((partner) => ({ ...partner, logoUrl: publicUrlOf(client, 'companyfiles', partner.logoUrl) }));
    },

    // Insert without returning: visitors may send an enquiry but not read the table back (RLS).
    async sendCorporateEnquiry(enquiry) {
      const reply = await client.from('corporate_enquiries').insert({
        name: enquiry.name,
        country_code: enquiry.countryCode,
        mobile_number: enquiry.mobileNumber.replace(/[\s-]/g, ''),
        organisation_name: enquiry.organisationName,
        email: enquiry.email,
      });
      throwIfFailed(reply, options.url);
    },

    async paidPlan() {
      const reply = await client.from('app_settings').select('value').eq('key', 'paid_plan').maybeSingle();
      const row = dataOf(reply, options.url);
      return paidPlanTermsOf(row ? PaidPlanSetting.parse(row.value) : null);
    },

    async testCheckout() {
      if (!isLoopback(options.url)) return null;
      try {
        const res = await fetch(`${options.url}${TEST_CHECKOUT}`);
        const reply = res.ok ? TestCheckoutReply.safeParse(await res.json()) : null;
        return reply?.success ? { amountPaise: reply.data.amount, currency: reply.data.currency } : null;
      } catch {
        return null; // no local stack answering: no test checkout
      }
    },

    async payInTestMode() {
      const { data } = await client.auth.getSession();
      const token = data.session?.access_token;
      if (!token) return refused('refused', 'Log in to pay.');
      let res: Response;
      try {
        res = await fetch(`${options.url}${TEST_CHECKOUT}/pay`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, apikey: options.anonKey },
        });
      } catch {
        throw unreachableError(options.url);
      }
      if (res.ok) return accepted(undefined);
      const message = z.object({ message: z.string() }).safeParse(await res.json().catch(() => null));
      if (res.status < 500 && message.success) return refused('refused', userMessage(message.data.message));
      throw new GatewayError(
        message.success ? message.data.message : `Test checkout failed (${res.status}).`,
        'failed',
      );
    },
  };
}
