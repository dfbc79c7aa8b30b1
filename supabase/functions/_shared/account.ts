/** Account-level operations shared by the profile functions. */
import type { SupabaseClient } from '@supabase/supabase-js';

/** Paths of every file under `folder` in a bucket, sub-folders included. */
async function filesUnder(service: SupabaseClient, bucket: string, folder: string): Promise<string[]> {
  const { data, error } = await service.storage.from(bucket).list(folder, { limit: 1000 });
  if (error) throw new Error(`listing ${bucket}/${folder} failed: ${error.message}`);
  const paths: string[] = [];
  for (const item of data) {
    const itemPath = `${folder}/${item.name}`;
    // Folders come back without an id.
    if (item.id) paths.push(itemPath);
    else paths.push(...(await filesUnder(service, bucket, itemPath)));
  }
  return paths;
}

/** Removes the files the member uploaded: everything under their `{userId}/` folder in each bucket. */
export async function removeOwnFiles(service: SupabaseClient, userId: string): Promise<void> {
  const { data: buckets, error } = await service.storage.listBuckets();
  if (error) throw new Error(`listing buckets failed: ${error.message}`);
  for (const bucket of buckets) {
    const paths = await filesUnder(service, bucket.id, userId);
    if (paths.length === 0) continue;
    const removed = await service.storage.from(bucket.id).remove(paths);
    if (removed.error) throw new Error(`removing files from ${bucket.id} failed: ${removed.error.message}`);
  }
}

/**
 * Deletes a member for good: their files, then the auth user, whose deletion cascades to the
 * profile and everything that references it (posts, interests, ledger). False when no such user.
 */
export async function deleteAccount(service: SupabaseClient, userId: string): Promise<boolean> {
  await removeOwnFiles(service, userId);
  const { error } = await service.auth.admin.deleteUser(userId);
  if (error?.status === 404) return false;
  if (error) throw new Error(`deleting auth user ${userId} failed: ${error.message}`);
  return true;
}

/** Mirrors the profile's names and membership into the auth user's metadata (the app's menus read it). */
export async function syncUserMetadata(
  service: SupabaseClient,
  userId: string,
  metadata: { member_name?: string; business_name?: string; membership_type?: string },
): Promise<void> {
  const { error } = await service.auth.admin.updateUserById(userId, { user_metadata: metadata });
  if (error) throw new Error(`updating the metadata of ${userId} failed: ${error.message}`);
}
