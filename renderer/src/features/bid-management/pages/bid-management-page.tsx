import type { GridApi } from 'ag-grid-community';
import { Building2 } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { BID_MANAGEMENT, bidWindowStart, formatDistance } from '@domain/bid-management.ts';
import { LIMITS } from '@domain/constants.ts';
import { dayInIndia, formatQuantity, formatRupees } from '@domain/format.ts';
import { useFillViewport } from '@/hooks/use-fill-viewport.ts';
import { useFullScreen } from '@/hooks/use-full-screen.ts';
import { useOnlineOnlyBlocked } from '@/session/online-only.tsx';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { KpiStrip } from '@/ui/kpi-strip.tsx';
import { useCompanyBidsQuery } from '../api.ts';
import { AcceptDialog } from '../components/accept-dialog.tsx';
import { SUMMARY_COLUMN } from '../components/bid-columns.tsx';
import { BidsGrid } from '../components/bids-grid.tsx';
import { BidsToolbar, type StatusFilter } from '../components/bids-toolbar.tsx';
import { DistanceChart } from '../components/distance-chart.tsx';
import { PhoneFilters } from '../components/phone-filters.tsx';
import { RejectDialog } from '../components/reject-dialog.tsx';
import { useBidDecisions } from '../hooks/use-bid-decisions.ts';
import { useLiveBids } from '../hooks/use-live-bids.ts';
import { bidFigures, toBidRow, type BidFigures, type BidRow } from '../model/bid-rows.ts';
import '@/ui/desk.css';
import '@/ui/workspace.css';
import '../bid-management.css';
import { csvExportCallbacks } from '@/lib/grid-export.ts';

const kg = (n: number) => formatQuantity(n);
/** The blotter's time columns: exported as IST wall-clock times. */
const BID_TIME_COLUMNS: ReadonlySet<string> = new Set(['bidTime']);

/** The company's bids of the window as blotter rows, live, with their figures. */
function useBlotter(companyId: string | null) {
  const [since] = useState(() => bidWindowStart(new Date()));
  const bids = useCompanyBidsQuery({ companyId: companyId ?? '', since }, { skip: !companyId });
  const rows = useMemo(() => bids.data?.map(toBidRow), [bids.data]);
  const ids = useMemo(() => rows?.map((r) => r.id), [rows]);
  const fresh = useLiveBids(companyId, ids);
  const figures = useMemo(() => bidFigures(rows ?? []), [rows]);
  return { since, bids, rows, fresh, figures };
}

function BidFiguresStrip({ figures, loaded }: { figures: BidFigures; loaded: boolean }) {
  const items = [
    { label: 'Pending', value: figures.pending, note: kg(figures.pendingKg) },
    { label: 'Pending vs today', value: formatDistance(figures.pendingDistance), note: 'mean, basic price' },
    { label: 'Accepted', value: figures.accepted, note: kg(figures.acceptedKg) },
    { label: 'Accepted value', value: formatRupees(figures.acceptedValue) },
    { label: 'Rejected', value: figures.rejected },
  ];
  return <KpiStrip label="Bid figures" items={items.map((f) => (loaded ? f : { label: f.label, value: '–' }))} />;
}

function BidsHeader({ companyName }: { companyName: string | null }) {
  return (
    <header className="bids-page__header">
      <div>
        {companyName && (
          <p className="desk__company">
            <Building2 size={16} aria-hidden="true" /> {companyName}
          </p>
        )}
        <h1 id="bids-title">{BID_MANAGEMENT.title}</h1>
        <p className="bids-page__subtitle">
          Bids on your company&apos;s products in the last {LIMITS.bidsViewWindowDays} days, newest first, beside
          today&apos;s basic price. New bids appear as they are placed.
        </p>
      </div>
    </header>
  );
}

/** The CSV of the bids shown: every column but the action and the phone's summary. */
function exportBids(api: GridApi<BidRow> | null, companyName: string | null) {
  api?.exportDataAsCsv({
    fileName: `bids-${companyName ?? 'company'}-${dayInIndia(new Date())}.csv`,
    columnKeys: api
      .getColumns()
      ?.map((c) => c.getColId())
      .filter((id) => id !== 'action' && id !== SUMMARY_COLUMN),
    ...csvExportCallbacks(BID_TIME_COLUMNS),
  });
}

/**
 * /bid-management (trade §2, corporate executives; the route guard refuses everyone else): the company's
 * customer bids of the last 10 days as a trading blotter, newest first, live, each beside its product's basic
 * price today. Pending bids are accepted after 'Confirm Bid Acceptance' (which weighs the bid against today's
 * price) or rejected with a reason; the bidder is told on WhatsApp either way.
 */
export function BidManagementPage() {
  const session = useSession();
  const companyId = session.facts.companyId;
  const { since, bids, rows, fresh, figures } = useBlotter(companyId);
  // The desktop refuses decisions offline; the buttons follow the connection as it comes and goes.
  const blocked = useOnlineOnlyBlocked();
  const [status, setStatus] = useState<StatusFilter>('All');
  const [quickFilter, setQuickFilter] = useState('');
  const [accepting, setAccepting] = useState<BidRow | null>(null);
  const [rejecting, setRejecting] = useState<BidRow | null>(null);
  const grid = useRef<GridApi<BidRow> | null>(null);
  // The grid's API as state too, and its layout: a phone's filter controls drive the grid's filters.
  const [gridApi, setGridApi] = useState<GridApi<BidRow> | null>(null);
  const [phone, setPhone] = useState(false);
  const gridBox = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen();
  useFillViewport(gridBox, { min: 360, enabled: !fullScreen.on });
  const decisions = useBidDecisions();

  const shown = useMemo(() => (status === 'All' ? rows : rows?.filter((r) => r.bidStatus === status)), [rows, status]);
  const onAccept = useCallback((row: BidRow) => setAccepting(row), []);
  const onReject = useCallback((row: BidRow) => setRejecting(row), []);
  const { notify } = decisions;
  const onNotify = useCallback((row: BidRow) => void notify(row), [notify]);
  const counts: Record<StatusFilter, number> = {
    All: rows?.length ?? 0,
    Pending: figures.pending,
    Accepted: figures.accepted,
    Rejected: figures.rejected,
  };

  return (
    <section className="bids-page" aria-labelledby="bids-title">
      <BidsHeader companyName={session.facts.companyName} />

      {!companyId ? (
        <Alert variant="warning" title="No company">
          Your account is not linked to a company yet.
        </Alert>
      ) : (
        <>
          <BidFiguresStrip figures={figures} loaded={rows !== undefined} />
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
          <div
            className={fullScreen.on ? 'bids-workspace workspace--full' : 'bids-workspace'}
            role={fullScreen.on ? 'region' : undefined}
            aria-label={fullScreen.on ? 'Bids, full screen' : undefined}
          >
            <BidsToolbar
              quickFilter={quickFilter}
              onQuickFilter={setQuickFilter}
              status={status}
              onStatus={setStatus}
              counts={counts}
              refreshing={bids.isFetching && !bids.isLoading}
              onRefresh={() => void bids.refetch()}
              canExport={Boolean(rows?.length)}
              onExport={() => exportBids(grid.current, session.facts.companyName)}
              fullScreen={fullScreen}
              columnFilters={phone ? <PhoneFilters grid={gridApi} /> : null}
            />
            {rows && rows.length === 0 ? (
              <p className="bids-page__empty" role="status">
                {BID_MANAGEMENT.empty}
              </p>
            ) : (
              <div ref={gridBox} className="workspace__grow">
                <BidsGrid
                  rows={shown}
                  loading={bids.isLoading}
                  fresh={fresh}
                  blocked={blocked}
                  quickFilter={quickFilter}
                  onAccept={onAccept}
                  onReject={onReject}
                  onNotify={onNotify}
                  onReady={(api) => {
                    grid.current = api;
                    setGridApi(api);
                  }}
                  onPhoneLayout={setPhone}
                />
              </div>
            )}
          </div>
          {!fullScreen.on && <p className="bids-page__keys">Keys: ↑↓ move · A accept · R reject</p>}
          {/* Below the blotter: the bids come first, the chart of where they stood is a scroll away. */}
          {rows && rows.length > 0 && <DistanceChart rows={rows} since={since} />}
        </>
      )}

      <AcceptDialog bid={accepting} onClose={() => setAccepting(null)} onAccept={decisions.accept} />
      <RejectDialog bid={rejecting} onClose={() => setRejecting(null)} onReject={decisions.reject} />
    </section>
  );
}
