import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { PriceListPdf, PriceListPort } from '../ports/price-list.ts';
import { throwIfFailed } from './errors.ts';
import { containsPattern } from './search-pattern.ts';

const rowSchema = z.object({
  id: z.string(),
  file_url: z.string(),
  description: z.string(),
  uploaded_at: z.string(),
  file_name: z.string().nullable(),
  bucket_name: z.string().nullable(),
  storage_file_path: z.string().nullable(),
});

export function createSupabasePriceList(client: SupabaseClient, options: { url: string }): PriceListPort {
  // The stored file_url names the host it was uploaded to; the storage path works against whichever backend this is.
  const fileUrl = (row: z.infer<typeof rowSchema>) =>
    row.bucket_name && row.storage_file_path
      ? client.storage.from(row.bucket_name).getPublicUrl(row.storage_file_path).data.publicUrl
      : row.file_url;

  return {
    async list(search): Promise<PriceListPdf[]> {
      let query = client
        .from('price_updates_pdfs')
        .select('id, file_url, description, uploaded_at, file_name, bucket_name, storage_file_path')
        .order('uploaded_at', { ascending: false });
      if (search.trim()) query = query.ilike('description', containsPattern(search));
      const reply = await query;
      throwIfFailed(reply, options.url);
      return z
        .array(rowSchema)
        .parse(reply.data)
        .map((row) => ({
          id: row.id,
          description: row.description,
          uploadedAt: row.uploaded_at,
          fileName: row.file_name,
          fileUrl: fileUrl(row),
        }));
    },
  };
}
