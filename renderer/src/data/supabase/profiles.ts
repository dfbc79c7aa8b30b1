import type { SupabaseClient } from '@supabase/supabase-js';
import type { ProfilesPort } from '../ports/profiles.ts';

export function createSupabaseProfiles(_client: SupabaseClient): ProfilesPort {
  return {};
}
