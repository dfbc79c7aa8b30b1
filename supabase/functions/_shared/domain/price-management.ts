/**
 * Price and Status Management (trade §2, §5, §8, §9): the page's messages word for word, and the rules of
 * a price sheet edit — what a typed or pasted price means, what a visibility cell may say, a change of
 * ±x % rounded to paise — shared by the grid, its import, the desktop outbox and the tests.
 * save_product_changes (migration 20261125006000) checks the same limits on the server.
 */
import { LIMITS } from './constants.ts';
import { VISIBILITY_STATUSES, type VisibilityStatus } from './yarn.ts';

export const PRICE_MANAGEMENT = {
  title: 'Price and Status Management',
  adminSelect: 'Admin: Select Company',
  selectCompany: 'Select a Company',
  selectCompanyHint: 'Choose a company above to manage its product prices and visibility.',
  noCompanies: 'No Companies Registered',
  noProducts: 'No Products Found',
  updateSuccessful: 'Update Successful',
  noChanges: 'No Changes',
  noChangesDescription: 'There are no edited prices or visibilities to save.',
  updateFailed: 'Update Failed',
  loadErrorTitle: 'Error Fetching Products',
  conflictTitle: 'Changed by someone else',
} as const;

/** 'Update Successful' says how many products of which department changed (§8). */
export function updateSuccessfulDescription(count: number, departments: readonly string[]): string {
  const products = `${count} product${count === 1 ? '' : 's'}`;
  if (departments.length === 0) return `${products} updated.`;
  if (departments.length === 1) return `${products} updated in ${departments[0]}.`;
  return `${products} updated in ${departments.length} departments (${departments.join(', ')}).`;
}

/** 'Update Failed' names the product (§8). */
export const failedToUpdateProduct = (id: string) => `Failed to update product ${id}`;

export const PRICE_MESSAGES = {
  price: `Basic price must be a number from 0 to ${LIMITS.basicPriceMax} with at most 2 decimals.`,
  visibility: `Visibility must be ${VISIBILITY_STATUSES.join(' or ')}.`,
  percent: 'Enter a change in % between -99.99 and 1000, e.g. 2.5 or -3.',
  percentTooHigh: `The new price would be above ${LIMITS.basicPriceMax}.`,
  notEditable: 'This column cannot be edited.',
  beyondLastRow: 'Beyond the last row of the sheet.',
} as const;

export type CellParse<T> = { ok: true; value: T } | { ok: false; message: string };

const PRICE_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

/**
 * A typed or pasted basic price: '₹1,23,456.50', '1234.5', ' 99 ' are prices; an empty cell (or '-', as
 * spreadsheets show an empty amount) clears the price (§5: empty becomes null); anything else, more than 2
 * decimals or more than 999999.99 is refused with a message.
 */
export function parsePriceCell(raw: string | number | null | undefined): CellParse<number | null> {
  if (raw === null || raw === undefined) return { ok: true, value: null };
  if (typeof raw === 'number') return parsePriceCell(Number.isFinite(raw) ? String(raw) : 'x');
  const text = raw
    .replace(/[₹\s,]/g, '')
    .replace(/^rs\.?/i, '')
    .replace(/^inr/i, '');
  if (text === '' || text === '-' || text === '–') return { ok: true, value: null };
  const normalised = text.startsWith('.') ? `0${text}` : text;
  if (!PRICE_PATTERN.test(normalised)) return { ok: false, message: PRICE_MESSAGES.price };
  const value = Number(normalised);
  return value > LIMITS.basicPriceMax ? { ok: false, message: PRICE_MESSAGES.price } : { ok: true, value };
}

const VISIBILITY_WORDS: Record<string, VisibilityStatus> = {
  reveal: 'Reveal',
  revealed: 'Reveal',
  hide: 'Hide',
  hidden: 'Hide',
};

/** A typed or pasted visibility: Reveal or Hide in any case ('revealed', 'hidden' too). */
export function parseVisibilityCell(raw: string | null | undefined): CellParse<VisibilityStatus> {
  const value = VISIBILITY_WORDS[(raw ?? '').trim().toLowerCase()];
  return value ? { ok: true, value } : { ok: false, message: PRICE_MESSAGES.visibility };
}

/** A change in % as typed: '2.5', '-3', '+10 %'. Between −99.99 and 1000, two decimals at most. */
export function parsePercent(raw: string): CellParse<number> {
  const text = raw.replace(/[\s%]/g, '').replace(/^\+/, '');
  if (!/^-?\d{1,4}(\.\d{1,2})?$/.test(text)) return { ok: false, message: PRICE_MESSAGES.percent };
  const value = Number(text);
  return value <= -100 || value > 1000 || value === 0
    ? { ok: false, message: PRICE_MESSAGES.percent }
    : { ok: true, value };
}

/**
 * A price changed by `percent` %, rounded to the paisa (half away from zero, computed in whole paise so
 * 0.1 + 0.2 never shows). A product without a price stays without one.
 */
export function applyPercent(price: number | null, percent: number): CellParse<number | null> {
  if (price === null) return { ok: true, value: null };
  const paise = Math.round(price * 100);
  // Scaled by 10⁴ so a percent with 2 decimals is a whole number and the product is exact.
  const scaled = paise * Math.round((100 + percent) * 100);
  const newPaise = Math.round(scaled / 10_000 + 1e-9);
  const value = newPaise / 100;
  return value > LIMITS.basicPriceMax ? { ok: false, message: PRICE_MESSAGES.percentTooHigh } : { ok: true, value };
}

/** The change of a price in %, to one decimal, for the conflict and history views; null without both prices. */
export function priceChangePct(before: number | null, after: number | null): number | null {
  if (before === null || after === null || before === 0) return null;
  return Math.round(((after - before) / before) * 1000) / 10;
}

/**
 * A revealed product at ₹0.00 would be offered free to members: save_product_changes refuses it in these
 * words and the table's constraint backs it up (migration 20261127025000; the integration test holds the
 * server to this text). A product without a price (empty) stays possible, and a hidden one may be at ₹0.00.
 */
export const ZERO_PRICE_REVEALED =
  'A revealed product cannot be priced at ₹0.00: enter its price, leave the price empty or hide the product.';

/**
 * A company's price check: a price change beyond ±maxChangePct % of the old price is listed for confirmation
 * before the save, and the server refuses it unconfirmed. The company's executives set the limit.
 */
export const PRICE_CHECK = {
  /** The limit of a company that has not set one (migration 20261127025000 says the same). */
  defaultMaxChangePct: 25,
  minPct: 1,
  maxPct: 1000,
  invalid: 'Enter a limit from 1 to 1000 %, with at most 2 decimals.',
  saved: 'Price check saved',
  confirmTitle: 'Check these prices before saving',
} as const;

/** A typed price check limit ('25', '12.5 %'), or why it is refused. */
export function parsePriceCheck(raw: string): CellParse<number> {
  const text = raw.replace(/[\s%]/g, '');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) return { ok: false, message: PRICE_CHECK.invalid };
  const value = Number(text);
  return value < PRICE_CHECK.minPct || value > PRICE_CHECK.maxPct
    ? { ok: false, message: PRICE_CHECK.invalid }
    : { ok: true, value };
}

/** What the price check says of one product's change: it goes live at ₹0.00, or moves beyond the limit. */
export type PriceFlag = 'zero-revealed' | 'beyond-limit';

export interface PricedState {
  basicPrice: number | null;
  visibilityStatus: VisibilityStatus;
}

/**
 * The flag of a product's change from `before` (as stored) to `after` (as it would be saved), or null. The
 * same rules as save_product_changes: revealed at exactly 0 is refused; a change from a price above 0 to
 * another price is beyond the limit when |new − old| × 100 > limit × old (no rounding, as in SQL). Clearing a
 * price, or pricing a product that had none, is no change in %.
 */
export function priceFlag(before: PricedState, after: PricedState, maxChangePct: number): PriceFlag | null {
  if (after.visibilityStatus === 'Reveal' && after.basicPrice === 0) return 'zero-revealed';
  const old = before.basicPrice;
  const next = after.basicPrice;
  if (old === null || next === null || old <= 0 || next === old) return null;
  // In whole paise and hundredths of a %, so a change of exactly the limit is never tipped over it by a float.
  const oldPaise = Math.round(old * 100);
  const diffPaise = Math.abs(Math.round(next * 100) - oldPaise);
  return diffPaise * 10_000 > Math.round(maxChangePct * 100) * oldPaise ? 'beyond-limit' : null;
}
