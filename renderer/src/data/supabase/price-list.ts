import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { PRICE_LIST_COLUMNS, PriceListPdfRow } from '@domain/schemas/content.ts';
import { mask, selectList } from '@domain/schemas/entity.ts';
import type { PriceListPdf, PriceListPort } from '../ports/price-list.ts';
import { dataOf } from './errors.ts';
import { containsPattern } from './search-pattern.ts';
import { publicUrlOf } from './storage-url.ts';

const Row = PriceListPdfRow.pick(mask(PRICE_LIST_COLUMNS));

export function createSupabasePriceList(client: SupabaseClient, options: { url: string }): PriceListPort {
  // The storage path works against whichever backend this is; file_url may name the host it was uploaded to.
  const fileUrl = (row: z.output<typeof Row>) =>
    publicUrlOf(client, row.bucket_name, row.storage_file_path ?? row.file_url);

  return {
    async list(search): Promise<PriceListPdf[]> {
      let query = client
        .from('price_updates_pdfs')
        .select(selectList(PRICE_LIST_COLUMNS))
        .order('uploaded_at', { ascending: false });
      if (search.trim()) query = query.ilike('description', containsPattern(search));
      return z
        .array(Row)
        .parse(dataOf(await query, options.url))
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
