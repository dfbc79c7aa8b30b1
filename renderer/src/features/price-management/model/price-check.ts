/**
 * The price sheet's check before a save (issue 23): the changes that put a revealed product at ₹0.00 or move a
 * price beyond the company's limit, each with the product, its old and new price and the change in %, listed to
 * the person before the one save call goes out. save_product_changes applies the same rules (@domain's
 * priceFlag), so a sheet that skipped this would be refused.
 */
import { priceChangePct, priceFlag, type PriceFlag } from '@domain/price-management.ts';
import type { VisibilityStatus } from '@domain/yarn.ts';
import type { ManagedProduct, ProductChange, UnconfirmedPriceChanges } from '@/data/ports/price-management.ts';
import { describeProduct, priceOf } from './sheet-rows.ts';

export interface CheckedChange {
  id: string;
  product: string;
  oldPrice: number | null;
  newPrice: number | null;
  /** To one decimal; null without both prices. */
  changePct: number | null;
  flag: PriceFlag;
}

export interface PriceCheckList {
  rows: CheckedChange[];
  maxChangePct: number;
}

const ORDER: Record<PriceFlag, number> = { 'zero-revealed': 0, 'beyond-limit': 1 };

function checked(product: ManagedProduct | undefined, id: string, oldPrice: number | null, newPrice: number | null) {
  return {
    id,
    product: product ? describeProduct(product) : id,
    oldPrice,
    newPrice,
    changePct: priceChangePct(oldPrice, newPrice),
  };
}

/** The flagged changes of a save, products at ₹0.00 first, then by the size of the change. */
export function checkChanges(
  changes: readonly ProductChange[],
  products: ReadonlyMap<string, ManagedProduct>,
  maxChangePct: number,
): CheckedChange[] {
  const rows: CheckedChange[] = [];
  for (const change of changes) {
    const product = products.get(change.id);
    if (!product) continue;
    const before = { basicPrice: priceOf(product), visibilityStatus: product.visibilityStatus };
    const after = {
      basicPrice: 'basicPrice' in change ? (change.basicPrice ?? null) : before.basicPrice,
      visibilityStatus: (change.visibilityStatus ?? before.visibilityStatus) as VisibilityStatus,
    };
    const flag = priceFlag(before, after, maxChangePct);
    if (flag) rows.push({ ...checked(product, change.id, before.basicPrice, after.basicPrice), flag });
  }
  return rows.sort((a, b) => ORDER[a.flag] - ORDER[b.flag] || Math.abs(b.changePct ?? 0) - Math.abs(a.changePct ?? 0));
}

/** The server's list of unconfirmed changes (a limit changed since the sheet read it), as the dialog shows it. */
export function checkListOf(
  unconfirmed: UnconfirmedPriceChanges,
  products: ReadonlyMap<string, ManagedProduct>,
): PriceCheckList {
  return {
    maxChangePct: unconfirmed.maxChangePct,
    rows: unconfirmed.rows.map((r) => ({
      ...checked(products.get(r.id), r.id, r.oldPrice, r.newPrice),
      flag: 'beyond-limit' as const,
    })),
  };
}
