import { Download, Lock } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { buildMatrix, matchProductBenchmark, type ComparisonMatrix as Matrix } from '@domain/bid-matrix.ts';
import { formatDateTime, formatQuantityText } from '@domain/format.ts';
import { formatMoney } from '@domain/sourcing.ts';
import type { DepartmentRfq, RfqBid } from '@/data/ports/sourcing.ts';
import { downloadFile } from '@/lib/spreadsheet-file.ts';
import { Button } from '@/ui/button.tsx';
import { useBenchmarkProductsQuery } from '../api.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { matrixWorkbook } from '../model/matrix-xlsx.ts';
import { MatrixTotals, RoundHeaders, roundSpan } from './matrix-parts.tsx';
import { MatrixVendorRows } from './matrix-vendor-rows.tsx';
import '../sourcing.css';
import './comparison-matrix.css';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** The matrix of an RFQ from its overview row and its readable bids. */
function matrixOf(
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
  const scrollRef = useRef<HTMLDivElement>(null);
  const money = (n: number | null) => (n === null ? '—' : formatMoney(n, rfq.currency));
  const withTotals = matrix.quantity !== null;
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
      toastFailure('Export failed', error);
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
        ref={scrollRef}
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
                <th key={r.id} scope="colgroup" colSpan={roundSpan(withTotals)} className="matrix__round">
                  Round {r.roundNumber}
                  {r.isOpen && <span className="matrix__live"> · live</span>}
                  {!r.bidsVisible && <Lock size={12} aria-label="sealed" />}
                </th>
              ))}
            </tr>
            <tr>
              {matrix.rounds.map((r) => (
                <RoundHeaders key={r.id} withTotals={withTotals} />
              ))}
            </tr>
          </thead>
          <MatrixVendorRows matrix={matrix} money={money} withTotals={withTotals} scrollRef={scrollRef} />
          <MatrixTotals matrix={matrix} money={money} withTotals={withTotals} />
        </table>
      </div>
    </div>
  );
}
