import { formatCount as n, formatDate } from '@domain/format.ts';
import type { OpenRfqs } from '@domain/schemas/admin.ts';
import { departmentName } from '@domain/sourcing.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import { Pending } from './chart-panel.tsx';

/** The open RFQs: how many per department and state, and the newest ones. */
export function OpenRfqsPanel({ rfqs }: { rfqs: { data?: OpenRfqs; error?: unknown; isLoading: boolean } }) {
  return (
    <section className="ops-panel" aria-labelledby="rfqs-title">
      <div className="ops-panel__head">
        <h2 id="rfqs-title">Open RFQs</h2>
        <span className="desk-toolbar__count">{rfqs.data ? `${n(rfqs.data.total)} open` : ''}</span>
      </div>
      {rfqs.data ? (
        rfqs.data.total === 0 ? (
          <p className="muted">No RFQs are open.</p>
        ) : (
          <>
            <table className="grid-table ops-mini">
              <thead>
                <tr>
                  <th scope="col">Department</th>
                  <th scope="col" className="num">
                    Not started
                  </th>
                  <th scope="col" className="num">
                    Private
                  </th>
                  <th scope="col" className="num">
                    Open
                  </th>
                </tr>
              </thead>
              <tbody>
                {rfqs.data.byDepartment.map((d) => (
                  <tr key={d.department}>
                    <td>{departmentName(SOURCING_DEPARTMENTS, d.department)}</td>
                    <td className="num">{n(d.pending)}</td>
                    <td className="num">{n(d.private)}</td>
                    <td className="num">{n(d.open)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3 className="ops-panel__sub">Newest</h3>
            <ul className="ops-rfqs">
              {rfqs.data.newest.map((r) => (
                <li key={r.id}>
                  <span className="ops-rfqs__number">{r.requestNumber}</span>
                  <span className="ops-rfqs__item">
                    {r.item ?? '—'} · {r.quantity}
                  </span>
                  <span className="muted">
                    {r.companyName} · {formatDate(r.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )
      ) : (
        <Pending error={rfqs.error} loading={rfqs.isLoading} />
      )}
    </section>
  );
}
