import { Download, Lock } from 'lucide-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { buildMatrix, matchProductBenchmark, type ComparisonMatrix as Matrix } from '@domain/bid-matrix.ts';
import { formatDateTime, formatPercent, formatPercentChange, formatQuantityText } from '@domain/format.ts';
import { formatMoney } from '@domain/sourcing.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { DepartmentRfq, RfqBid } from '@/data/ports/sourcing.ts';
import { downloadFile } from '@/lib/spreadsheet-file.ts';
import { Button } from '@/ui/button.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useBenchmarkProductsQuery } from '../api.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { matrixWorkbook } from '../model/matrix-xlsx.ts';

/** The matrix of an RFQ from its overview row and its readable bids. */
export function matrixOf(
  rfq: DepartmentRfq,
  bids: readonly RfqBid[],
  products: Parameters<typeof matchProductBenchmark>[1],
  departmentName: string,
): Matrix {
  const product = matchProductBenchmark(
    { itemName: rfq.itemName ?? rfq.customItem ?? '', description: rfq.description, departmentName },
    products,
  );
  return buildMatrix({
    rounds: rfq.rounds.map((r) => ({
      id: r.id,
      roundNumber: r.roundNumber,
      bidsVisible: r.bidsVisible,
      isOpen: r.isOpen,
      bidCount: r.bidCount,
    })),
    bids: bids.map((b) => ({
      id: b.id,
      roundNumber: b.roundNumber,
      vendorUserId: b.vendorUserId,
      vendorName: b.vendor?.memberName ?? 'Former vendor',
      businessName: b.vendor?.businessName ?? '',
      quotedPrice: b.quotedPrice,
      deliveryTimeDays: b.deliveryTimeDays,
      moq: b.moq,
      createdAt: b.createdAt,
      isSelected: b.isSelected,
      withdrawnAt: b.withdrawnAt,
    })),
    quantity: rfq.quantity,
    targetPrice: rfq.targetPrice,
    benchmarks: product ? [product] : [],
  });
}

/** The change against the previous round: a text arrow (cheap to render 250 times), the percent, said in words. */
function Change({ change }: { change: { amount: number; percent: number } | null }) {
  if (!change || change.amount === 0) return <span className="delta delta--flat">—</span>;
  const down = change.amount < 0;
  return (
    <span
      className={`delta ${down ? 'delta--down' : 'delta--up'}`}
      title={`${change.amount > 0 ? '+' : ''}${change.amount}`}
    >
      <span aria-hidden="true">{down ? '▼' : '▲'}</span>
      {formatPercent(Math.abs(change.percent))}
      <span className="visually-hidden">{down ? ' lower' : ' higher'} than the previous round</span>
    </span>
  );
}

/**
 * Vendors × rounds: each vendor's quote per round with delivery, MOQ and change against their previous round;
 * the best price and fastest delivery of each round marked, the company's benchmarks and pinned totals; XLSX export.
 */
export function ComparisonMatrix({
  rfq,
  bids,
  ctx,
}: {
  rfq: DepartmentRfq;
  bids: readonly RfqBid[];
  ctx: DashboardContext;
}) {
  const products = useBenchmarkProductsQuery(ctx.companyId);
  const matrix = useMemo(
    () => matrixOf(rfq, bids, products.data ?? [], ctx.department.name),
    [rfq, bids, products.data, ctx.department.name],
  );
  const [exporting, setExporting] = useState(false);
  const money = (n: number | null) => (n === null ? '—' : formatMoney(n, rfq.currency));
  const withTotals = matrix.quantity !== null;
  // Only the vendor rows in view (plus a few) are in the DOM: a 50- or 500-vendor matrix paints as fast as a short one.
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app is not built with the React Compiler; the virtualizer re-renders this component on scroll itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: matrix.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 46,
    overscan: 6,
    initialRect: { width: 1200, height: 520 },
  });
  const visible = virtualizer.getVirtualItems();
  const padTop = visible[0]?.start ?? 0;
  const padBottom = visible.length ? virtualizer.getTotalSize() - visible[visible.length - 1].end : 0;
  const columns = 1 + matrix.rounds.length * (withTotals ? 4 : 3);

  const exportXlsx = async () => {
    setExporting(true);
    try {
      const bytes = await matrixWorkbook(matrix, {
        companyName: ctx.companyName,
        requestNumber: rfq.requestNumber,
        itemName: rfq.itemName ?? '',
        quantity: formatQuantityText(rfq.quantity, rfq.quantityUnit),
        currency: rfq.currency,
        generatedAt: formatDateTime(new Date()),
      });
      downloadFile(bytes, `${rfq.requestNumber}-comparison.xlsx`);
    } catch (error) {
      showToast({ title: 'Export failed', description: apiErrorOf(error).message, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  if (matrix.rounds.length === 0) return <p className="table-empty">No rounds yet: the matrix fills as vendors bid.</p>;
  return (
    <div className="matrix">
      <div className="matrix__toolbar">
        <p className="matrix__legend">
          <span className="legend legend--best">Best price</span>
          <span className="legend legend--fast">Fastest delivery</span>
          <span className="legend legend--selected">Selected</span>
          {withTotals && <span className="muted">Totals at {formatQuantityText(rfq.quantity, rfq.quantityUnit)}</span>}
        </p>
        <Button variant="outline" size="sm" loading={exporting} onClick={() => void exportXlsx()}>
          <Download size={16} aria-hidden="true" /> Export XLSX
        </Button>
      </div>
      <div
        className="matrix__scroll"
        role="region"
        aria-label={`Comparison matrix of ${rfq.requestNumber}`}
        tabIndex={0}
      >
        <table className="matrix__table">
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className="matrix__vendor">
                Vendor
              </th>
              {matrix.rounds.map((r) => (
                <th key={r.id} scope="colgroup" colSpan={withTotals ? 4 : 3} className="matrix__round">
                  Round {r.roundNumber}
                  {r.isOpen && <span className="matrix__live"> · live</span>}
                  {!r.bidsVisible && <Lock size={12} aria-label="sealed" />}
                </th>
              ))}
            </tr>
            <tr>
              {matrix.rounds.map((r) => (
                <FragmentHeaders key={r.id} withTotals={withTotals} />
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.length === 0 && (
              <tr>
                <td colSpan={columns} className="matrix__empty">
                  No bids readable yet.
                </td>
              </tr>
            )}
            {padTop > 0 && (
              <tr aria-hidden="true" className="matrix__spacer" style={{ height: padTop }}>
                <td colSpan={columns} />
              </tr>
            )}
            {visible.map((item) => {
              const row = matrix.rows[item.index];
              return (
                <tr key={row.vendorUserId} data-index={item.index} ref={virtualizer.measureElement}>
                  <th scope="row" className="matrix__vendor">
                    <strong>{row.businessName || row.vendorName}</strong>
                    <small>{row.vendorName}</small>
                  </th>
                  {row.cells.map((cell, i) =>
                    !matrix.rounds[i].bidsVisible ? (
                      <td key={i} colSpan={withTotals ? 4 : 3} className="matrix__sealed">
                        <Lock size={12} aria-hidden="true" /> Sealed
                      </td>
                    ) : cell ? (
                      <MatrixCells key={i} cell={cell} money={money} withTotals={withTotals} />
                    ) : (
                      <td key={i} colSpan={withTotals ? 4 : 3} className="matrix__none">
                        {row.withdrawn[i] ? 'withdrawn' : 'no bid'}
                      </td>
                    ),
                  )}
                </tr>
              );
            })}
            {padBottom > 0 && (
              <tr aria-hidden="true" className="matrix__spacer" style={{ height: padBottom }}>
                <td colSpan={columns} />
              </tr>
            )}
          </tbody>
          <tfoot>
            <TotalsRow label="Best price" matrix={matrix} pick={(t) => money(t.bestPrice)} withTotals={withTotals} />
            <TotalsRow label="Average" matrix={matrix} pick={(t) => money(t.averagePrice)} withTotals={withTotals} />
            <TotalsRow
              label="Vendors · fastest"
              matrix={matrix}
              pick={(t) => `${t.vendors} · ${t.fastestDelivery === null ? '—' : `${t.fastestDelivery} d`}`}
              withTotals={withTotals}
            />
            <TotalsRow
              label="Best vs target"
              matrix={matrix}
              pick={(t) => (t.againstTarget === null ? '—' : formatPercentChange(t.againstTarget, 2))}
              withTotals={withTotals}
            />
            {withTotals && (
              <TotalsRow
                label="Lowest total"
                matrix={matrix}
                pick={(t) => money(t.lowestTotal)}
                withTotals={withTotals}
              />
            )}
            {matrix.benchmarks.map((b) => (
              <tr key={b.label} className="matrix__benchmark">
                <th scope="row" className="matrix__vendor">
                  {b.label}
                </th>
                <td colSpan={matrix.rounds.length * (withTotals ? 4 : 3)}>{money(b.price)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
    </div>
  );
}

function FragmentHeaders({ withTotals }: { withTotals: boolean }) {
  return (
    <>
      <th scope="col" className="num">
        Price
      </th>
      <th scope="col" className="num">
        Days
      </th>
      <th scope="col">MOQ</th>
      {withTotals && (
        <th scope="col" className="num">
          Total
        </th>
      )}
    </>
  );
}

function MatrixCells({
  cell,
  money,
  withTotals,
}: {
  cell: NonNullable<Matrix['rows'][number]['cells'][number]>;
  money: (n: number | null) => string;
  withTotals: boolean;
}) {
  const priceClass = ['num', 'matrix__price', cell.bestPrice && 'is-best', cell.selected && 'is-selected']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <td className={priceClass}>
        <span className="matrix__amount">{money(cell.price)}</span>
        <Change change={cell.change} />
        {cell.revisions > 0 && <span className="matrix__revised">revised ×{cell.revisions}</span>}
      </td>
      <td className={['num', cell.bestDelivery && 'is-fast'].filter(Boolean).join(' ')}>{cell.deliveryDays}</td>
      <td className="matrix__moq">{cell.moq ?? '—'}</td>
      {withTotals && <td className="num matrix__total">{money(cell.total)}</td>}
    </>
  );
}

function TotalsRow({
  label,
  matrix,
  pick,
  withTotals,
}: {
  label: string;
  matrix: Matrix;
  pick: (t: Matrix['totals'][number]) => string;
  withTotals: boolean;
}) {
  return (
    <tr>
      <th scope="row" className="matrix__vendor">
        {label}
      </th>
      {matrix.totals.map((t, i) => (
        <td key={t.roundNumber} colSpan={withTotals ? 4 : 3} className="num">
          {matrix.rounds[i].bidsVisible ? pick(t) : 'Sealed'}
        </td>
      ))}
    </tr>
  );
}
