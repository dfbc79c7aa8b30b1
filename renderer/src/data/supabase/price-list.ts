import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { PRICE_LIST_COLUMNS, PUBLISHED_LIST_COLUMNS, PriceListPdfRow } from '@domain/schemas/content.ts';
import { mask, selectList } from '@domain/schemas/entity.ts';
import type { PriceListPdf, PriceListPort, PublishedFacts } from '../ports/price-list.ts';
import { dataOf } from './errors.ts';
import { containsPattern } from './search-pattern.ts';
import { publicUrlOf } from './storage-url.ts';

/** A list row as read here and mirrored on the desktop (published columns absent on rows mirrored before them). */
const ListRow = PriceListPdfRow.pick(mask(PRICE_LIST_COLUMNS)).extend(
  PriceListPdfRow.pick(mask(PUBLISHED_LIST_COLUMNS)).partial().shape,
);
export type ListRow = z.output<typeof ListRow>;

const Row = ListRow.extend({ company: z.object({ company_name: z.string() }).nullable().optional() });

// The publishing company's name comes embedded (company_details is public to read, as the company page is).
const SELECT = `${selectList([...PRICE_LIST_COLUMNS, ...PUBLISHED_LIST_COLUMNS])}, company:company_details(company_name)`;

/** A published list's facts, or null for a hand-uploaded one (no company, code or edition). */
export function publishedFactsOf(row: ListRow, companyName: string): PublishedFacts | null {
  if (!row.company_id || !row.share_code || !row.edition || !row.valid_until) return null;
  return {
    companyId: row.company_id,
    companyName,
    department: row.department ?? null,
    edition: row.edition,
    validUntil: row.valid_until,
    shareCode: row.share_code,
    headline: row.headline ?? null,
    productCount: row.product_count ?? null,
    changedCount: row.changed_count ?? null,
    supersededAt: row.superseded_at ?? null,
    withdrawnAt: row.withdrawn_at ?? null,
  };
}

/** A row as the pages take it, given where its file is served from and its company's name. */
export function priceListOf(row: ListRow, fileUrl: string, companyName: string): PriceListPdf {
  return {
    id: row.id,
    description: row.description,
    uploadedAt: row.uploaded_at,
    fileName: row.file_name,
    fileUrl,
    published: publishedFactsOf(row, companyName),
  };
}

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
