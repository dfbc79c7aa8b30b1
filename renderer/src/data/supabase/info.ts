import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { InfoPort, Partner } from '../ports/info.ts';
import { throwIfFailed } from './errors.ts';

const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  website_url: z.string().nullable(),
  logo_url: z.string(),
});

export function createSupabaseInfo(client: SupabaseClient, options: { url: string }): InfoPort {
  return {
    async listPartners(): Promise<Partner[]> {
      const reply = await client.from('partner_organisations').select('id, name, website_url, logo_url').order('name');
      throwIfFailed(reply, options.url);
      return z
        .array(partnerSchema)
        .parse(reply.data)
        .map((row) => ({ id: row.id, name: row.name, websiteUrl: row.website_url, logoUrl: row.logo_url }));
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
  };
}
