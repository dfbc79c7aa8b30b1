import type { SupabaseClient } from '@supabase/supabase-js';
import type { DataGateway } from './gateway.ts';
import { createSupabaseAuth } from './supabase/auth.ts';
import { createSupabaseContent } from './supabase/content.ts';
import { createSupabasePlatform } from './supabase/platform.ts';
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
  };
}
