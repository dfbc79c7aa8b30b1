import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { PRICE_LIST_COLUMNS, PUBLISHED_LIST_COLUMNS, PriceListPdfRow } from '@domain/schemas/content.ts';
import { mask, selectList } from '@domain/schemas/entity.ts';
import { priceListOf, type ListRow } from '../price-list-rows.ts';
import type { PriceListPort } from '../ports/price-list.ts';
import { dataOf } from './errors.ts';
import { containsPattern } from './search-pattern.ts';
import { publicUrlOf } from './storage-url.ts';

/** A list row as read here (published columns optional, as on the desktop's mirror). */
const ListRowSchema = PriceListPdfRow.pick(mask(PRICE_LIST_COLUMNS)).extend(
  PriceListPdfRow.pick(mask(PUBLISHED_LIST_COLUMNS)).partial().shape,
);

const Row = ListRowSchema.extend({ company: z.object({ company_name: z.string() }).nullable().optional() });

// The publishing company's name comes embedded (company_details is public to read, as the company page is).
const SELECT = `${selectList([...PRICE_LIST_COLUMNS, ...PUBLISHED_LIST_COLUMNS])}, company:company_details(company_name)`;

export function createSupabasePriceList(client: SupabaseClient, options: { url: string }): PriceListPort {
  // The storage path works against whichever backend this is; file_url may name the host it was uploaded to.
  const fileUrl = (row: ListRow) => publicUrlOf(client, row.bucket_name, row.storage_file_path ?? row.file_url);
  const toList = (data: unknown) =>
    z
      .array(Row)
      .parse(data)
      .map((row) => priceListOf(row, fileUrl(row), row.company?.company_name ?? ''));
  const lists = () => client.from('price_updates_pdfs').select(SELECT).order('uploaded_at', { ascending: false });

  return {
    async list(search) {
      let query = lists();
      if (search.trim()) query = query.ilike('description', containsPattern(search));
      return toList(dataOf(await query, options.url));
    },
    async companyLists(companyId) {
      return toList(dataOf(await lists().eq('company_id', companyId), options.url));
    },
    async byShareCode(shareCode) {
      const found = toList(dataOf(await lists().eq('share_code', shareCode).limit(1), options.url));
      return found[0] ?? null;
    },
    async withdraw(listId) {
      dataOf(await client.rpc('withdraw_price_list', { p_list_id: listId }), options.url);
    },
  };
}
