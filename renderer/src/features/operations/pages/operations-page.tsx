import { useMemo, useState } from 'react';
import { formatCount } from '@domain/format.ts';
import type { ActivityDays, SignupDays } from '@domain/schemas/admin.ts';
import { DeskHeader, FilterChips } from '@/ui/desk.tsx';
import {
  useActivityPerDayQuery,
  useCreditsPerDayQuery,
  useMembersByPlanQuery,
  useOpenRfqsQuery,
  useSignupsPerDayQuery,
} from '../api.ts';
import { AuditLog } from '../components/audit-log.tsx';
import { ChartPanel, Pending } from '../components/chart-panel.tsx';
import { OpenRfqsPanel } from '../components/open-rfqs-panel.tsx';
import { PlanPanel } from '../components/plan-panel.tsx';
import { creditSeries, GRANT_REASONS, SERIES_COLOURS, SPEND_REASONS } from '../model/series.ts';
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
        <OpenRfqsPanel rfqs={rfqs} />
      </div>

      <AuditLog />
    </div>
  );
}
