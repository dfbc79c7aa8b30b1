import type { RunningStack } from '../../../supabase/local/stack.ts';

/** Uploads a PDF into the prices bucket as an admin's upload does (`token`: the admin's JWT); throws unless stored. */
export async function uploadPriceListFile(
  stack: Pick<RunningStack, 'url' | 'config'>,
  token: string,
  storagePath: string,
  body: Uint8Array,
): Promise<void> {
  const upload = await fetch(`${stack.url}/storage/v1/object/prices/${storagePath}`, {
    method: 'POST',
    headers: { apikey: stack.config.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/pdf' },
    body,
  });
  if (upload.status !== 200) throw new Error(`upload of ${storagePath}: HTTP ${upload.status}`);
}
