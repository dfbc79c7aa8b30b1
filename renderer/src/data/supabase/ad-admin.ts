import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { AdminAd, CorporateAdRow } from '@domain/schemas/content.ts';
import type { AdAdminPort } from '../ports/ad-admin.ts';
import { dataOf, throwIfFailed } from './errors.ts';
import { publicUrlOf } from './storage-url.ts';

const BUCKET = 'corporateads';

export function createSupabaseAdAdmin(client: SupabaseClient, options: { url: string }): AdAdminPort {
  // The image is a file of the corporateads bucket: its path there, else what ad_image_url holds.
  const toAd = (row: CorporateAdRow) =>
    AdminAd.parse({ ...row, ad_image_url: publicUrlOf(client, BUCKET, row.ad_image_path ?? row.ad_image_url) });

  return {
    async list() {
      const reply = await client.from('corporate_ads').select('*').order('created_at', { ascending: false });
      return z.array(CorporateAdRow).parse(dataOf(reply, options.url)).map(toAd);
    },

    async save({ id, values, imagePath }) {
      const row = {
        company_name: values.companyName,
        alt_text: values.altText,
        from_date: values.fromDate,
        to_date: values.toDate,
        placement_type: values.placementType,
        page_location: values.pageLocation,
        click_url: values.clickUrl,
        status: values.status,
        ...(imagePath && { ad_image_url: imagePath, ad_image_path: imagePath }),
      };
      if (id === null) {
        if (!imagePath) throw new Error('A new ad needs its image.');
        const reply = await client
          .from('corporate_ads')
          .insert({ ...row, ad_image_url: imagePath, ad_image_path: imagePath })
          .select('*')
          .single();
        return toAd(CorporateAdRow.parse(dataOf(reply, options.url)));
      }
      const reply = await client.from('corporate_ads').update(row).eq('id', id).select('*').single();
      return toAd(CorporateAdRow.parse(dataOf(reply, options.url)));
    },

    async setStatus(id, status) {
      throwIfFailed(await client.from('corporate_ads').update({ status }).eq('id', id), options.url);
    },

    async remove(id) {
      throwIfFailed(await client.from('corporate_ads').delete().eq('id', id), options.url);
    },
  };
}
