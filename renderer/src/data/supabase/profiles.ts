import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import type { ProfilesPort } from '../ports/profiles.ts';
import { createProfileActivity } from './profile-activity.ts';
import { createProfileRecords } from './profile-records.ts';

/** The profile port over Supabase: the member's own records, and the activity the profile pages show. */
export function createSupabaseProfiles(client: SupabaseClient, options: { url: string }): ProfilesPort {
  return { ...createProfileRecords(client, options), ...createProfileActivity(client, options) };
}
