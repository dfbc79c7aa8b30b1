/**
 * The corporate product form of /admin/corporate-products (trade §2 'Manage Corporate Products', §3 lists of
 * values, §5 'Corporate product form', §8, §9): one entry row's rules and messages, the page's messages word
 * for word, the columns a pasted block or an imported file is matched to, and the product a valid row adds.
 *
 * A row holds text as typed, pasted or read from a file. Fields that do not apply to the row's fibre type
 * are not checked and not added (the grid greys and clears them). The table's check constraints
 * (migrations 20261122000600 and 20261125006000) refuse the same rows on the server.
 */
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { parsePriceCell, parseVisibilityCell, PRICE_MESSAGES } from './price-management.ts';
import type { NewCorporateProduct } from './schemas/corporate-product.ts';
import { addIssue, evenWithFieldIssues } from './schemas/fields.ts';
import { POST_MESSAGES, POST_TEXT_LIMITS } from './schemas/post.ts';
import { headerKey } from './spreadsheet.ts';
import {
  FIBRE_TYPES,
  GRADES,
  hasBlendRatio,
  hasLustreAndTwist,
  LUSTRES,
  needsSpecification,
  specificTypesFor,
  TWISTS,
  VISIBILITY_STATUSES,
} from './yarn.ts';
import { PLIES } from './units.ts';

/** At most this many products in one entry (the grid's rows; one insert, or one offline outbox transaction). */
export const ENTRY_ROWS_MAX = 2000;

/** The page's words (§2, §5, §8). */
export const CORPORATE_PRODUCTS = {
  title: 'Manage Corporate Products',
  selectCompany: 'Please select a company.',
  atLeastOneRow: 'At least one product entry is required.',
  validationError: 'Validation Error',
  saveFailed: 'Failed to Save Products',
  saved: 'Products Saved!',
} as const;

/** 'Products Saved!' says how many (§8), and for which company. */
export function productsSavedDescription(count: number, companyName: string | null): string {
  const products = `${count} product${count === 1 ? '' : 's'}`;
  return companyName ? `${products} added to ${companyName}.` : `${products} added.`;
}

/** 'Validation Error' when rows are invalid: how many, and which (the first few by number). */
export function invalidRowsDescription(rowNumbers: readonly number[]): string {
  const n = rowNumbers.length;
  const shown = rowNumbers.slice(0, 8).join(', ');
  const which = n > 8 ? `${shown} and ${n - 8} more` : shown;
  return `${n} row${n === 1 ? '' : 's'} need${n === 1 ? 's' : ''} attention (row${n === 1 ? '' : 's'} ${which}). Nothing was saved: fix the marked cells, then save again.`;
}

/** corporate_products.department_name: 1 to 100 characters. */
export const DEPARTMENT_NAME_MAX = 100;
/** Offered beside the departments a company already uses. */
const DEFAULT_DEPARTMENTS = ['Filament Yarn', 'Spun Yarn', 'Speciality Yarn'] as const;

/** An entry row's fields, named as NewCorporateProduct names them. */
export const PRODUCT_FIELDS = [
  'departmentName',
  'fibreType',
  'specificType',
  'lustre',
  'twistIntermingling',
  'blendRatio',
  'denierCount',
  'filamentCount',
  'numberOfPlys',
  'grade',
  'basicPrice',
  'visibilityStatus',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** One entry row as text. */
export type ProductFormRow = Record<ProductField, string>;

/** One message per field (a field shows the first rule it breaks). */
export const PRODUCT_MESSAGES = {
  departmentName: `Please enter a department (up to ${DEPARTMENT_NAME_MAX} characters).`,
  fibreType: POST_MESSAGES.fibreType,
  /** Cotton and Polyester Filament: a specific type of their list. */
  specificType: POST_MESSAGES.choice,
  /** Others: the yarn described in the specific type cell. */
  specification: POST_MESSAGES.specification,
  lustre: POST_MESSAGES.choice,
  twistIntermingling: POST_MESSAGES.choice,
  blendRatio: POST_MESSAGES.blendRatio,
  denierCount: POST_MESSAGES.denier,
  filamentCount: POST_MESSAGES.filament,
  numberOfPlys: POST_MESSAGES.plys,
  grade: POST_MESSAGES.choice,
  basicPrice: POST_MESSAGES.price,
  visibilityStatus: PRICE_MESSAGES.visibility,
} as const;

/** Why a pasted or imported value of a field was not used for the row's fibre type. */
export const NOT_APPLICABLE_MESSAGES: Partial<Record<ProductField, string>> = {
  specificType: 'Specific type applies to Cotton, Polyester Filament and Others only.',
  lustre: 'Lustre applies to Polyester Filament only.',
  twistIntermingling: 'Twist / intermingling applies to Polyester Filament only.',
  blendRatio: 'Blend ratio applies to blend fibre types only.',
};

/** Whether a field applies to a fibre type: the details depend on it, the rest always apply. */
export function fieldApplies(field: ProductField, fibreType: string): boolean {
  switch (field) {
    case 'specificType':
      return specificTypesFor(fibreType).length > 0 || needsSpecification(fibreType);
    case 'lustre':
    case 'twistIntermingling':
      return hasLustreAndTwist(fibreType);
    case 'blendRatio':
      return hasBlendRatio(fibreType);
    default:
      return true;
  }
}

/** The values a list field offers for a fibre type (empty for free text). */
export function choicesFor(field: ProductField, fibreType: string): readonly string[] {
  switch (field) {
    case 'fibreType':
      return FIBRE_TYPES;
    case 'specificType':
      return specificTypesFor(fibreType);
    case 'lustre':
      return LUSTRES;
    case 'twistIntermingling':
      return TWISTS;
    case 'grade':
      return GRADES;
    case 'visibilityStatus':
      return VISIBILITY_STATUSES;
    default:
      return [];
  }
}

export const emptyProductRow = (): ProductFormRow => ({
  departmentName: '',
  fibreType: '',
  specificType: '',
  lustre: '',
  twistIntermingling: '',
  blendRatio: '',
  denierCount: '',
  filamentCount: '',
  numberOfPlys: '1',
  grade: '',
  basicPrice: '',
  visibilityStatus: 'Reveal',
});

/** A row nobody has filled: every field empty or at its default. Such rows are not saved. */
export function isBlankRow(row: ProductFormRow): boolean {
  const empty = emptyProductRow();
  return PRODUCT_FIELDS.every((f) => row[f].trim() === '' || row[f].trim() === empty[f]);
}

/** The row with the fields that do not apply to its fibre type emptied (after the fibre type changes). */
export function clearNotApplicable<Row extends ProductFormRow>(row: Row): Row {
  const next: Row = { ...row };
  const fields: ProductFormRow = next;
  for (const field of PRODUCT_FIELDS) if (!fieldApplies(field, row.fibreType)) fields[field] = '';
  // A specific type of the old list means nothing for the new fibre type (Others keeps what was typed).
  const list = specificTypesFor(row.fibreType);
  if (list.length > 0 && fields.specificType && !list.includes(fields.specificType)) fields.specificType = '';
  return next;
}

/** Letters and digits in lower case: 'polyester-cotton (pc)' matches 'Polyester-Cotton (PC)'. */
const looseKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9+]/g, '');

/**
 * A typed, pasted or imported cell as the row keeps it: trimmed; a value of a list in the list's spelling
 * ('dty' → 'DTY'); a price without ₹ and separators ('₹1,23,456.50' → '123456.5'); visibility as Reveal or
 * Hide; empty plys and visibility at their defaults. What cannot be read is kept as typed, and the row's
 * check marks it.
 */
export function normaliseProductCell(field: ProductField, raw: string | null | undefined, fibreType = ''): string {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  switch (field) {
    case 'numberOfPlys':
      return text === '' ? '1' : text;
    case 'visibilityStatus': {
      if (text === '') return 'Reveal';
      const parsed = parseVisibilityCell(text);
      return parsed.ok ? parsed.value : text;
    }
    case 'basicPrice': {
      const parsed = parsePriceCell(text);
      return parsed.ok && parsed.value !== null ? String(parsed.value) : text;
    }
    case 'denierCount':
    case 'filamentCount':
      // Spreadsheets may send a whole number as '150.0'.
      return /^\d+\.0+$/.test(text) ? text.replace(/\.0+$/, '') : text;
    default: {
      if (text === '') return '';
      const list = field === 'specificType' && needsSpecification(fibreType) ? [] : choicesFor(field, fibreType);
      return list.find((choice) => looseKey(choice) === looseKey(text)) ?? text;
    }
  }
}

const DIGITS = new RegExp(`^\\d{0,${LIMITS.denierFilamentDigits}}$`);
const PRICE_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

/** One entry row's rules (§5), a message on each field that breaks one. */
const productRowSchema = z
  .object(Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, z.string().trim()])) as Record<ProductField, z.ZodString>)
  .superRefine((v, ctx) => {
    const fibre = v.fibreType;
    if (!v.departmentName || v.departmentName.length > DEPARTMENT_NAME_MAX)
      addIssue(ctx, 'departmentName', PRODUCT_MESSAGES.departmentName);
    if (!(FIBRE_TYPES as readonly string[]).includes(fibre)) addIssue(ctx, 'fibreType', PRODUCT_MESSAGES.fibreType);
    if (needsSpecification(fibre)) {
      if (!v.specificType || v.specificType.length > LIMITS.otherSpecificationMax)
        addIssue(ctx, 'specificType', PRODUCT_MESSAGES.specification);
    } else if (
      v.specificType &&
      specificTypesFor(fibre).length > 0 &&
      !specificTypesFor(fibre).includes(v.specificType)
    )
      addIssue(ctx, 'specificType', PRODUCT_MESSAGES.specificType);
    if (hasLustreAndTwist(fibre)) {
      if (v.lustre && !(LUSTRES as readonly string[]).includes(v.lustre))
        addIssue(ctx, 'lustre', PRODUCT_MESSAGES.lustre);
      if (v.twistIntermingling && !(TWISTS as readonly string[]).includes(v.twistIntermingling))
        addIssue(ctx, 'twistIntermingling', PRODUCT_MESSAGES.twistIntermingling);
    }
    if (hasBlendRatio(fibre) && v.blendRatio.length > POST_TEXT_LIMITS.blendRatio)
      addIssue(ctx, 'blendRatio', PRODUCT_MESSAGES.blendRatio);
    if (!DIGITS.test(v.denierCount)) addIssue(ctx, 'denierCount', PRODUCT_MESSAGES.denierCount);
    if (!DIGITS.test(v.filamentCount)) addIssue(ctx, 'filamentCount', PRODUCT_MESSAGES.filamentCount);
    const plys = Number(v.numberOfPlys || LIMITS.plysMin);
    if (!/^\d*$/.test(v.numberOfPlys) || plys < LIMITS.plysMin || plys > LIMITS.plysMax)
      addIssue(ctx, 'numberOfPlys', PRODUCT_MESSAGES.numberOfPlys);
    if (v.grade && !(GRADES as readonly string[]).includes(v.grade)) addIssue(ctx, 'grade', PRODUCT_MESSAGES.grade);
    if (!PRICE_PATTERN.test(v.basicPrice) || Number(v.basicPrice) < 0.01 || Number(v.basicPrice) > LIMITS.basicPriceMax)
      addIssue(ctx, 'basicPrice', PRODUCT_MESSAGES.basicPrice);
    if (v.visibilityStatus && !(VISIBILITY_STATUSES as readonly string[]).includes(v.visibilityStatus))
      addIssue(ctx, 'visibilityStatus', PRODUCT_MESSAGES.visibilityStatus);
  }, evenWithFieldIssues);

export type ProductRowErrors = Partial<Record<ProductField, string>>;

/** The row's messages by field; empty when the row is valid. */
export function productRowErrors(row: ProductFormRow): ProductRowErrors {
  const result = productRowSchema.safeParse(row);
  if (result.success) return {};
  const errors: ProductRowErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProductField;
    errors[field] ??= issue.message;
  }
  return errors;
}

const orNull = (value: string) => value.trim() || null;
const countOrNull = (value: string) => (value.trim() ? Number(value) : null);

/**
 * The product a valid row adds: the fields that do not apply to its fibre type dropped (null), the
 * specification of 'Others' in specificType, plys 1 and visibility Reveal when left empty. Throws on an
 * invalid row (check it with productRowErrors first).
 */
export function toNewCorporateProduct(row: ProductFormRow): NewCorporateProduct {
  const v = productRowSchema.parse(row);
  const applies = (field: ProductField) => fieldApplies(field, v.fibreType);
  return {
    departmentName: v.departmentName,
    fibreType: v.fibreType,
    specificType: applies('specificType') ? orNull(v.specificType) : null,
    lustre: applies('lustre') ? orNull(v.lustre) : null,
    twistIntermingling: applies('twistIntermingling') ? orNull(v.twistIntermingling) : null,
    blendRatio: applies('blendRatio') ? orNull(v.blendRatio) : null,
    denierCount: countOrNull(v.denierCount),
    filamentCount: countOrNull(v.filamentCount),
    numberOfPlys: Number(v.numberOfPlys || LIMITS.plysMin),
    grade: orNull(v.grade),
    basicPrice: Number(v.basicPrice),
    visibilityStatus: (v.visibilityStatus || 'Reveal') as NewCorporateProduct['visibilityStatus'],
  };
}

/** The department suggestions: the company's own first-seen spelling of each, then the usual three; sorted. */
export function departmentSuggestions(used: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of [...used, ...DEFAULT_DEPARTMENTS]) {
    const trimmed = name.trim();
    if (trimmed && !byKey.has(trimmed.toLowerCase())) byKey.set(trimmed.toLowerCase(), trimmed);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en-IN'));
}

/** A column of the entry grid, of the file template and of an import: its header and the headers it answers to. */
export interface ProductColumn {
  field: ProductField;
  header: string;
  /** headerKey()s of other names a spreadsheet may give the column. */
  aliases: readonly string[];
}

export const PRODUCT_COLUMNS: readonly ProductColumn[] = [
  { field: 'departmentName', header: 'Department', aliases: ['departmentname', 'dept'] },
  { field: 'fibreType', header: 'Fibre type', aliases: ['fibre', 'fiber', 'fibertype', 'yarn'] },
  {
    field: 'specificType',
    header: 'Specific type',
    aliases: ['type', 'specification', 'spec', 'specifictypespecification', 'otherspecification'],
  },
  { field: 'lustre', header: 'Lustre', aliases: ['luster'] },
  {
    field: 'twistIntermingling',
    header: 'Twist / Intermingling',
    aliases: ['twist', 'intermingling', 'twistinterming'],
  },
  { field: 'blendRatio', header: 'Blend ratio', aliases: ['blend'] },
  { field: 'denierCount', header: 'Denier', aliases: ['deniercount', 'count', 'deniercountcount'] },
  { field: 'filamentCount', header: 'Filament', aliases: ['filamentcount', 'filaments'] },
  {
    field: 'numberOfPlys',
    header: PLIES,
    aliases: ['ply', 'plys', 'plies', 'numberofplys', 'noofplys', 'numberofplies'],
  },
  { field: 'grade', header: 'Grade', aliases: [] },
  { field: 'basicPrice', header: 'Basic price (₹)', aliases: ['price', 'basicpriceinr', 'basicpricers', 'rate'] },
  { field: 'visibilityStatus', header: 'Visibility', aliases: ['visibilitystatus', 'status', 'show'] },
];

/** The field a header cell names, or null ('Basic Price (₹)', 'basic_price', 'PRICE' → basicPrice). */
export function fieldOfHeader(header: string): ProductField | null {
  const key = headerKey(header);
  if (!key) return null;
  const column = PRODUCT_COLUMNS.find(
    (c) => headerKey(c.header) === key || headerKey(c.field) === key || c.aliases.includes(key),
  );
  return column?.field ?? null;
}
