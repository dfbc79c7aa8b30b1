/**
 * The price sheet's natural order, shown while no column is sorted (and under a column sort, among its ties):
 * department, fibre type, specific type, denier/count, filament count, then the product id so the order is the
 * same on every load. Blank values come after the filled ones of their group, as a spreadsheet sorts them: a
 * 'Polyester Filament' with no specific type follows its DTY and FDY rows. Text is compared as stored (the
 * product rules give every value its spelling), numbers by value. One definition for the web and the desktop.
 */

/** What the order reads of a product (the sheet's ManagedProduct, in its camelCase fields). */
export interface NaturallyOrdered {
  id: string;
  departmentName: string;
  fibreType: string;
  specificType: string | null;
  denierCount: number | null;
  filamentCount: number | null;
}

/** The order's fields, the most significant first. */
const NATURAL_PRODUCT_ORDER = [
  'departmentName',
  'fibreType',
  'specificType',
  'denierCount',
  'filamentCount',
  'id',
] as const satisfies readonly (keyof NaturallyOrdered)[];

/** Compares two products in the natural order: negative when `a` comes first. */
export function compareProductsNaturally(a: NaturallyOrdered, b: NaturallyOrdered): number {
  for (const field of NATURAL_PRODUCT_ORDER) {
    const x = a[field];
    const y = b[field];
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Sorts after any stored text: a blank value's place in a key. */
const BLANK = '\uffff';
/** Between a key's parts: before any character a value holds, so a shorter value sorts before its extensions. */
const PART = '\u0001';
/** Counts as text that sorts as the number does (counts are whole and at most 4 digits; 10 leaves room). */
const countText = (n: number | null) => (n === null ? BLANK : String(n).padStart(10, '0'));

/**
 * The natural order as one text per product, ordered by < exactly as compareProductsNaturally orders the
 * products: a sort then reads one value per row instead of six (the sheet sorts 50 000 rows on every change).
 */
export function naturalOrderKey(p: NaturallyOrdered): string {
  return [
    p.departmentName,
    p.fibreType,
    p.specificType ?? BLANK,
    countText(p.denierCount),
    countText(p.filamentCount),
    p.id,
  ].join(PART);
}
