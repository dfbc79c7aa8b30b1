import { useMemo, useState } from 'react';
import { formatCount, formatDate, formatPercent } from '@domain/format.ts';
import { departmentName } from '@domain/sourcing.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import type { ActivityDays, PlanFigures, SignupDays } from '@domain/schemas/admin.ts';
import { apiErrorOf, type ApiError } from '@/data/api.ts';
import { DeskHeader, FilterChips } from '@/ui/desk.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TimeChart, type ChartSeries } from '@/ui/time-chart.tsx';
import {
  useActivityPerDayQuery,
  useCreditsPerDayQuery,
  useMembersByPlanQuery,
  useOpenRfqsQuery,
  useSignupsPerDayQuery,
} from '../api.ts';
import { AuditLog } from '../components/audit-log.tsx';
import { creditSeries, GRANT_REASONS, SERIES_COLOURS, SPEND_REASONS, totalsSummary } from '../model/series.ts';
import '@/ui/desk.css';
import '../operations.css';

const PERIODS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
] as const;
type Period = (typeof PERIODS)[number]['value'];

const n = formatCount;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A panel's body while its read is loading or failed; null when it has data. */
function Pending({ error, loading }: { error: unknown; loading: boolean }) {
  if (error) return <p className="ops-panel__error">Could not load: {apiErrorOf(error as ApiError).message}</p>;
  if (loading) return <Spinner size={20} label="Loading" />;
  return null;
}

/** A chart of a dashboard read, or its panel saying it is loading or failed. */
function ChartPanel({
  title,
  days,
  series,
  period,
  query,
}: {
  title: string;
  days: readonly string[] | undefined;
  series: readonly ChartSeries[] | null;
  period: number;
  query: { error?: unknown; isLoading: boolean };
}) {
  if (days && series)
    return <TimeChart title={title} days={days} series={series} summary={totalsSummary(series, period)} />;
  return (
    <section className="ops-panel">
      <h2>{title}</h2>
      <Pending error={query.error} loading={query.isLoading} />
    </section>
  );
}

function PlanPanel({ plans }: { plans: PlanFigures }) {
  const total = sum(plans.map((p) => p.members));
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

const signupSeries = (days: SignupDays) => [
  { label: 'Free', colour: SERIES_COLOURS[0], values: days.map((d) => d.free) },
  { label: 'Paid', colour: SERIES_COLOURS[1], values: days.map((d) => d.paid) },
  { label: 'Corporate', colour: SERIES_COLOURS[2], values: days.map((d) => d.corporate) },
];

const activitySeries = (days: ActivityDays) => [
  { label: 'Enquiries', colour: SERIES_COLOURS[0], values: days.map((d) => d.enquiries) },
  { label: 'Offers', colour: SERIES_COLOURS[1], values: days.map((d) => d.offers) },
  { label: 'Bids on products', colour: SERIES_COLOURS[2], values: days.map((d) => d.productBids) },
  { label: 'RFQ bids', colour: SERIES_COLOURS[3], values: days.map((d) => d.rfqBids) },
];

/**
 * /admin2: the operations view of the one administrator whose Admin entry leads here (accounts §2; its contents
 * are this product's design): key figures, members by plan, sign-ups, credits granted and spent by reason,
 * trading activity per day, open RFQs, and the admin audit log. Every read is refused by the server to others.
 */
export function OperationsPage() {
  const [period, setPeriod] = useState<Period>('30');
  const days = Number(period);
  const plans = useMembersByPlanQuery();
  const signups = useSignupsPerDayQuery(days);
  const credits = useCreditsPerDayQuery(days);
  const activity = useActivityPerDayQuery(days);
  const rfqs = useOpenRfqsQuery();

  const signupLines = useMemo(() => (signups.data ? signupSeries(signups.data) : null), [signups.data]);
  const activityLines = useMemo(() => (activity.data ? activitySeries(activity.data) : null), [activity.data]);
  const granted = useMemo(
    () => (credits.data ? creditSeries(credits.data, 'granted', GRANT_REASONS) : null),
    [credits.data],
  );
  const spent = useMemo(
    () => (credits.data ? creditSeries(credits.data, 'spent', SPEND_REASONS) : null),
    [credits.data],
  );

  const kpis = [
    { label: 'Members', value: plans.data ? n(sum(plans.data.map((p) => p.members))) : null },
    {
      label: `New in ${days} days`,
      value: signupLines ? n(sum(signupLines.flatMap((s) => s.values))) : null,
    },
    {
      label: 'Paid & corporate',
      value: plans.data ? n(sum(plans.data.filter((p) => p.plan !== 'Free Member').map((p) => p.members))) : null,
    },
    { label: `Credits spent in ${days} days`, value: spent ? n(sum(spent.map((s) => s.total))) : null },
    {
      label: `Posts in ${days} days`,
      value: activity.data ? n(sum(activity.data.map((d) => d.enquiries + d.offers))) : null,
    },
    { label: 'Open RFQs', value: rfqs.data ? n(rfqs.data.total) : null },
  ];

  return (
    <div className="desk operations">
      <DeskHeader
        title="Operations"
        subtitle="The marketplace at a glance, and every admin action"
        actions={<FilterChips label="Period" chips={PERIODS} value={period} onChange={setPeriod} />}
      />
      <dl className="ops-kpis" aria-label="Key figures">
        {kpis.map((k) => (
          <div key={k.label} className="ops-kpis__item">
            <dt>{k.label}</dt>
            <dd>{k.value ?? '–'}</dd>
          </div>
        ))}
      </dl>

      <div className="ops-grid">
        {plans.data ? (
          <PlanPanel plans={plans.data} />
        ) : (
          <section className="ops-panel">
            <h2>Members by plan</h2>
            <Pending error={plans.error} loading={plans.isLoading} />
          </section>
        )}
        <ChartPanel
          title="Sign-ups per day"
          days={signups.data?.map((d) => d.day)}
          series={signupLines}
          period={days}
          query={signups}
        />
        <ChartPanel
          title="Credits granted per day, by reason"
          days={credits.data?.days}
          series={granted}
          period={days}
          query={credits}
        />
        <ChartPanel
          title="Credits spent per day, by reason"
          days={credits.data?.days}
          series={spent}
          period={days}
          query={credits}
        />
        <ChartPanel
          title="Enquiries, offers and bids per day"
          days={activity.data?.map((d) => d.day)}
          series={activityLines}
          period={days}
          query={activity}
        />
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
      </div>

      <AuditLog />
    </div>
  );
}
