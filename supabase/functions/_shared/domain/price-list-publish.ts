/**
 * A price list published from the price sheet (issue 28), as the PDF renderer, the publishing function,
 * the pages and the tests all see it. The server reads the company's revealed products into a
 * PriceListDocument; the renderer turns it into the PDF.
 */

/** One revealed product on the list. */
export interface PriceListLine {
  productId: string;
  department: string;
  /** The product's market class label (marketClassOf(...).label), the group it is listed under. */
  classLabel: string;
  /** The product's own description: the class label plus what the class leaves out (grade, blend, plies…). */
  description: string;
  /** ₹ per the product's unit, GST extra. */
  price: number;
  /** The price on the company's previous list of the same scope; null when new on this list. */
  previousPrice: number | null;
  /** 'kg', 'metre'… as the sheet shows it. */
  unit: string;
}

export interface PriceListDocument {
  companyName: string;
  /** The company's logo (PNG or JPEG bytes), or null. */
  logo: Uint8Array | null;
  /** The one department listed; null: all departments. */
  department: string | null;
  edition: number;
  /** ISO dates (yyyy-mm-dd). */
  publishedOn: string;
  validUntil: string;
  lines: PriceListLine[];
}
