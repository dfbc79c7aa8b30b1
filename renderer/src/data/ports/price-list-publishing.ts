import type { PriceListPdf } from './price-list.ts';

/** A list to make from the company's revealed products: one department's or all (null). */
export interface PublishRequest {
  companyId: string;
  department: string | null;
  /** yyyy-mm-dd. */
  validUntil: string;
}

/** Publishing from the price sheet (issue 28), through the `publish-price-list` edge function. */
export interface PriceListPublishingPort {
  /** The PDF the list would be, nothing stored. */
  preview(request: PublishRequest): Promise<Blob>;
  /** Stores the PDF and records the list (the scope's previous edition becomes superseded). */
  publish(request: PublishRequest): Promise<PriceListPdf>;
}
