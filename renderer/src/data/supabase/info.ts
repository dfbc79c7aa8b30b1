import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { Partner, PARTNER_COLUMNS } from '@domain/schemas/content.ts';
import { selectList } from '@domain/schemas/entity.ts';
import type { InfoPort } from '../ports/info.ts';
import { dataOf, throwIfFailed } from './errors.ts';
import { publicUrlOf } from './storage-url.ts';

export function createSupabaseInfo(client: SupabaseClient, options: { url: string }): InfoPort {
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
  };
}
