import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import type { DataGateway } from './gateway.ts';
import { lazyArea } from './lazy-area.ts';
import { createSupabaseSession } from './supabase/session.ts';

/**
 * The web adapter: every area over one supabase-js client. The session loads with the app; every other
 * area (even the home page's counters and ads) loads on its first call, so the first download stays small.
 */
export function createSupabaseGateway(client: SupabaseClient, options: { url: string; anonKey: string }): DataGateway {
  return {
    backendUrl: options.url,
    session: createSupabaseSession(client, options),
    content: lazyArea(async () => (await import('./supabase/content.ts')).createSupabaseContent(client, options)),
    auth: lazyArea(async () => (await import('./supabase/auth.ts')).createSupabaseAuth(client, options)),
    profiles: lazyArea(async () => (await import('./supabase/profiles.ts')).createSupabaseProfiles(client, options)),
    marketplace: lazyArea(async () =>
      (await import('./supabase/marketplace.ts')).createSupabaseMarketplace(client, options),
    ),
    directory: lazyArea(async () => (await import('./supabase/directory.ts')).createSupabaseDirectory(client, options)),
    corporate: lazyArea(async () => (await import('./supabase/corporate.ts')).createSupabaseCorporate(client, options)),
    info: lazyArea(async () => (await import('./supabase/info.ts')).createSupabaseInfo(client, options)),
    priceList: lazyArea(async () =>
      (await import('./supabase/price-list.ts')).createSupabasePriceList(client, options),
    ),
    priceListPublishing: lazyArea(async () =>
      (await import('./supabase/price-list-publishing.ts')).createSupabasePublishing(client, options),
    ),
    news: lazyArea(async () => (await import('./supabase/news.ts')).createSupabaseNews(client, options)),
    uploads: lazyArea(async () => (await import('./supabase/upload.ts')).createSupabaseUploads(client, options)),
    sourcing: lazyArea(async () => (await import('./supabase/sourcing.ts')).createSupabaseSourcing(client, options)),
    vendorApplications: lazyArea(async () =>
      (await import('./supabase/vendor-applications.ts')).createSupabaseVendorApplications(client, options),
    ),
    adminPanel: lazyArea(async () =>
      (await import('./supabase/admin-panel.ts')).createSupabaseAdminPanel(client, options),
    ),
    bids: lazyArea(async () => (await import('./supabase/bids.ts')).createSupabaseBids(client, options)),
    memberAdmin: lazyArea(async () =>
      (await import('./supabase/member-admin.ts')).createSupabaseMemberAdmin(client, options),
    ),
    adAdmin: lazyArea(async () => (await import('./supabase/ad-admin.ts')).createSupabaseAdAdmin(client, options)),
    operations: lazyArea(async () =>
      (await import('./supabase/operations.ts')).createSupabaseOperations(client, options),
    ),
    priceManagement: lazyArea(async () =>
      (await import('./supabase/price-management.ts')).createSupabasePriceManagement(client, options),
    ),
    market: lazyArea(async () => (await import('./supabase/market.ts')).createSupabaseMarket(client, options)),
    alerts: lazyArea(async () => (await import('./supabase/alerts.ts')).createSupabaseAlerts(client, options)),
    salesTeam: lazyArea(async () =>
      (await import('./supabase/sales-team.ts')).createSupabaseSalesTeam(client, options),
    ),
  };
}
