import { Lock } from 'lucide-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { ComparisonMatrix as Matrix } from '@domain/bid-matrix.ts';
import { MatrixCells, roundSpan } from './matrix-parts.tsx';

/** A spacer row standing for the vendor rows out of view. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className="matrix__spacer" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}

/** The matrix body: a row per vendor, each round's quote, sealed or missing. */
export function MatrixVendorRows({
  matrix,
  money,
  withTotals,
  scrollRef,
}: {
  matrix: Matrix;
  money: (n: number | null) => string;
  withTotals: boolean;
  /** The matrix's scroll area: the rows drawn follow its scroll position. */
  scrollRef: RefObject<HTMLDivElement | null>;
}) {
  // Only the vendor rows in view (plus a few) are in the DOM: a 50- or 500-vendor matrix paints as fast as a short one.
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
  const span = roundSpan(withTotals);
  const columns = 1 + matrix.rounds.length * span;
  return (
    <tbody>
      {matrix.rows.length === 0 && (
        <tr>
          <td colSpan={columns} className="matrix__empty">
            No bids readable yet.
          </td>
        </tr>
      )}
      <Spacer height={padTop} columns={columns} />
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
                <td key={i} colSpan={span} className="matrix__sealed">
                  <Lock size={12} aria-hidden="true" /> Sealed
                </td>
              ) : cell ? (
                <MatrixCells key={i} cell={cell} money={money} withTotals={withTotals} />
              ) : (
                <td key={i} colSpan={span} className="matrix__none">
                  {row.withdrawn[i] ? 'withdrawn' : 'no bid'}
                </td>
              ),
            )}
          </tr>
        );
      })}
      <Spacer height={padBottom} columns={columns} />
    </tbody>
  );
}
