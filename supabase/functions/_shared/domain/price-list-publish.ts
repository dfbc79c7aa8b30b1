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

// ---------------------------------------------------------------------------------------------------------
// Publishing (the publish-price-list function, its SQL and the Publish dialog share these).

import { z } from 'zod';
import { formatCount, formatRupees, formatWholeRupees } from './format.ts';
import { marketClassOf } from './market.ts';
import { KG } from './units.ts';

export const PUBLISH_RULES = {
  /** A list is valid until a day from today to this many days ahead (India's days). */
  maxValidityDays: 31,
  /** The changes the headline names; the rest are counted. */
  headlineChanges: 2,
  /** The headline column's limit (price_updates_pdfs.headline). */
  headlineMax: 600,
  departmentMax: 100,
} as const;

/** The refusals, word for word as the SQL functions (migration 20261129000100) and the function raise them. */
export const PUBLISH_MESSAGES = {
  onlyManagers: "Only the company's executives and admins publish its price lists.",
  onlyWithdrawers: "Only the company's executives and admins withdraw its price lists.",
  validity: `Choose a validity date from today to ${PUBLISH_RULES.maxValidityDays} days ahead.`,
  noProducts: 'There are no revealed products with a price to list.',
  pricesMoved: 'The prices changed while the list was being made. Please publish again.',
  alreadyWithdrawn: 'This price list has already been withdrawn.',
  notPublished: 'Only price lists published from the price sheet can be withdrawn.',
  listGone: 'This price list no longer exists.',
  pdfMissing: "The price list's PDF is missing.",
  department: `Choose one department (1 to ${PUBLISH_RULES.departmentMax} characters) or all departments.`,
  mode: "Say whether to 'preview' or 'publish' the list.",
  company: 'Choose the company whose list to publish.',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `day` (yyyy-mm-dd) moved by `days`. */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Why a validity date cannot be used, or null: it runs from `today` (India's day) to 31 days ahead. */
export function validityProblem(validUntil: string, today: string): string | null {
  const real = ISO_DAY.test(validUntil) && !Number.isNaN(Date.parse(`${validUntil}T00:00:00Z`));
  if (!real || addDays(validUntil, 0) !== validUntil) return PUBLISH_MESSAGES.validity;
  return validUntil < today || validUntil > addDays(today, PUBLISH_RULES.maxValidityDays)
    ? PUBLISH_MESSAGES.validity
    : null;
}

/** The body of POST /functions/v1/publish-price-list. */
export const publishRequestSchema = z.object({
  company_id: z.uuid({ error: PUBLISH_MESSAGES.company }),
  department: z
    .string({ error: PUBLISH_MESSAGES.department })
    .trim()
    .min(1, { error: PUBLISH_MESSAGES.department })
    .max(PUBLISH_RULES.departmentMax, { error: PUBLISH_MESSAGES.department })
    .nullable(),
  valid_until: z.string({ error: PUBLISH_MESSAGES.validity }),
  mode: z.enum(['preview', 'publish'], { error: PUBLISH_MESSAGES.mode }),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/** A row of price_list_draft: a revealed product with its price and its price on the scope's previous list. */
export interface PriceListDraftRow {
  product_id: string;
  department_name: string;
  fibre_type: string;
  specific_type: string | null;
  lustre: string | null;
  twist_intermingling: string | null;
  denier_count: number | null;
  filament_count: number | null;
  number_of_plys: number;
  grade: string | null;
  blend_ratio: string | null;
  price: number;
  previous_price: number | null;
  next_edition: number;
}

/** The product as the list names it: its class, then what the class leaves out (filaments, twist, plies…). */
function describe(row: PriceListDraftRow, classLabel: string): string {
  const extras = [
    row.filament_count ? `${row.filament_count}F` : null,
    row.twist_intermingling,
    row.number_of_plys > 1 ? `${row.number_of_plys} ply` : null,
    row.blend_ratio,
    row.grade,
  ];
  return [classLabel, ...extras.filter((e): e is string => !!e && e.trim() !== '').map((e) => e.trim())].join(' · ');
}

/** The draft's rows as the list's lines: grouped by department, then class, then description. */
export function priceListLines(rows: readonly PriceListDraftRow[]): PriceListLine[] {
  const lines = rows.map((row) => {
    const classLabel = marketClassOf(row).label;
    return {
      productId: row.product_id,
      department: row.department_name,
      classLabel,
      description: describe(row, classLabel),
      price: Number(row.price),
      previousPrice: row.previous_price === null ? null : Number(row.previous_price),
      // Yarn is traded by weight: every product on the sheet is priced per kg.
      unit: KG,
    };
  });
  const byText = (a: string, b: string) => a.localeCompare(b, 'en-IN', { numeric: true });
  return lines.sort(
    (a, b) =>
      byText(a.department, b.department) ||
      byText(a.classLabel, b.classLabel) ||
      byText(a.description, b.description) ||
      a.productId.localeCompare(b.productId),
  );
}

/** The document the renderer takes, from the draft and what the list says about itself. */
export function priceListDocument(
  rows: readonly PriceListDraftRow[],
  meta: Omit<PriceListDocument, 'lines' | 'edition'>,
): PriceListDocument {
  return { ...meta, edition: rows[0]?.next_edition ?? 1, lines: priceListLines(rows) };
}

/** A line's name in the trade's words: "40s Combed Cotton", "150D DTY" (a filament is known by its type). */
export function tradeName(line: Pick<PriceListLine, 'classLabel'>): string {
  const parts = line.classLabel.split(' · ');
  const countAt = parts.findIndex((p) => /^\d+(s|D)$/.test(p));
  if (countAt < 0) return parts.slice(1).concat(parts[0]).join(' ');
  const [fibre, ...rest] = parts.filter((_, i) => i !== countAt);
  const count = parts[countAt];
  const dropFibre = count.endsWith('D') && rest.length > 0;
  return [count, ...rest, ...(dropFibre ? [] : [fibre])].join(' ');
}

/** ₹4, ₹286, ₹118.50: whole rupees without paise. */
function rupees(amount: number): string {
  return Number.isInteger(amount) ? formatWholeRupees(amount) : formatRupees(amount);
}

/** The lines whose price moved since the previous list, the biggest moves (in %) first. */
function changedLines(lines: readonly PriceListLine[]): PriceListLine[] {
  const move = (l: PriceListLine) => Math.abs(l.price - l.previousPrice!) / Math.max(l.previousPrice!, 0.01);
  return lines
    .filter((l) => l.previousPrice !== null && l.previousPrice !== l.price)
    .sort((a, b) => move(b) - move(a) || tradeName(a).localeCompare(tradeName(b)));
}

/**
 * The list's headline for the WhatsApp message, in the trade's words:
 * "40s Combed Cotton ▲ ₹4 to ₹286/kg · 150D DTY ▼ ₹2 to ₹118/kg · 12 more changed".
 */
export function priceListHeadline(lines: readonly PriceListLine[]): string {
  const changed = changedLines(lines);
  const products = `${formatCount(lines.length)} ${lines.length === 1 ? 'product' : 'products'}`;
  if (!lines.some((l) => l.previousPrice !== null)) return `New price list: ${products}`;
  if (changed.length === 0) return `No price changes since the last list: ${products}`;
  const named = changed.slice(0, PUBLISH_RULES.headlineChanges).map((l) => {
    const up = l.price > l.previousPrice!;
    const by = rupees(Math.round(Math.abs(l.price - l.previousPrice!) * 100) / 100);
    return `${tradeName(l)} ${up ? '▲' : '▼'} ${by} to ${rupees(l.price)}/${l.unit}`;
  });
  const more = changed.length - named.length;
  const headline = [...named, ...(more > 0 ? [`${formatCount(more)} more changed`] : [])].join(' · ');
  return headline.slice(0, PUBLISH_RULES.headlineMax);
}
