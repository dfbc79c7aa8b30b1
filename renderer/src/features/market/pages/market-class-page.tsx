import { ALL_INDIA } from '@domain/market.ts';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formatAmount, formatCount, formatDate } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import type { MarketRow } from '@/data/ports/market.ts';
import { DeskHeader, LoadFailed } from '@/ui/desk.tsx';
import { KpiStrip } from '@/ui/kpi-strip.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { useMarketClassHistoryQuery, useMarketClassMillsQuery, useMarketIndexQuery } from '../api.ts';
import { ClassChart } from '../components/class-chart.tsx';
import { FollowControl } from '../components/follow-control.tsx';
import { ChangeCell } from '../components/market-cells.tsx';
import { MillsTable } from '../components/mills-table.tsx';
import { UpgradeCall } from '../components/upgrade-call.tsx';
import { closesWithin, RANGES, type RangeKey } from '../model/ranges.ts';
import '../market.css';

const errorText = (error: unknown) => (error as { message?: string } | undefined)?.message ?? 'Please try again.';

/** /market/<class key>?centre=…: a class's year of daily closes, the mills quoting it, and following it. */
export function MarketClassPage() {
  const classKey = useParams()['*'] ?? '';
  const centre = useSearchParams()[0].get('centre') || ALL_INDIA;
  const index = useMarketIndexQuery();
  const row = index.data?.find((r) => r.classKey === classKey && r.centre === centre);
  const delayed = index.data?.some((r) => r.delayed) ?? true;
  const label = row?.classLabel ?? classKey;
  const history = useMarketClassHistoryQuery({ classKey, centre, days: 365 });
  const [range, setRange] = useState<RangeKey>('1Y');
  const closes = useMemo(() => closesWithin(history.data ?? [], range), [history.data, range]);

  return (
    <section className="desk market" aria-labelledby="market-class-title">
      <DeskHeader
        back={{ to: paths.market.path, label: 'Market' }}
        title={<span id="market-class-title">{label}</span>}
        subtitle={`${centre} · daily closes of revealed mill prices${row ? ` · as of ${formatDate(row.asOf)}` : ''}`}
        actions={
          !index.isLoading && !delayed ? (
            <FollowControl classKey={classKey} centre={centre} label={`${label}, ${centre}`} />
          ) : null
        }
      />
      {delayed && !index.isLoading && (
        <UpgradeCall
          asOf={row?.asOf ?? null}
          what="Paid Members see it live, with the mills quoting it, and can follow it."
        />
      )}
      {row && <ClassFigures row={row} />}
      <section className="market-panel" aria-labelledby="market-chart-title">
        <header className="market-panel__head">
          <h2 id="market-chart-title">Median and range</h2>
          <div className="market-ranges" role="group" aria-label="Chart range">
            {RANGES.map((r) => (
              <button
                key={r}
                type="button"
                className="filter-chip"
                aria-pressed={r === range}
                onClick={() => setRange(r)}
              >
                {r}
              </button>
            ))}
          </div>
        </header>
        {history.isLoading ? (
          <PageSpinner label="Loading the chart" />
        ) : history.isError ? (
          <LoadFailed
            title="The chart could not be loaded"
            message={errorText(history.error)}
            onRetry={() => void history.refetch()}
          />
        ) : closes.length === 0 ? (
          <p className="market__empty" role="status">
            No daily closes for this class at {centre} in this range.
          </p>
        ) : (
          <ClassChart closes={closes} label={`${label}, ${centre}: median with low–high range, ${range}`} />
        )}
      </section>
      {!delayed && !index.isLoading && <ClassMills classKey={classKey} centre={centre} />}
    </section>
  );
}

function ClassFigures({ row }: { row: MarketRow }) {
  return (
    <KpiStrip
      label="Today's figures"
      phoneColumns={3}
      items={[
        { label: 'Median (₹)', value: formatAmount(row.median) },
        { label: 'Low – High (₹)', value: `${formatAmount(row.low)} – ${formatAmount(row.high)}` },
        { label: 'Mills', value: formatCount(row.mills) },
        { label: '1 day', value: <ChangeCell value={row.change1dPct} label="1 day" /> },
        { label: '7 days', value: <ChangeCell value={row.change7dPct} label="7 days" /> },
        { label: '30 days', value: <ChangeCell value={row.change30dPct} label="30 days" /> },
      ]}
    />
  );
}

function ClassMills({ classKey, centre }: { classKey: string; centre: string }) {
  const mills = useMarketClassMillsQuery({ classKey, centre });
  return (
    <section className="market-panel" aria-labelledby="market-mills-title">
      <header className="market-panel__head">
        <h2 id="market-mills-title">Mills quoting it</h2>
        {mills.data && <span className="desk-toolbar__count">{formatCount(mills.data.length)} revealed prices</span>}
      </header>
      {mills.isLoading ? (
        <PageSpinner label="Loading the mills" />
      ) : mills.isError ? (
        <LoadFailed
          title="The mills could not be loaded"
          message={errorText(mills.error)}
          onRetry={() => void mills.refetch()}
        />
      ) : !mills.data?.length ? (
        <p className="market__empty" role="status">
          No mill quotes this class at {centre} today.
        </p>
      ) : (
        <MillsTable mills={mills.data} />
      )}
    </section>
  );
}
