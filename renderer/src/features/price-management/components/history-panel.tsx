import { History, TrendingDown, TrendingUp } from 'lucide-react';
import { useMemo } from 'react';
import { formatDateTime, formatPercentChange, formatRupees } from '@domain/format.ts';
import { priceChangePct } from '@domain/price-management.ts';
import type { ManagedProduct, ProductHistoryEntry, ProductMarket } from '@/data/ports/price-management.ts';
import { Spinner } from '@/ui/spinner.tsx';
import { useProductHistoryQuery, useRecentProductChangesQuery } from '../api.ts';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import { describeProduct, priceOf } from '../model/sheet-rows.ts';
import { HistoryMarketChart } from './history-market-chart.tsx';
import type { PricePoint } from './price-history-chart.tsx';
import './history-panel.css';

const RECENT = 30;
const num = (v: number | string | null) => (v === null ? null : Number(v));
const priceChanged = (e: ProductHistoryEntry) => num(e.oldPrice) !== num(e.newPrice);
const visibilityChanged = (e: ProductHistoryEntry) => e.oldVisibility !== e.newVisibility;

/** The points of the price line: each recorded price from when it was set. */
function pricePoints(history: readonly ProductHistoryEntry[], product: ManagedProduct): PricePoint[] {
  const points: PricePoint[] = [];
  for (const e of history) {
    if (!priceChanged(e) || e.newPrice === null) continue;
    points.push([Date.parse(e.changedAt) / 1000, Number(e.newPrice)]);
  }
  const current = priceOf(product);
  if (points.length === 0 && current !== null) points.push([Date.parse(product.updatedAt) / 1000, current]);
  return points;
}

/** One change in words: '₹1,200.00 → ₹1,250.00 (+4.2 %)', '(−1.5 %)', 'Hide → Reveal', 'Added at ₹1,200.00'. */
function changeText(e: ProductHistoryEntry): string {
  const parts: string[] = [];
  if (e.oldVisibility === null && e.oldPrice === null && e.newVisibility !== null) {
    return `Added${e.newPrice === null ? '' : ` at ${formatRupees(e.newPrice)}`} (${e.newVisibility})`;
  }
  if (priceChanged(e)) {
    const pct = priceChangePct(num(e.oldPrice), num(e.newPrice));
    parts.push(
      `${e.oldPrice === null ? 'no price' : formatRupees(e.oldPrice)} → ${e.newPrice === null ? 'no price' : formatRupees(e.newPrice)}${pct === null ? '' : ` (${formatPercentChange(pct)})`}`,
    );
  }
  if (visibilityChanged(e)) parts.push(`${e.oldVisibility ?? '–'} → ${e.newVisibility ?? '–'}`);
  return parts.join(' · ');
}

function Direction({ entry }: { entry: ProductHistoryEntry }) {
  const pct = priceChanged(entry) ? priceChangePct(num(entry.oldPrice), num(entry.newPrice)) : null;
  if (pct === null || pct === 0) return <span className="history__dot" aria-hidden="true" />;
  return pct > 0 ? (
    <TrendingUp size={14} className="history__up" aria-hidden="true" />
  ) : (
    <TrendingDown size={14} className="history__down" aria-hidden="true" />
  );
}

/**
 * Beside the sheet: the focused product's price over time (chart and every change: who, when, from, to) and
 * the company's latest changes by anyone, live; a change in the list focuses its product in the sheet.
 */
export function HistoryPanel({
  sheet,
  companyId,
  productId,
  market,
  onShowProduct,
}: {
  sheet: ProductSheet;
  companyId: string;
  productId: string | null;
  /** The product's class and median (issue 27), drawn against its price. */
  market?: ProductMarket;
  onShowProduct: (id: string) => void;
}) {
  const product = productId ? sheet.products.get(productId) : undefined;
  const history = useProductHistoryQuery(productId ?? '', { skip: !productId });
  const recent = useRecentProductChangesQuery({ companyId, limit: RECENT });
  const points = useMemo(
    () => (product && history.data ? pricePoints(history.data, product) : []),
    [history.data, product],
  );
  const pending =
    productId && sheet.session.isEdited(productId, 'basicPrice')
      ? (sheet.value(productId, 'basicPrice') ?? null)
      : null;

  return (
    <aside className="history-panel" aria-label="Price history">
      <section className="history-panel__product">
        <h2 className="history-panel__title">
          <History size={15} aria-hidden="true" /> Price history
        </h2>
        {!product ? (
          <p className="history-panel__hint">Click a product's row to see its price over time and who changed it.</p>
        ) : (
          <>
            <p className="history-panel__name">{describeProduct(product)}</p>
            <p className="history-panel__meta">
              {product.departmentName} · {sheet.value(product.id, 'visibilityStatus')} ·{' '}
              <strong>{formatRupees(sheet.value(product.id, 'basicPrice') ?? null)}</strong>
              {pending !== null && <span className="history-panel__unsaved"> unsaved</span>}
            </p>
            {history.isLoading ? (
              <Spinner size={20} label="Loading history" />
            ) : history.error ? (
              <p className="history-panel__hint">The history could not be read: {history.error.message}</p>
            ) : (
              <>
                {points.length > 0 && (
                  <HistoryMarketChart
                    points={points}
                    pending={pending}
                    market={market}
                    label={`Basic price of ${describeProduct(product)} over time, against its class median`}
                  />
                )}
                <ol className="history__list">
                  {[...(history.data ?? [])].reverse().map((e) => (
                    <li key={e.id} className="history__item">
                      <Direction entry={e} />
                      <span className="history__what">{changeText(e)}</span>
                      <span className="history__who">
                        {e.changedByName ?? 'System'} · {formatDateTime(e.changedAt)}
                      </span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </>
        )}
      </section>
      <section className="history-panel__recent">
        <h2 className="history-panel__title">Recent changes</h2>
        {recent.isLoading ? (
          <Spinner size={20} label="Loading recent changes" />
        ) : (recent.data ?? []).length === 0 ? (
          <p className="history-panel__hint">No changes yet.</p>
        ) : (
          <ol className="history__list history__list--recent">
            {(recent.data ?? []).map((e) => {
              const p = sheet.products.get(e.productId);
              return (
                <li key={e.id}>
                  <button
                    type="button"
                    className="history__item history__item--button"
                    onClick={() => onShowProduct(e.productId)}
                  >
                    <Direction entry={e} />
                    <span className="history__what">
                      <span className="history__product">{p ? describeProduct(p) : 'A product'}</span>
                      {changeText(e)}
                    </span>
                    <span className="history__who">
                      {e.changedByName ?? 'System'} · {formatDateTime(e.changedAt)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </aside>
  );
}
