import type { CompanySummary } from '@domain/schemas/company.ts';
import type {
  ManagedProduct,
  NewCorporateProduct,
  ProductConflict,
  SavedProduct,
  UnconfirmedPriceChanges,
} from '@domain/schemas/corporate-product.ts';
import type { ProductHistoryEntry } from '@domain/schemas/product-history.ts';
import type { ProductChange } from '@domain/product-edit.ts';
import type { Unsubscribe } from '../gateway.ts';
import type { Outcome } from '../outcome.ts';

export type {
  CompanySummary,
  ManagedProduct,
  NewCorporateProduct,
  ProductConflict,
  ProductHistoryEntry,
  UnconfirmedPriceChanges,
};

/** One product's edit as saved (the domain's product-edit contract). */
export type { ProductChange };

interface SaveResult {
  /** Products whose values changed (an edit back to the stored value is not counted). */
  saved: number;
  rows: SavedProduct[];
}

/**
 * A save's answer. When it wrote nothing: products changed by someone else since they were loaded
 * (`conflicts` holds theirs), the caller may not change this company's prices, a value the server
 * refused (the message names the product), a revealed product at ₹0.00 (`productId`), or changes beyond
 * the company's price check sent unconfirmed (`unconfirmed` lists them: the person is asked, then it is sent
 * again confirmed).
 */
export type SaveOutcome =
  | { ok: true; value: SaveResult }
  | ({ ok: false; message: string } & (
      | { reason: 'conflict'; conflicts: ProductConflict[] }
      | { reason: 'forbidden' | 'invalid' }
      | { reason: 'zero-price'; productId: string | null }
      | { reason: 'unconfirmed'; unconfirmed: UnconfirmedPriceChanges }
      /** The desktop offline: the changes wait in the outbox and are sent when the connection returns. */
      | { reason: 'queued'; queued: number }
    ));

/** Progress of a long read, for a progress bar. */
export interface LoadProgress {
  loaded: number;
  total: number | null;
}

/**
 * A change of one of the company's products, as a hint to refetch it; an empty id says "products changed"
 * (the desktop's sync brought some) without naming them.
 */
export interface ProductChangeHint {
  kind: 'product' | 'history';
  productId: string;
}

/**
 * A product's market class and that class's all-India median (market_for_products, issue 27): `median` is
 * null where fewer than three mills price the class (no single mill's price can be read off it), and blank
 * (no row) when the desktop cannot reach the server.
 */
export interface ProductMarket {
  productId: string;
  classKey: string | null;
  classLabel: string | null;
  median: number | null;
  mills: number;
}

/**
 * The price sheet (/price-management) and the corporate product entry (/admin/corporate-products): a
 * company's products with their versions, the one save call that checks them, and each change's history.
 */
export interface PriceManagementPort {
  /** Every company, by name (the admin's chooser). */
  companies(): Promise<CompanySummary[]>;
  /**
   * Every product of the company, hidden ones too, in pages; `onPage` hears each page as it arrives so
   * the sheet shows the first rows before the last are read, each product once. The first page heard is the
   * company's first products in the natural order (@domain/product-order.ts): every later one sorts below them.
   * With `morePagesAfter`, only a screenful is read until it settles (the first rows painted), so the rest does
   * not hold back their first paint.
   */
  products(
    companyId: string,
    onPage?: (rows: ManagedProduct[], progress: LoadProgress) => void,
    options?: { morePagesAfter?: Promise<unknown> },
  ): Promise<ManagedProduct[]>;
  /** These products as they are now (after a live hint). Missing ids were deleted. */
  productsById(companyId: string, ids: string[]): Promise<ManagedProduct[]>;
  /**
   * Saves price and visibility edits in one call (save_product_changes): all or nothing, version-checked.
   * `confirmed`: the person confirmed the changes beyond the company's price check (listed to them first).
   */
  save(companyId: string, changes: ProductChange[], options?: { confirmed?: boolean }): Promise<SaveOutcome>;
  /** The company's price check: changes beyond ± this % of the old price need confirming. */
  priceCheck(companyId: string): Promise<number>;
  /** Sets the company's price check (its executives and admins). */
  setPriceCheck(companyId: string, maxChangePct: number): Promise<Outcome<number, 'forbidden' | 'invalid'>>;
  /** A product's changes, oldest first. */
  history(productId: string): Promise<ProductHistoryEntry[]>;
  /** The company's latest changes, newest first. */
  recentChanges(companyId: string, limit: number): Promise<ProductHistoryEntry[]>;
  /**
   * Adds products to a company in one insert (/admin/corporate-products). Made on the desktop while the backend
   * does not answer, they are kept on this computer and `queued` says they will be added when the connection returns.
   */
  addProducts(
    companyId: string,
    rows: NewCorporateProduct[],
  ): Promise<Outcome<{ count: number }, 'forbidden' | 'invalid'> & { queued?: string }>;
  /**
   * The class and all-India median of the company's products named in `productIds` (at most 1000 a call: the
   * sheet asks for the rows it has, batch by batch), or of every product when none are named.
   */
  marketForProducts(companyId: string, productIds?: readonly string[]): Promise<ProductMarket[]>;
  /** Classes whose all-India figures the market's minute job just changed (Realtime), as they are announced. */
  subscribeMarketRefreshes(onClasses: (classKeys: string[]) => void): Promise<Unsubscribe>;
  /** Live changes of the company's products and their history (Realtime hints). */
  subscribe(
    companyId: string,
    onChange: (hint: ProductChangeHint) => void,
    onStatus?: (live: boolean) => void,
  ): Promise<Unsubscribe>;
}
