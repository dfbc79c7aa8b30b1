import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { dayInIndia, formatDate, formatShortDateTime } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import type { MarketRow } from '@/data/ports/market.ts';
import { downloadFile } from '@/lib/spreadsheet-file.ts';
import { DeskHeader, LoadFailed } from '@/ui/desk.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { useMarketIndexQuery } from '../api.ts';
import { MarketTable } from '../components/market-table.tsx';
import { MarketToolbar } from '../components/market-toolbar.tsx';
import { UpgradeCall } from '../components/upgrade-call.tsx';
import {
  filterOptions,
  filterRows,
  marketCsv,
  NO_FILTER,
  sortRows,
  type MarketFilter,
  type MarketSort,
  type MarketSortKey,
} from '../model/market-table.ts';
import '../market.css';

/** A poll each minute keeps the index live; RTK keeps the rows while it refetches, so scroll and selection stay. */
const REFRESH_MS = 60_000;

const TEXT_COLUMNS: readonly MarketSortKey[] = ['classLabel', 'centre'];

/**
 * /market (issue 27): the yarn price index from revealed mill prices. Paid Members and above get every class
 * live, with filters, sorting, keyboard navigation and CSV export; visitors and Free Members the five
 * most-quoted classes at yesterday's close, with the way to upgrade.
 */
export function MarketPage() {
  const { data, isLoading, isError, error, refetch, fulfilledTimeStamp } = useMarketIndexQuery(undefined, {
    pollingInterval: REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  const navigate = useNavigate();
  const [filter, setFilter] = useState<MarketFilter>(NO_FILTER);
  const [sort, setSort] = useState<MarketSort>({ key: 'mills', descending: true });
  const [selected, setSelected] = useState<string | null>(null);

  const rows = useMemo(() => data ?? [], [data]);
  const delayed = rows.some((row) => row.delayed);
  const shown = useMemo(() => sortRows(delayed ? rows : filterRows(rows, filter), sort), [rows, filter, sort, delayed]);
  const options = useMemo(() => filterOptions(rows), [rows]);
  const asOf = rows[0]?.asOf ?? null;

  const onSort = (key: MarketSortKey) =>
    setSort((s) =>
      s.key === key ? { key, descending: !s.descending } : { key, descending: !TEXT_COLUMNS.includes(key) },
    );
  const open = (row: MarketRow) => void navigate(paths.marketClass.href(row.classKey, row.centre));
  const exportCsv = () =>
    downloadFile(
      marketCsv(shown),
      `loomconnect-market-${asOf ?? dayInIndia(new Date())}.csv`,
      'text/csv;charset=utf-8',
    );

  return (
    <section className="desk market" aria-labelledby="market-title">
      <DeskHeader
        title={<span id="market-title">Market</span>}
        subtitle={subtitle(delayed, asOf, fulfilledTimeStamp)}
      />
      {isLoading ? (
        <PageSpinner label="Loading the market" />
      ) : isError ? (
        <LoadFailed
          title="The market could not be loaded"
          message={(error as { message?: string } | undefined)?.message ?? 'Please try again.'}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          {delayed && (
            <UpgradeCall
              asOf={asOf}
              what="You see the five most-quoted classes. Paid Members see every class and trading centre live, with the mills quoting each, alerts and CSV export."
            />
          )}
          {!delayed && (
            <MarketToolbar
              filter={filter}
              options={options}
              shown={shown.length}
              onChange={setFilter}
              onExport={exportCsv}
            />
          )}
          {shown.length === 0 ? (
            <p className="market__empty" role="status">
              {rows.length === 0
                ? 'No class has three or more mills quoting revealed prices yet.'
                : 'No class matches these filters.'}
            </p>
          ) : (
            <MarketTable
              rows={shown}
              sort={sort}
              onSort={onSort}
              selected={selected}
              onSelect={setSelected}
              onOpen={open}
            />
          )}
        </>
      )}
    </section>
  );
}

function subtitle(delayed: boolean, asOf: string | null, fetchedAt: number | undefined): string {
  const basis = 'Median, range and change of revealed mill prices; a class shows once three mills price it.';
  if (delayed) return `${basis} Delayed view${asOf ? `: ${formatDate(asOf)} close` : ''}.`;
  return fetchedAt ? `${basis} Live · updated ${formatShortDateTime(fetchedAt)}, refreshed each minute.` : basis;
}
