import { ClipboardList, Lock, Send, Store, Trophy } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { formatDate, formatDateTime, formatQuantityText } from '@domain/format.ts';
import {
  departmentName,
  formatMoney,
  isRoundOpen,
  NO_ACTIVE_RFQS,
  NOT_A_VENDOR,
  RFQ_TITLES,
} from '@domain/sourcing.ts';
import { paths } from '@domain/paths.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import { BECOME_A_VENDOR } from '@domain/vendor-applications.ts';
import type { MyVendorBid, RoundStanding } from '@/data/ports/sourcing.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { useMyVendorApplicationsQuery, useMyVendorBidsQuery, useStandingsQuery, useVendorRfqsQuery } from '../api.ts';
import { MyApplications } from '../components/my-applications.tsx';
import { Countdown } from '../components/countdown.tsx';
import { currentQuoteOf, SubmitBidDialog } from '../components/submit-bid-dialog.tsx';
import { useLiveSourcing } from '../hooks/use-live-sourcing.ts';
import { useNow } from '../hooks/use-now.ts';
import type { OpenRfq } from '../model/open-rfq.ts';
import { latestRound } from '../model/rfq-status.ts';
import '../sourcing.css';
import '../vendor-applications.css';

const itemOf = (r: { customItem: string | null; category: { name: string } | null }) =>
  r.category?.name ?? r.customItem ?? 'Item';

function outcomeOf(bid: MyVendorBid): { label: string; variant: 'success' | 'neutral' | 'blue' | 'orange' } {
  if (bid.isSelected) return { label: 'Won', variant: 'success' };
  if (bid.withdrawnAt) return { label: `Withdrawn ${formatDateTime(bid.withdrawnAt)}`, variant: 'orange' };
  if (bid.rfq?.bidStatus === 'closed') return { label: 'Not selected', variant: 'neutral' };
  return { label: 'Awaiting award', variant: 'blue' };
}

/**
 * /bid-submission (Free and Paid Members, trade §2): the RFQs of the member's vendor registrations with a round
 * open, their own quotes with rank in unsealed rounds, and the outcome of every bid they placed.
 */
export function BidSubmissionPage() {
  const session = useSession();
  const userId = session.userId ?? '';
  const registrations = useMemo(
    () => session.facts.vendorRegistrations.map((r) => ({ companyId: r.companyId, department: r.department })),
    [session.facts.vendorRegistrations],
  );
  const rfqs = useVendorRfqsQuery(
    { vendorUserId: userId, registrations },
    { skip: !userId || registrations.length === 0 },
  );
  const myBids = useMyVendorBidsQuery(userId, { skip: !userId });
  const applications = useMyVendorApplicationsQuery(undefined, { skip: !userId });
  // Which RFQs are open is re-read every 5 s; each countdown ticks by itself.
  const now = useNow(true, 5000);
  const openRfqs: OpenRfq[] = (rfqs.data ?? []).flatMap((r) => {
    const round = latestRound(r.rounds);
    return round && isRoundOpen(round, now) ? [{ ...r, round }] : [];
  });
  // Standings exist for rounds open now: ask only about the RFQs bidding that the vendor has quoted on.
  const rfqIds = useMemo(() => {
    const quoted = new Set((myBids.data ?? []).map((b) => b.sourcingRequestId));
    return (rfqs.data ?? [])
      .filter((r) => quoted.has(r.id))
      .map((r) => r.id)
      .sort();
  }, [myBids.data, rfqs.data]);
  const standings = useStandingsQuery(rfqIds, { skip: rfqIds.length === 0 });
  const [bidding, setBidding] = useState<OpenRfq | null>(null);
  useLiveSourcing(
    userId ? { vendorUserId: userId, companyIds: [...new Set(registrations.map((r) => r.companyId))] } : null,
  );

  // A deadline that passes while the page is open: ask the server again (it may have been extended).
  const nextDeadline = Math.min(...openRfqs.map((r) => (r.round.closesAt ? Date.parse(r.round.closesAt) : Infinity)));
  const refetch = rfqs.refetch;
  useEffect(() => {
    if (!Number.isFinite(nextDeadline)) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, nextDeadline - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [nextDeadline, refetch]);

  const standingOf = (roundId: string): RoundStanding | undefined => standings.data?.find((s) => s.roundId === roundId);
  const ownBidsIn = (roundId: string) => (myBids.data ?? []).filter((b) => b.roundId === roundId);
  const myCurrent = (roundId: string) => currentQuoteOf(ownBidsIn(roundId));

  const columns: TableColumn<OpenRfq>[] = [
    { key: 'id', header: 'RFQ ID', render: (r) => <span className="mono strong">{r.requestNumber}</span> },
    { key: 'company', header: 'Company', render: (r) => r.company?.companyName ?? '—' },
    { key: 'department', header: 'Department', render: (r) => departmentName(SOURCING_DEPARTMENTS, r.department) },
    {
      key: 'item',
      header: 'Item',
      render: (r) => (
        <span className="cell-stack">
          <strong>{itemOf(r)}</strong>
          {r.mainCategory && <small>{r.mainCategory}</small>}
        </span>
      ),
    },
    {
      key: 'quantity',
      header: 'Quantity',
      align: 'end',
      render: (r) => formatQuantityText(r.quantity, r.quantityUnit),
    },
    {
      key: 'target',
      header: 'Target Price',
      align: 'end',
      render: (r) => (r.targetPrice === null ? '—' : formatMoney(r.targetPrice, r.currency)),
    },
    { key: 'terms', header: 'Terms (Pay/Freight)', render: (r) => `${r.paymentTerms} / ${r.freightTerms}` },
    { key: 'created', header: 'Created', render: (r) => formatDate(r.createdAt) },
    {
      key: 'round',
      header: 'Round',
      render: (r) => (
        <span className="cell-stack">
          <span className="round-tag">
            R{r.round.roundNumber}
            {r.round.sealed && (
              <Badge variant="navy">
                <Lock size={11} aria-hidden="true" /> Sealed
              </Badge>
            )}
          </span>
          <Countdown closesAt={r.round.closesAt} compact onExpire={() => void rfqs.refetch()} />
        </span>
      ),
    },
    {
      key: 'mine',
      header: 'Your quote',
      render: (r) => {
        const mine = myCurrent(r.round.id);
        if (!mine) return <span className="muted">{ownBidsIn(r.round.id).length ? 'Withdrawn' : 'Not yet'}</span>;
        const standing = standingOf(r.round.id);
        return (
          <span className="cell-stack">
            <strong>{formatMoney(mine.quotedPrice, r.currency)}</strong>
            {standing ? (
              <small className={standing.myRank === 1 ? 'rank rank--lead' : 'rank'}>
                Rank {standing.myRank} of {standing.bidderCount}
              </small>
            ) : (
              r.round.sealed && <small>Sealed</small>
            )}
          </span>
        );
      },
    },
    {
      key: 'action',
      header: 'Action',
      render: (r) => (
        <Button size="sm" onClick={() => setBidding(r)}>
          <Send size={14} aria-hidden="true" /> {myCurrent(r.round.id) ? 'Revise Bid' : 'Submit Bid'}
        </Button>
      ),
    },
  ];

  const bidColumns: TableColumn<MyVendorBid>[] = [
    { key: 'time', header: 'Submitted', render: (b) => formatDateTime(b.createdAt) },
    { key: 'rfq', header: 'RFQ', render: (b) => <span className="mono">{b.rfq?.requestNumber ?? '—'}</span> },
    { key: 'company', header: 'Company', render: (b) => b.rfq?.company?.companyName ?? '—' },
    { key: 'item', header: 'Item', render: (b) => (b.rfq ? itemOf(b.rfq) : '—') },
    { key: 'round', header: 'Round', render: (b) => `R${b.roundNumber}` },
    {
      key: 'price',
      header: 'Quoted',
      align: 'end',
      render: (b) => <strong>{formatMoney(b.quotedPrice, b.rfq?.currency ?? 'INR')}</strong>,
    },
    { key: 'days', header: 'Delivery', align: 'end', render: (b) => `${b.deliveryTimeDays} d` },
    { key: 'moq', header: 'MOQ', render: (b) => b.moq ?? '—' },
    {
      key: 'outcome',
      header: 'Outcome',
      render: (b) => {
        const o = outcomeOf(b);
        return (
          <Badge variant={o.variant}>
            {b.isSelected && <Trophy size={12} aria-hidden="true" />} {o.label}
          </Badge>
        );
      },
    },
  ];

  const notVendor = registrations.length === 0;
  return (
    <section className="container public-rfqs" aria-labelledby="bid-submission-title">
      <header className="public-rfqs__header">
        <h1 id="bid-submission-title">Submit Bids</h1>
        <p>
          RFQs of the company departments you are registered with, while a round is open.{' '}
          {!notVendor &&
            `Registered with: ${session.facts.vendorRegistrations.map((r) => r.departmentName).join(', ')}.`}
        </p>
      </header>

      <section aria-labelledby="open-rfqs-title" className="public-rfqs__block">
        <h2 id="open-rfqs-title">Open RFQs</h2>
        {notVendor ? (
          <div className="bid-submission__not-vendor">
            <p className="table-empty">{NOT_A_VENDOR}</p>
            <p>
              Apply to a company&rsquo;s department: once its executives accept you, its RFQs appear here while a round
              is open.
            </p>
            <p className="vendor-application__links">
              <LinkButton to={paths.vendorApplication.href()}>
                <Store size={16} aria-hidden="true" /> {BECOME_A_VENDOR}
              </LinkButton>
              <LinkButton to={paths.buyerEnquiries.href()} variant="outline">
                <ClipboardList size={16} aria-hidden="true" /> See open buyer enquiries
              </LinkButton>
            </p>
          </div>
        ) : rfqs.error ? (
          <Alert variant="danger" title={RFQ_TITLES.fetchFailed}>
            {rfqs.error.message}
          </Alert>
        ) : rfqs.isLoading ? (
          <Spinner label="Loading RFQs" />
        ) : (
          <Table
            caption="Open RFQs you can bid on"
            className="dense-table stack-on-phone"
            columns={columns}
            rows={openRfqs}
            rowKey={(r) => r.id}
            empty={NO_ACTIVE_RFQS}
          />
        )}
      </section>

      {/* A vendor may apply to more departments; a member not yet one is offered it above. */}
      {((applications.data ?? []).length > 0 || !notVendor) && (
        <section aria-labelledby="my-applications-title" className="public-rfqs__block">
          <div className="public-rfqs__block-head">
            <h2 id="my-applications-title">Your vendor applications</h2>
            <LinkButton to={paths.vendorApplication.href()} variant="outline" size="sm">
              <Store size={14} aria-hidden="true" /> Apply to another department
            </LinkButton>
          </div>
          <MyApplications applications={applications.data ?? []} />
        </section>
      )}

      <section aria-labelledby="my-bids-title" className="public-rfqs__block">
        <h2 id="my-bids-title">My bids</h2>
        {myBids.isLoading ? (
          <Spinner label="Loading your bids" />
        ) : (
          <Table
            caption="My bids"
            className="dense-table stack-on-phone"
            columns={bidColumns}
            rows={myBids.data ?? []}
            rowKey={(b) => b.id}
            empty="You have not placed any bids on RFQs yet."
          />
        )}
      </section>

      {bidding && (
        <SubmitBidDialog
          rfq={openRfqs.find((r) => r.id === bidding.id) ?? bidding}
          userId={userId}
          ownBids={ownBidsIn(bidding.round.id)}
          onClose={() => setBidding(null)}
        />
      )}
    </section>
  );
}
