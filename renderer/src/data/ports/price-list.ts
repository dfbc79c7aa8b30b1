import type { PriceListPdfRow } from '@domain/schemas/content.ts';
import type { Camelized } from '@domain/schemas/entity.ts';

/** One price list PDF, as the price list page shows it. */
export type PriceListPdf = Pick<Camelized<PriceListPdfRow>, 'id' | 'description' | 'uploadedAt' | 'fileName'> & {
  /** Where the PDF is served from this backend (built from its storage path when it has one). */
  fileUrl: string;
};

/** The price list (trade §3): uploaded PDFs, newest first. */
export interface PriceListPort {
  /** PDFs whose description contains `search` (case-insensitive); every PDF for an empty search. */
  list(search: string): Promise<PriceListPdf[]>;
}
