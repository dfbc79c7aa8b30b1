import { formatPercent, formatPercentChange } from '@domain/format.ts';
import type { ComparisonMatrix as Matrix } from '@domain/bid-matrix.ts';

/** Columns per round: price, days, MOQ, and the total when the RFQ has a quantity. */
export const roundSpan = (withTotals: boolean) => (withTotals ? 4 : 3);

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

/** The column headers under each round. */
export function RoundHeaders({ withTotals }: { withTotals: boolean }) {
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

/** A vendor's quote in one round: price with change and revisions, days, MOQ, total. */
export function MatrixCells({
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
        <td key={t.roundNumber} colSpan={roundSpan(withTotals)} className="num">
          {matrix.rounds[i].bidsVisible ? pick(t) : 'Sealed'}
        </td>
      ))}
    </tr>
  );
}

/** The pinned totals of each round (best, average, vendors and fastest, against target, lowest total) and benchmarks. */
export function MatrixTotals({
  matrix,
  money,
  withTotals,
}: {
  matrix: Matrix;
  money: (n: number | null) => string;
  withTotals: boolean;
}) {
  return (
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
        <TotalsRow label="Lowest total" matrix={matrix} pick={(t) => money(t.lowestTotal)} withTotals={withTotals} />
      )}
      {matrix.benchmarks.map((b) => (
        <tr key={b.label} className="matrix__benchmark">
          <th scope="row" className="matrix__vendor">
            {b.label}
          </th>
          <td colSpan={matrix.rounds.length * roundSpan(withTotals)}>{money(b.price)}</td>
        </tr>
      ))}
    </tfoot>
  );
}
