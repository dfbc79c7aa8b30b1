import type { SupabaseClient } from '@supabase/supabase-js';
import type { DataGateway } from './gateway.ts';
import { lazyArea } from './lazy-area.ts';
import { createSupabaseContent } from './supabase/content.ts';
import { createSupabaseSession } from './supabase/session.ts';

/**
 * The web adapter: every area over one supabase-js client. The session and the shell's content load with the
 * app; every other area loads on its first call, so the home page does not download the other pages' data code.
 */
export function createSupabaseGateway(client: SupabaseClient, options: { url: string; anonKey: string }): DataGateway {
  return {
    backendUrl: options.url,
    platform: lazyArea(async () => (await import('./supabase/platform.ts')).createSupabasePlatform(client, options)),
    session: createSupabaseSession(client, options),
    content: createSupabaseContent(client, options),
    auth: lazyArea(async () => (await import('./supabase/auth.ts')).createSupabaseAuth(client, options)),
    profiles: lazyArea(async () => (await import('./supabase/profiles.ts')).createSupabaseProfiles(client)),
    marketplace: lazyArea(async () =>
      (await import('./supabase/marketplace.ts')).createSupabaseMarketplace(client, options),
    ),
    directory: lazyArea(async () => (await import('./supabase/directory.ts')).createSupabaseDirectory(client, options)),
    corporate: lazyArea(async () => (await import('./supabase/corporate.ts')).createSupabaseCorporate(client, options)),
    info: lazyArea(async () => (await import('./supabase/info.ts')).createSupabaseInfo(client, options)),
    priceList: lazyArea(async () =>
      (await import('./supabase/price-list.ts')).createSupabasePriceList(client, options),
    ),
    news: lazyArea(async () => (await import('./supabase/news.ts')).createSupabaseNews(client, options)),
  };
}
