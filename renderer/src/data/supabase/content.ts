import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { BANNER_AD_COLUMNS, BannerAd, CorporateAdRow, HomeCounters } from '@domain/schemas/content.ts';
import { mask, selectList } from '@domain/schemas/entity.ts';
import type { ContentPort } from '../ports/content.ts';
import { dataOf } from './errors.ts';
import { publicUrlOf } from './storage-url.ts';

const AD_COLUMNS = [...BANNER_AD_COLUMNS, 'ad_image_path'] as const;
const AdRow = CorporateAdRow.pick(mask(AD_COLUMNS));

export function createSupabaseContent(client: SupabaseClient, options: { url: string }): ContentPort {
  return {
    // An ad is booked for one page (its page_location) or for its whole group (page_location = the group).
    async getActiveAds({ group, location, today }) {
      const reply = await client
        .from('corporate_ads')
        .select(selectList(AD_COLUMNS))
        .eq('status', true)
        .in('page_location', [location, group])
        .eq('placement_type', group)
        .lte('from_date', today)
        .gte('to_date', today)
        .order('created_at', { ascending: false });
      // The image is a file of the corporateads bucket: its path there, else what ad_image_url holds.
      return z
        .array(AdRow)
        .parse(dataOf(reply, options.url))
        .map(({ ad_image_path, ...ad }) =>
          BannerAd.parse({
            ...ad,
            ad_image_url: publicUrlOf(client, 'corporateads', ad_image_path ?? ad.ad_image_url),
          }),
        );
    },

    // One RPC instead of three head counts: visitors may not read the counted tables (RLS), the function may.
    async getHomeCounters() {
      return HomeCounters.parse(dataOf(await client.rpc('home_counters'), options.url));
    },
  };
}
