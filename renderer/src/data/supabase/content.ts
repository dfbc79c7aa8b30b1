import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { Ad, ContentPort, HomeCounters } from '../ports/content.ts';
import { throwIfFailed } from './errors.ts';

const adRowSchema = z.object({
  id: z.string(),
  ad_image_url: z.string(),
  click_url: z.string().nullable(),
  alt_text: z.string().nullable(),
  company_name: z.string(),
});

const countersSchema = z.object({
  fabric_listings: z.number(),
  sourcing_listings: z.number(),
  active_members: z.number(),
});

export function createSupabaseContent(client: SupabaseClient, options: { url: string }): ContentPort {
  return {
    // An ad is booked for one page (its page_location) or for its whole group (page_location = the group).
    async getActiveAds({ group, location, today }): Promise<Ad[]> {
      const reply = await client
        .from('corporate_ads')
        .select('id, ad_image_url, click_url, alt_text, company_name')
        .eq('status', true)
        .in('page_location', [location, group])
        .eq('placement_type', group)
        .lte('from_date', today)
        .gte('to_date', today)
        .order('created_at', { ascending: false });
      throwIfFailed(reply, options.url);
      return z
        .array(adRowSchema)
        .parse(reply.data)
        .map((row) => ({
          id: row.id,
          imageUrl: row.ad_image_url,
          clickUrl: row.click_url,
          altText: row.alt_text ?? `Advertisement by ${row.company_name}`,
          companyName: row.company_name,
        }));
    },

    // One RPC instead of three head counts: visitors may not read the counted tables (RLS), the function may.
    async getHomeCounters(): Promise<HomeCounters> {
      const reply = await client.rpc('home_counters');
      throwIfFailed(reply, options.url);
      const counters = countersSchema.parse(reply.data);
      return {
        fabricListings: counters.fabric_listings,
        sourcingListings: counters.sourcing_listings,
        activeMembers: counters.active_members,
      };
    },
  };
}
