import { formatCount as n, formatPercent } from '@domain/format.ts';
import type { PlanFigures } from '@domain/schemas/admin.ts';
import { SERIES_COLOURS } from '../model/series.ts';

/** Members by plan: each plan's share as a bar, then members, share, verified and corporate per plan. */
export function PlanPanel({ plans }: { plans: PlanFigures }) {
  const total = plans.reduce((all, p) => all + p.members, 0);
  return (
    <section className="ops-panel" aria-labelledby="plans-title">
      <div className="ops-panel__head">
        <h2 id="plans-title">Members by plan</h2>
        <span className="desk-toolbar__count">{n(total)} members</span>
      </div>
      <div className="plan-share" role="img" aria-label={plans.map((p) => `${p.plan} ${n(p.members)}`).join(', ')}>
        {plans.map((p, i) => (
          <span
            key={p.plan}
            className="plan-share__part"
            style={{ flexGrow: p.members, background: SERIES_COLOURS[i] }}
            title={`${p.plan}: ${n(p.members)}`}
          />
        ))}
      </div>
      <table className="grid-table ops-mini">
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col" className="num">
              Members
            </th>
            <th scope="col" className="num">
              Share
            </th>
            <th scope="col" className="num">
              Verified
            </th>
            <th scope="col" className="num">
              Corporate
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((p, i) => (
            <tr key={p.plan}>
              <td>
                <span className="ops-swatch" style={{ background: SERIES_COLOURS[i] }} aria-hidden="true" />
                {p.plan}
              </td>
              <td className="num">{n(p.members)}</td>
              <td className="num">{total ? formatPercent((p.members / total) * 100) : '—'}</td>
              <td className="num">{n(p.verified)}</td>
              <td className="num">{n(p.corporate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
