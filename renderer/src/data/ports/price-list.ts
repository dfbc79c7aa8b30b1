import type { PriceListPdfRow } from '@domain/schemas/content.ts';
import type { Camelized } from '@domain/schemas/entity.ts';

/** What a list published from the price sheet carries beyond an uploaded one (issue 28). */
export type PublishedFacts = Pick<
  Camelized<PriceListPdfRow>,
  'department' | 'headline' | 'productCount' | 'changedCount' | 'supersededAt' | 'withdrawnAt'
> & {
  companyId: string;
  /** The publishing company's name ('' when the company is unknown to this reader). */
  companyName: string;
  edition: number;
  /** The last day its prices hold (yyyy-mm-dd). */
  validUntil: string;
  /** The code of its public link (/l/<code>). */
  shareCode: string;
};

/** One price list PDF, as the price list page shows it. */
export type PriceListPdf = Pick<Camelized<PriceListPdfRow>, 'id' | 'description' | 'uploadedAt' | 'fileName'> & {
  /** Where the PDF is served from this backend (built from its storage path when it has one). */
  fileUrl: string;
  /** Null for a list staff uploaded by hand. */
  published: PublishedFacts | null;
};

/** The price list (trade §3): uploaded and published PDFs, newest first. */
export interface PriceListPort {
  /** PDFs whose description contains `search` (case-insensitive); every PDF for an empty search. */
  list(search: string): Promise<PriceListPdf[]>;
  /** Every list the company published, newest first (its history, superseded and withdrawn ones included). */
  companyLists(companyId: string): Promise<PriceListPdf[]>;
  /** The published list a share link names, or null when no list has that code. */
  byShareCode(shareCode: string): Promise<PriceListPdf | null>;
  /** Withdraws a published list (its company's executives and admins; refused when already withdrawn). */
  withdraw(listId: string): Promise<void>;
}
