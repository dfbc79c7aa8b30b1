import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { BANNER_AD_COLUMNS, BannerAd, HomeCounters } from '@domain/schemas/content.ts';
import { selectList } from '@domain/schemas/entity.ts';
import type { ContentPort } from '../ports/content.ts';
import { dataOf } from './errors.ts';

export function createSupabaseContent(client: SupabaseClient, options: { url: string }): ContentPort {
  return {
    // An ad is booked for one page (its page_location) or for its whole group (page_location = the group).
    async getActiveAds({ group, location, today }) {
      const reply = await client
        .from('corporate_ads')
        .select(selectList(BANNER_AD_COLUMNS))
        .eq('status', true)
        .in('page_location', [location, group])
        .eq('placement_type', group)
        .lte('from_date', today)
        .gte('to_date', today)
        .order('created_at', { ascending: false });
      return z.array(BannerAd).parse(dataOf(reply, options.url));
    },

    // One RPC instead of three head counts: visitors may not read the counted tables (RLS), the function may.
    async getHomeCounters() {
      return HomeCounters.parse(dataOf(await client.rpc('home_counters'), options.url));
    },
  };
}
