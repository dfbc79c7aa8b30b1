import { apiErrorOf, type ApiError } from '@/data/api.ts';
import { Spinner } from '@/ui/spinner.tsx';
import { TimeChart, type ChartSeries } from '@/ui/time-chart.tsx';
import { totalsSummary } from '../model/series.ts';

/** A panel's body while its read is loading or failed; null when it has data. */
export function Pending({ error, loading }: { error: unknown; loading: boolean }) {
  if (error) return <p className="ops-panel__error">Could not load: {apiErrorOf(error as ApiError).message}</p>;
  if (loading) return <Spinner size={20} label="Loading" />;
  return null;
}

/** A chart of a dashboard read, or its panel saying it is loading or failed. */
export function ChartPanel({
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
