/** One price list PDF, as the price list page shows it. */
export interface PriceListPdf {
  id: string;
  description: string;
  uploadedAt: string;
  fileName: string | null;
  /** Where the PDF is served from this backend (built from its storage path when it has one). */
  fileUrl: string;
}

/** The price list (trade §3): uploaded PDFs, newest first. */
export interface PriceListPort {
  /** PDFs whose description contains `search` (case-insensitive); every PDF for an empty search. */
  list(search: string): Promise<PriceListPdf[]>;
}
