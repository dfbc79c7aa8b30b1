import { Lock, RotateCcw, SkipForward, Square, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate, formatDateTime, formatQuantityText } from '@domain/format.ts';
import {
  BIDDING_TITLES,
  CONFIRM_RFQ_CLOSURE,
  deadlineFromLocalInput,
  formatDeadline,
  formatMoney,
  RFQ_TITLES,
} from '@domain/sourcing.ts';
import { bidRulesDraftOf, bidStepText, parseBidRules, type BidRules } from '@domain/sourcing-auction.ts';
import type { DepartmentRfq } from '@/data/ports/sourcing.ts';
import { OnlineOnlyNote, useOnlineOnlyBlocked } from '@/session/online-only.tsx';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Checkbox } from '@/ui/checkbox.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import {
  useCloseRfqMutation,
  useOverviewQuery,
  useSendAlertsMutation,
  useSetRoundStatusMutation,
  useStartRoundMutation,
} from '../api.ts';
import { useNotifyVendors } from '../hooks/use-notify-vendors.ts';
import { useRefreshSourcing } from '../hooks/use-refresh-sourcing.ts';
import { latestRound, rfqChip, roundChip } from '../model/rfq-status.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { BiddingParametersForm } from './bidding-parameters-form.tsx';
import { BidRulesFields, type BidRulesErrors } from './bid-rules-fields.tsx';
import { Countdown } from './countdown.tsx';
import { DeadlineInput } from './deadline-input.tsx';
// A row of chips, as the desks' filter chips are laid out.
import '@/ui/desk.css';
import '../sourcing.css';
import './rfq-rounds.css';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

type Filter = 'all' | 'pending' | 'bidding' | 'closed';
const FILTERS: { id: Filter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Not started' },
  { id: 'bidding', label: 'Bidding' },
  { id: 'closed', label: 'Closed' },
];

const matches = (r: DepartmentRfq, filter: Filter) =>
  filter === 'all' ||
  (filter === 'pending' && r.bidStatus === 'pending') ||
  (filter === 'bidding' && (r.bidStatus === 'private' || r.bidStatus === 'open')) ||
  (filter === 'closed' && r.bidStatus === 'closed');

/**
 * The sourcing desk's Bid Mgmt tab (the RFQs' bidding rounds; the customer bids' blotter is features/bid-management):
 * pick an RFQ, set its bidding parameters and initiate bidding (private or open, with an optional
 * deadline, sealed or not); then run its rounds — close, reopen, next round — or close the RFQ for good.
 */
export function RfqRounds({ ctx }: { ctx: DashboardContext }) {
  const scope = { companyId: ctx.companyId, department: ctx.department.id };
  const overview = useOverviewQuery(scope, { refetchOnMountOrArgChange: true });
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>('all');
  const rfqs = overview.data ?? [];
  const selectedId = params.get('rfq') ?? rfqs.find((r) => r.bidStatus !== 'closed')?.id ?? rfqs[0]?.id;
  const selected = rfqs.find((r) => r.id === selectedId) ?? null;
  const refresh = useRefreshSourcing();

  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('rfq', id);
        return next;
      },
      { replace: true },
    );

  if (overview.error)
    return (
      <Alert variant="danger" title={RFQ_TITLES.fetchFailed}>
        {overview.error.message}
      </Alert>
    );
  if (overview.isLoading) return <Spinner label="Loading RFQs" />;
  if (rfqs.length === 0)
    return <p className="table-empty">No RFQs in {ctx.department.name} yet. Create one first; bidding starts here.</p>;

  const shown = rfqs.filter((r) => matches(r, filter));
  return (
    <div className="bid-desk">
      <nav className="bid-desk__list panel" aria-label="RFQs">
        <div className="segmented" role="group" aria-label="Show">
          {FILTERS.map((f) => (
            <button
              key={f.id}
              type="button"
              className="segmented__option"
              aria-pressed={filter === f.id}
              onClick={() => setFilter(f.id)}
            >
              {f.label}
            </button>
          ))}
        </div>
        <ul className="rfq-picker">
          {shown.map((r) => {
            const chip = rfqChip(r.bidStatus, Boolean(r.selectedBid));
            const round = latestRound(r.rounds);
            return (
              <li key={r.id}>
                <button
                  type="button"
                  className="rfq-picker__item"
                  aria-current={r.id === selected?.id ? 'true' : undefined}
                  onClick={() => select(r.id)}
                >
                  <span className="rfq-picker__top">
                    <span className="mono strong">{r.requestNumber}</span>
                    <Badge variant={chip.variant}>{chip.label}</Badge>
                  </span>
                  <span className="rfq-picker__item-name">{r.itemName}</span>
                  <span className="rfq-picker__meta">
                    {formatQuantityText(r.quantity, r.quantityUnit)}
                    {round && (
                      <>
                        {' · '}R{round.roundNumber} {round.isOpen ? 'open' : 'closed'}
                        {round.closesAt && round.isOpen && (
                          <>
                            {' · '}
                            <Countdown closesAt={round.closesAt} compact onExpire={refresh} />
                          </>
                        )}
                      </>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
          {shown.length === 0 && <li className="rfq-picker__none">No RFQs here.</li>}
        </ul>
      </nav>
      {selected && <RfqDesk key={selected.id} rfq={selected} ctx={ctx} onDeadline={refresh} />}
    </div>
  );
}

function RfqDesk({ rfq, ctx, onDeadline }: { rfq: DepartmentRfq; ctx: DashboardContext; onDeadline: () => void }) {
  const chip = rfqChip(rfq.bidStatus, Boolean(rfq.selectedBid));
  const [confirmClose, setConfirmClose] = useState(false);
  const [closeRfq] = useCloseRfqMutation();
  const offline = useOnlineOnlyBlocked();
  const [sendAlerts] = useSendAlertsMutation();

  const onClose = async () => {
    try {
      const outcome = await closeRfq(rfq.id).unwrap();
      if (!outcome.ok)
        return showToast({ title: BIDDING_TITLES.closeFailed, description: outcome.message, variant: 'destructive' });
      showToast({
        title: BIDDING_TITLES.rfqClosed,
        description: `${rfq.requestNumber} is closed to bids for good.`,
        variant: 'success',
      });
      void sendAlerts(rfq.id);
    } catch (error) {
      toastFailure(BIDDING_TITLES.closeFailed, error);
    }
  };

  return (
    <section className="bid-desk__detail panel" aria-labelledby="rfq-desk-title">
      <header className="rfq-desk__header">
        <div>
          <h2 id="rfq-desk-title">
            <span className="mono">{rfq.requestNumber}</span> · {rfq.itemName}
          </h2>
          <p className="rfq-desk__meta">
            {formatQuantityText(rfq.quantity, rfq.quantityUnit)}
            {rfq.mainCategory && rfq.mainCategory !== rfq.itemName ? ` · ${rfq.mainCategory}` : ''} · raised{' '}
            {formatDate(rfq.createdAt)}
            {rfq.description ? ` · ${rfq.description}` : ''}
          </p>
        </div>
        <div className="filter-chips">
          <Badge variant={chip.variant}>{chip.label}</Badge>
          {rfq.bidStatus !== 'pending' && rfq.bidStatus !== 'closed' && (
            <Badge variant="neutral">{rfq.bidStatus === 'open' ? 'Listed publicly' : 'Registered vendors only'}</Badge>
          )}
        </div>
      </header>

      {rfq.bidStatus === 'closed' ? (
        <ClosedSummary rfq={rfq} />
      ) : (
        <>
          <OnlineOnlyNote reason={offline} />
          <BiddingParametersForm rfq={rfq} ctx={ctx} />
          {rfq.bidStatus !== 'pending' && <RoundControls rfq={rfq} onDeadline={onDeadline} />}
          <div className="danger-zone">
            <div>
              <strong>Close this RFQ</strong>
              <p>Ends bidding for good without an award. To award a bid, use RFQ &amp; Bids.</p>
            </div>
            <Button
              variant="danger"
              disabled={offline !== null}
              title={offline ?? undefined}
              onClick={() => setConfirmClose(true)}
            >
              <XCircle size={16} aria-hidden="true" /> Close RFQ
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={CONFIRM_RFQ_CLOSURE}
        description={`Close ${rfq.requestNumber} (${rfq.itemName})? Every round closes, no bid can be awarded and the RFQ cannot be reopened. This cannot be undone.`}
        confirmLabel="Close RFQ for good"
        destructive
        onConfirm={async () => void (await onClose())}
      />
    </section>
  );
}

function ClosedSummary({ rfq }: { rfq: DepartmentRfq }) {
  const bid = rfq.selectedBid;
  return bid ? (
    <Alert variant="success" title={`Awarded to ${bid.businessName ?? bid.memberName ?? 'a vendor'}`}>
      {formatMoney(bid.quotedPrice, rfq.currency)} per unit · delivery in {bid.deliveryTimeDays} days · round{' '}
      {bid.roundNumber}. The vendors have been told the outcome on WhatsApp.
    </Alert>
  ) : (
    <Alert variant="info" title="Closed without an award">
      {rfq.rounds.length} round{rfq.rounds.length === 1 ? '' : 's'}, {rfq.bidCount} bid{rfq.bidCount === 1 ? '' : 's'}.
    </Alert>
  );
}

/** A round's reverse-auction settings as the overview gives them. */
const rulesOf = (round: DepartmentRfq['rounds'][number]): BidRules => ({
  stepKind: round.bidStepKind,
  step: round.bidStep,
  maxBidsPerVendor: round.maxBidsPerVendor,
});

/** The current round's state and the round actions: close, reopen, next round. */
function RoundControls({ rfq, onDeadline }: { rfq: DepartmentRfq; onDeadline: () => void }) {
  const round = latestRound(rfq.rounds);
  const [setStatus] = useSetRoundStatusMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [reopenDeadline, setReopenDeadline] = useState('');
  if (!round) return null;
  const open = round.isOpen;
  const chip = roundChip(open);

  const changeStatus = async (status: 'open' | 'closed') => {
    setBusy(status);
    try {
      const closesAt = status === 'open' && reopenDeadline ? deadlineFromLocalInput(reopenDeadline) : null;
      const outcome = await setStatus({ roundId: round.id, status, closesAt }).unwrap();
      if (!outcome.ok)
        return showToast({
          title: BIDDING_TITLES.roundStatusFailed,
          description: outcome.message,
          variant: 'destructive',
        });
      showToast({
        title: status === 'open' ? `Round ${round.roundNumber} reopened` : `Round ${round.roundNumber} closed`,
        description:
          status === 'open'
            ? `Vendors can bid again${outcome.value.closesAt ? ` until ${formatDeadline(outcome.value.closesAt)}` : ''}.`
            : round.sealed
              ? 'Its sealed bids are now open to you under RFQ & Bids.'
              : 'No more bids are accepted in this round.',
        variant: 'success',
      });
      setReopenDeadline('');
    } catch (error) {
      toastFailure(BIDDING_TITLES.roundStatusFailed, error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="round-card" aria-labelledby="round-card-title">
      <header className="round-card__header">
        <h3 id="round-card-title">Round {round.roundNumber}</h3>
        <Badge variant={chip.variant}>{chip.label}</Badge>
        {round.sealed && (
          <Badge variant="navy">
            <Lock size={12} aria-hidden="true" /> Sealed
          </Badge>
        )}
        {round.extensionCount > 0 && <Badge variant="orange">Extended ×{round.extensionCount}</Badge>}
      </header>
      <dl className="facts">
        <div>
          <dt>Opened</dt>
          <dd>{formatDateTime(round.createdAt)}</dd>
        </div>
        <div>
          <dt>{open ? 'Closes' : 'Closed'}</dt>
          <dd>
            {open ? (
              round.closesAt ? (
                <>
                  <Countdown closesAt={round.closesAt} onExpire={onDeadline} />{' '}
                  <small>{formatDeadline(round.closesAt)}</small>
                </>
              ) : (
                'No deadline: close it by hand'
              )
            ) : (
              formatDateTime(round.closedAt ?? round.closesAt)
            )}
          </dd>
        </div>
        <div>
          <dt>Bids</dt>
          <dd>
            {round.bidCount} from {round.bidderCount} vendor{round.bidderCount === 1 ? '' : 's'}
          </dd>
        </div>
        <div>
          <dt>Best price</dt>
          <dd>{round.bidsVisible ? formatMoney(round.bestPrice, rfq.currency) : 'Sealed until the round closes'}</dd>
        </div>
        <div>
          <dt>Anti-sniping</dt>
          <dd>{rfq.antiSnipingMinutes ? `Late bids extend by ${rfq.antiSnipingMinutes} min` : 'Off'}</dd>
        </div>
        <div>
          <dt>Reverse auction</dt>
          <dd>
            Step {bidStepText(rulesOf(round), rfq.currency)} · up to {round.maxBidsPerVendor} bids per vendor
          </dd>
        </div>
      </dl>
      <div className="round-card__actions">
        {open ? (
          <Button variant="outline" loading={busy === 'closed'} onClick={() => void changeStatus('closed')}>
            <Square size={16} aria-hidden="true" /> Close round {round.roundNumber}
          </Button>
        ) : (
          <div className="inline-form">
            <DeadlineInput label="New deadline (optional)" value={reopenDeadline} onChange={setReopenDeadline} />
            <Button variant="outline" loading={busy === 'open'} onClick={() => void changeStatus('open')}>
              <RotateCcw size={16} aria-hidden="true" /> Re-open round {round.roundNumber}
            </Button>
          </div>
        )}
      </div>
      <NextRoundForm key={round.id} rfq={rfq} round={round} />
    </section>
  );
}

/** Next Round: its deadline, sealing and reverse-auction settings, starting from the current round's. */
function NextRoundForm({ rfq, round }: { rfq: DepartmentRfq; round: DepartmentRfq['rounds'][number] }) {
  const [startRound] = useStartRoundMutation();
  const notifyVendors = useNotifyVendors();
  const offline = useOnlineOnlyBlocked();
  const [busy, setBusy] = useState<string | null>(null);
  const [next, setNext] = useState({ deadline: '', sealed: round.sealed, rules: bidRulesDraftOf(rulesOf(round)) });
  const [ruleErrors, setRuleErrors] = useState<BidRulesErrors>({});

  const nextRound = async () => {
    const rules = parseBidRules(next.rules);
    setRuleErrors(rules.ok ? {} : rules.errors);
    if (!rules.ok) return;
    setBusy('next');
    try {
      const closesAt = next.deadline ? deadlineFromLocalInput(next.deadline) : null;
      const outcome = await startRound({
        rfqId: rfq.id,
        visibility: null,
        closesAt,
        sealed: next.sealed,
        rules: rules.rules,
      }).unwrap();
      if (!outcome.ok)
        return showToast({
          title: BIDDING_TITLES.nextRoundFailed,
          description: outcome.message,
          variant: 'destructive',
        });
      await notifyVendors(outcome.value.id, `Round ${outcome.value.roundNumber} of ${rfq.requestNumber} is open.`);
      setNext({ ...next, deadline: '' });
    } catch (error) {
      toastFailure(BIDDING_TITLES.nextRoundFailed, error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="next-round">
      <h4>Next round</h4>
      <p>
        Opens round {round.roundNumber + 1} for every invited vendor and closes round {round.roundNumber}.
      </p>
      <div className="inline-form">
        <DeadlineInput
          label="Deadline (optional)"
          value={next.deadline}
          onChange={(v) => setNext({ ...next, deadline: v })}
        />
        <Checkbox
          label="Sealed bids"
          checked={next.sealed}
          onChange={(e) => setNext({ ...next, sealed: e.target.checked })}
        />
      </div>
      <BidRulesFields
        value={next.rules}
        onChange={(rules) => setNext({ ...next, rules })}
        errors={ruleErrors}
        currency={rfq.currency}
      />
      <div className="form-actions">
        <Button
          variant="secondary"
          loading={busy === 'next'}
          disabled={offline !== null}
          title={offline ?? undefined}
          onClick={() => void nextRound()}
        >
          <SkipForward size={16} aria-hidden="true" /> Next Round
        </Button>
      </div>
    </div>
  );
}
