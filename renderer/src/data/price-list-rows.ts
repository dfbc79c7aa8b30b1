/**
 * A price list row as the pages take it, for the web adapter and the desktop's mirror alike. No schema here: the
 * desktop entry imports this, and the schema library must not build a parser before the entry turns off its
 * eval probe (lib/no-eval.ts), which the content-security policy would report.
 */
import type { PriceListPdfRow } from '@domain/schemas/content.ts';
import type { PriceListPdf, PublishedFacts } from './ports/price-list.ts';

type HandUploaded = Pick<
  PriceListPdfRow,
  'id' | 'description' | 'uploaded_at' | 'file_name' | 'file_url' | 'bucket_name' | 'storage_file_path'
>;
type Published = Pick<
  PriceListPdfRow,
  | 'company_id'
  | 'department'
  | 'edition'
  | 'valid_until'
  | 'share_code'
  | 'headline'
  | 'product_count'
  | 'changed_count'
  | 'superseded_at'
  | 'withdrawn_at'
>;
/** A list row as read (published columns absent on rows mirrored before they existed). */
export type ListRow = HandUploaded & Partial<Published>;

/** A published list's facts, or null for a hand-uploaded one (no company, code or edition). */
function publishedFactsOf(row: ListRow, companyName: string): PublishedFacts | null {
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
