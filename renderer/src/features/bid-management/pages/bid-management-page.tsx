import type { GridApi } from 'ag-grid-community';
import { Building2, Download, RefreshCw, Search } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { BID_MANAGEMENT, bidWindowStart, formatDistance } from '@domain/bid-management.ts';
import { LIMITS } from '@domain/constants.ts';
import { dayInIndia, formatQuantity, formatRupees } from '@domain/format.ts';
import { BID_STATUSES, type BidStatus } from '@domain/schemas/customer-bid.ts';
import { useOnlineOnlyBlocked } from '@/session/online-only.tsx';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { KpiStrip } from '@/ui/kpi-strip.tsx';
import { useCompanyBidsQuery } from '../api.ts';
import { BidsGrid } from '../components/bids-grid.tsx';
import { DistanceChart } from '../components/distance-chart.tsx';
import { RejectDialog } from '../components/reject-dialog.tsx';
import { useBidDecisions } from '../hooks/use-bid-decisions.ts';
import { useLiveBids } from '../hooks/use-live-bids.ts';
import { bidFigures, toBidRow, type BidRow } from '../model/bid-rows.ts';
import '../bid-management.css';
import { KG } from '@domain/units.ts';
import { csvExportCallbacks } from '@/lib/grid-export.ts';

type StatusFilter = 'All' | BidStatus;
const kg = (n: number) => formatQuantity(n);
/** The blotter's time columns: exported as IST wall-clock times. */
const BID_TIME_COLUMNS: ReadonlySet<string> = new Set(['bidTime']);

/**
 * /bid-management (trade §2, corporate executives; the route guard refuses everyone else): the company's
 * customer bids of the last 10 days as a trading blotter, newest first, live. Pending bids are accepted
 * after 'Confirm Bid Acceptance' or rejected with a reason; the bidder is told on WhatsApp either way.
 */
export function BidManagementPage() {
  const session = useSession();
  const companyId = session.facts.companyId;
  const [since] = useState(() => bidWindowStart(new Date()));
  const bids = useCompanyBidsQuery({ companyId: companyId ?? '', since }, { skip: !companyId });
  // The desktop refuses decisions offline; the buttons follow the connection as it comes and goes.
  const blocked = useOnlineOnlyBlocked();
  const rows = useMemo(() => bids.data?.map(toBidRow), [bids.data]);
  const ids = useMemo(() => rows?.map((r) => r.id), [rows]);
  const fresh = useLiveBids(companyId, ids);
  const figures = useMemo(() => bidFigures(rows ?? []), [rows]);

  const [status, setStatus] = useState<StatusFilter>('All');
  const [quickFilter, setQuickFilter] = useState('');
  const [accepting, setAccepting] = useState<BidRow | null>(null);
  const [rejecting, setRejecting] = useState<BidRow | null>(null);
  const grid = useRef<GridApi<BidRow> | null>(null);
  const decisions = useBidDecisions();

  const shown = useMemo(() => (status === 'All' ? rows : rows?.filter((r) => r.bidStatus === status)), [rows, status]);
  const onAccept = useCallback((row: BidRow) => setAccepting(row), []);
  const onReject = useCallback((row: BidRow) => setRejecting(row), []);
  const { notify } = decisions;
  const onNotify = useCallback((row: BidRow) => void notify(row), [notify]);

  const exportCsv = () =>
    grid.current?.exportDataAsCsv({
      fileName: `bids-${session.facts.companyName ?? 'company'}-${dayInIndia(new Date())}.csv`,
      columnKeys: grid.current
        .getColumns()
        ?.map((c) => c.getColId())
        .filter((id) => id !== 'action'),
      ...csvExportCallbacks(BID_TIME_COLUMNS),
    });

  const counts: Record<StatusFilter, number> = {
    All: rows?.length ?? 0,
    Pending: figures.pending,
    Accepted: figures.accepted,
    Rejected: figures.rejected,
  };

  return (
    <section className="bids-page" aria-labelledby="bids-title">
      <header className="bids-page__header">
        <div>
          {session.facts.companyName && (
            <p className="bids-page__company">
              <Building2 size={16} aria-hidden="true" /> {session.facts.companyName}
            </p>
          )}
          <h1 id="bids-title">{BID_MANAGEMENT.title}</h1>
          <p className="bids-page__subtitle">
            Bids on your company&apos;s products in the last {LIMITS.bidsViewWindowDays} days, newest first. New bids
            appear as they are placed.
          </p>
        </div>
      </header>

      {!companyId ? (
        <Alert variant="warning" title="No company">
          Your account is not linked to a company yet.
        </Alert>
      ) : (
        <>
          <KpiStrip
            label="Bid figures"
            items={[
              { label: 'Pending', value: figures.pending, note: kg(figures.pendingKg) },
              { label: 'Pending vs basic', value: formatDistance(figures.pendingDistance) },
              { label: 'Accepted', value: figures.accepted, note: kg(figures.acceptedKg) },
              { label: 'Accepted value', value: formatRupees(figures.acceptedValue) },
              { label: 'Rejected', value: figures.rejected },
            ].map((f) => (rows ? f : { label: f.label, value: '–' }))}
          />

          {rows && rows.length > 0 && <DistanceChart rows={rows} since={since} />}

          {blocked && (
            <Alert variant="warning" title="Decisions need a connection">
              {blocked}
            </Alert>
          )}
          {bids.error && (
            <Alert
              variant="danger"
              title={BID_MANAGEMENT.loadErrorTitle}
              action={
                <Button size="sm" variant="outline" onClick={() => void bids.refetch()}>
                  Retry
                </Button>
              }
            >
              {bids.error.message}
            </Alert>
          )}

          <div className="bids-toolbar" role="toolbar" aria-label="Bid list tools">
            <label className="bids-toolbar__search">
              <Search size={16} aria-hidden="true" />
              <input
                type="search"
                placeholder="Filter bids: product, bidder, bid no…"
                aria-label="Filter bids"
                value={quickFilter}
                onChange={(e) => setQuickFilter(e.target.value)}
              />
            </label>
            <div className="bids-toolbar__status" role="radiogroup" aria-label="Status">
              {(['All', ...BID_STATUSES] as StatusFilter[]).map((s) => (
                <button
                  key={s}
                  type="button"
                  role="radio"
                  aria-checked={status === s}
                  className="bids-toolbar__segment"
                  onClick={() => setStatus(s)}
                >
                  {s} <span className="bids-toolbar__count">{counts[s]}</span>
                </button>
              ))}
            </div>
            <span className="bids-toolbar__hint">Keys: ↑↓ move · A accept · R reject</span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void bids.refetch()}
              loading={bids.isFetching && !bids.isLoading}
            >
              <RefreshCw size={14} aria-hidden="true" /> Refresh
            </Button>
            <Button size="sm" variant="outline" onClick={exportCsv} disabled={!rows?.length}>
              <Download size={14} aria-hidden="true" /> Export CSV
            </Button>
          </div>

          {rows && rows.length === 0 ? (
            <p className="bids-page__empty" role="status">
              {BID_MANAGEMENT.empty}
            </p>
          ) : (
            <BidsGrid
              rows={shown}
              loading={bids.isLoading}
              fresh={fresh}
              blocked={blocked}
              quickFilter={quickFilter}
              onAccept={onAccept}
              onReject={onReject}
              onNotify={onNotify}
              onReady={(api) => (grid.current = api)}
            />
          )}
        </>
      )}

      <ConfirmDialog
        open={accepting !== null}
        onOpenChange={(open) => !open && setAccepting(null)}
        title={BID_MANAGEMENT.confirmTitle}
        description={
          accepting
            ? `Accept ${accepting.bidDisplayId} from ${accepting.bidderName}: ${kg(accepting.bidQuantity)} of ${accepting.product} at ${formatRupees(accepting.bidPrice)} per ${KG} (${formatDistance(accepting.distancePct)} vs the basic price ${formatRupees(accepting.basicPrice)})? The bidder is told on WhatsApp. This cannot be undone.`
            : ''
        }
        confirmLabel="Accept Bid"
        onConfirm={async () => {
          if (accepting) await decisions.accept(accepting);
        }}
      />
      <RejectDialog bid={rejecting} onClose={() => setRejecting(null)} onReject={decisions.reject} />
    </section>
  );
}
