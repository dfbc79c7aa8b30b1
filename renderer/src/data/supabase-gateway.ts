import type { SupabaseClient } from '@supabase/supabase-js';
import type { DataGateway } from './gateway.ts';
import { createSupabaseAuth } from './supabase/auth.ts';
import { createSupabaseContent } from './supabase/content.ts';
import { createSupabaseCorporate } from './supabase/corporate.ts';
import { createSupabaseDirectory } from './supabase/directory.ts';
import { createSupabaseInfo } from './supabase/info.ts';
import { createSupabaseMarketplace } from './supabase/marketplace.ts';
import { createSupabaseNews } from './supabase/news.ts';
import { createSupabasePlatform } from './supabase/platform.ts';
import { createSupabasePriceList } from './supabase/price-list.ts';
import { createSupabaseProfiles } from './supabase/profiles.ts';
import { createSupabaseSession } from './supabase/session.ts';

/** The web adapter: every area over one supabase-js client. */
export function createSupabaseGateway(client: SupabaseClient, options: { url: string; anonKey: string }): DataGateway {
  return {
    backendUrl: options.url,
    platform: createSupabasePlatform(client, options),
    session: createSupabaseSession(client, options),
    content: createSupabaseContent(client, options),
    auth: createSupabaseAuth(client, options),
    profiles: createSupabaseProfiles(client),
    marketplace: createSupabaseMarketplace(client, options),
    directory: createSupabaseDirectory(client, options),
    corporate: createSupabaseCorporate(client, options),
    info: createSupabaseInfo(client, options),
    priceList: createSupabasePriceList(client, options),
    news: createSupabaseNews(client, options),
  };
}
