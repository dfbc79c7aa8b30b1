import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * Where the browser loads a stored file from. Rows hold either a full URL (an external image, or a file
 * uploaded through an older build) or a storage path inside `bucket`; a path becomes the public URL of
 * the backend this app is configured for, built at read time as supabase-js's getPublicUrl does, so the
 * same rows work whatever port or host the API runs on.
 */
export function publicUrlOf(client: SupabaseClient, bucket: string, stored: string): string {
  if (ABSOLUTE.test(stored)) return stored;
  return client.storage.from(bucket).getPublicUrl(stored.replace(/^\/+/, '')).data.publicUrl;
}

/** As publicUrlOf, keeping null for a row without a file. */
export function optionalPublicUrlOf(client: SupabaseClient, bucket: string, stored: string | null): string | null {
  return stored ? publicUrlOf(client, bucket, stored) : null;
}
