import { Link } from 'react-router';
import { formatAmount, formatShortDateTime } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import type { MarketMill } from '@/data/ports/market.ts';

/** The revealed prices quoting a class, cheapest first, each mill linking to its company page. */
export function MillsTable({ mills }: { mills: readonly MarketMill[] }) {
  const sorted = [...mills].sort((a, b) => a.price - b.price || a.companyName.localeCompare(b.companyName));
  return (
    <div className="grid-scroll market-mills">
      <table className="grid-table market-mills__table" aria-label="Mills quoting this class">
        <thead>
          <tr>
            <th scope="col">Mill</th>
            <th scope="col">City</th>
            <th scope="col" className="num">
              Basic price (₹)
            </th>
            <th scope="col" className="num market-mills__updated">
              Updated
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((mill) => (
            <tr key={mill.productId}>
              <td>
                <Link to={paths.company.href(mill.companyId)}>{mill.companyName}</Link>
              </td>
              <td>{mill.city}</td>
              <td className="num grid-table__strong">{formatAmount(mill.price)}</td>
              <td className="num muted market-mills__updated">{formatShortDateTime(mill.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
