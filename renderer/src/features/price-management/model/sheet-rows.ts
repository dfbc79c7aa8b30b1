/**
 * What the price sheet shows of a product: the product in words (for reports, the history panel and the
 * conflict list), the figures of the strip above the grid, and the values edits are compared with.
 */
import { yarnDetailsText } from '@domain/yarn.ts';
import type { ManagedProduct } from '@/data/ports/price-management.ts';
import type { BaseRow, EditSession } from './edit-session.ts';

/** 'Polyester Filament – DTY, Semi Dull Yarn · 150/48 × 2'. */
export function describeProduct(p: ManagedProduct): string {
  const counts = [p.denierCount, p.filamentCount].filter((n) => n !== null).join('/');
  const plys = p.numberOfPlys > 1 ? ` × ${p.numberOfPlys}` : '';
  return `${yarnDetailsText(p)}${counts ? ` · ${counts}${plys}` : plys}`;
}

const labels = new WeakMap<ManagedProduct, string>();

/**
 * The sheet's compact product name, the pinned 'Product' column beside the price: fibre type, specific type,
 * counts (denier or count / filaments, × plies) and lustre without its trailing 'Yarn', e.g.
 * 'Polyester Filament DTY 150/48 Semi Dull'. Kept per product object (an edit brings a new object), since a
 * scroll or sort over 50 000 rows asks for it again and again.
 */
export function productLabel(p: ManagedProduct): string {
  let label = labels.get(p);
  if (label === undefined) {
    const counts = [p.denierCount, p.filamentCount].filter((n) => n !== null).join('/');
    const plys = p.numberOfPlys > 1 ? ` × ${p.numberOfPlys}` : '';
    label = [p.fibreType, p.specificType, counts ? `${counts}${plys}` : plys.trim(), p.lustre?.replace(/ Yarn$/, '')]
      .filter(Boolean)
      .join(' ');
    labels.set(p, label);
  }
  return label;
}

export const priceOf = (p: { basicPrice: number | string | null }): number | null =>
  p.basicPrice === null ? null : Number(p.basicPrice);

export const toBaseRow = (p: ManagedProduct): BaseRow => ({
  id: p.id,
  version: p.version,
  basicPrice: priceOf(p),
  visibilityStatus: p.visibilityStatus,
});

/** A product as the sheet shows it: the server's row with the unsaved edits in place (itself when unedited). */
export function shownProduct(p: ManagedProduct, session: EditSession): ManagedProduct {
  if (!session.isEdited(p.id)) return p;
  return {
    ...p,
    basicPrice: session.value(p.id, 'basicPrice') ?? null,
    visibilityStatus: session.value(p.id, 'visibilityStatus') ?? p.visibilityStatus,
  };
}

export interface SheetFigures {
  products: number;
  revealed: number;
  hidden: number;
  withoutPrice: number;
  departments: { name: string; count: number }[];
}

/**
 * The strip's figures and the department switch's counts, as the sheet shows them: edited products with their
 * edits, the others as the server has them (only edited products are looked up in the session: a lookup per
 * product made every edit of a 50 000-product sheet ~20 ms slower).
 */
export function sheetFigures(products: Iterable<ManagedProduct>, session: EditSession): SheetFigures {
  const departments = new Map<string, number>();
  const figures: SheetFigures = { products: 0, revealed: 0, hidden: 0, withoutPrice: 0, departments: [] };
  for (const p of products) {
    const shown = shownProduct(p, session);
    figures.products += 1;
    if (shown.visibilityStatus === 'Reveal') figures.revealed += 1;
    else figures.hidden += 1;
    if (shown.basicPrice === null) figures.withoutPrice += 1;
    departments.set(p.departmentName, (departments.get(p.departmentName) ?? 0) + 1);
  }
  figures.departments = [...departments]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return figures;
}
