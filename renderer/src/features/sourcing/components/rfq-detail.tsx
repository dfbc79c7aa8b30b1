import { Award, Lock, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@domain/format.ts';
import { BIDDING_TITLES, formatDeadline, formatMoney, isRoundOpen, RFQ_TITLES } from '@domain/sourcing.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { DepartmentRfq, RfqBid } from '@/data/ports/sourcing.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useRfqBidsQuery, useSelectBidMutation, useSendAlertsMutation } from '../api.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { roundChip } from '../model/rfq-status.ts';
import { ComparisonMatrix } from './comparison-matrix.tsx';
import { Countdown } from './countdown.tsx';
import { FabricSpecSummary } from './fabric-spec-summary.tsx';

type View = 'rounds' | 'matrix';

const vendorName = (b: RfqBid) => b.vendor?.businessName ?? b.vendor?.memberName ?? 'Former vendor';

/** One RFQ opened in the accordion: its terms, its round history with bids, and its comparison matrix. */
export function RfqDetail({ rfq, now, ctx }: { rfq: DepartmentRfq; now: number; ctx: DashboardContext }) {
  const bids = useRfqBidsQuery(rfq.id, { refetchOnMountOrArgChange: true });
  const [view, setView] = useState<View>('rounds');
  const [awarding, setAwarding] = useState<RfqBid | null>(null);
  const [selectBid] = useSelectBidMutation();
  const [sendAlerts] = useSendAlertsMutation();
  const closed = rfq.bidStatus === 'closed';

  const award = async (bid: RfqBid) => {
    try {
      const outcome = await selectBid({ bidId: bid.id, rfqId: rfq.id }).unwrap();
      if (!outcome.ok)
        return showToast({ title: BIDDING_TITLES.selectFailed, description: outcome.message, variant: 'destructive' });
      showToast({
        title: BIDDING_TITLES.bidSelected,
        description: `${rfq.requestNumber} awarded to ${vendorName(bid)} at ${formatMoney(bid.quotedPrice, rfq.currency)}. The vendors are being told on WhatsApp.`,
        variant: 'success',
      });
      void sendAlerts(rfq.id);
    } catch (error) {
      showToast({ title: BIDDING_TITLES.selectFailed, description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  const rounds = [...rfq.rounds].sort((a, b) => b.roundNumber - a.roundNumber);
  return (
    <div className="rfq-detail">
      <dl className="facts facts--row">
        <div>
          <dt>Target price</dt>
          <dd>{rfq.targetPrice === null ? '—' : formatMoney(rfq.targetPrice, rfq.currency)}</dd>
        </div>
        <div>
          <dt>Terms</dt>
          <dd>
            {rfq.paymentTerms} / {rfq.freightTerms}
          </dd>
        </div>
        <div>
          <dt>Target delivery</dt>
          <dd>{rfq.targetDeliveryDays ? `${rfq.targetDeliveryDays} days` : '—'}</dd>
        </div>
        <div>
          <dt>Anti-sniping</dt>
          <dd>{rfq.antiSnipingMinutes ? `${rfq.antiSnipingMinutes} min` : 'Off'}</dd>
        </div>
        {rfq.attachmentUrl && (
          <div>
            <dt>Attachment</dt>
            <dd>
              <a href={rfq.attachmentUrl} target="_blank" rel="noreferrer">
                <Paperclip size={14} aria-hidden="true" /> Open
              </a>
            </dd>
          </div>
        )}
      </dl>
      {rfq.description && <p className="rfq-detail__description">{rfq.description}</p>}
      {rfq.fabricSourcingRequestId && <FabricSpecSummary fabricRequestId={rfq.fabricSourcingRequestId} />}

      <div className="segmented" role="group" aria-label={`${rfq.requestNumber} view`}>
        <button
          type="button"
          className="segmented__option"
          aria-pressed={view === 'rounds'}
          onClick={() => setView('rounds')}
        >
          Rounds &amp; bids
        </button>
        <button
          type="button"
          className="segmented__option"
          aria-pressed={view === 'matrix'}
          onClick={() => setView('matrix')}
        >
          Comparison matrix
        </button>
      </div>

      {bids.error ? (
        <Alert variant="danger" title={RFQ_TITLES.dataFailed}>
          {bids.error.message}
        </Alert>
      ) : bids.isLoading ? (
        <Spinner label="Loading bids" />
      ) : view === 'matrix' ? (
        <ComparisonMatrix rfq={rfq} bids={bids.data ?? []} ctx={ctx} />
      ) : rounds.length === 0 ? (
        <p className="table-empty">Bidding has not started. Initiate it under Bid Mgmt.</p>
      ) : (
        rounds.map((round) => {
          const roundBids = (bids.data ?? [])
            .filter((b) => b.roundId === round.id)
            .sort((a, b) => a.quotedPrice - b.quotedPrice || a.createdAt.localeCompare(b.createdAt));
          const chip = roundChip(round, now);
          const open = isRoundOpen(round, now);
          return (
            <section key={round.id} className="round-block" aria-label={`Round ${round.roundNumber}`}>
              <header className="round-block__header">
                <h4>Round {round.roundNumber}</h4>
                <Badge variant={chip.variant}>{chip.label}</Badge>
                {round.sealed && (
                  <Badge variant="navy">
                    <Lock size={12} aria-hidden="true" /> Sealed
                  </Badge>
                )}
                {round.extensionCount > 0 && <Badge variant="orange">Extended ×{round.extensionCount}</Badge>}
                <span className="round-block__times">
                  Opened {formatDateTime(round.createdAt)} ·{' '}
                  {open ? (
                    round.closesAt ? (
                      <>
                        closes {formatDeadline(round.closesAt)}{' '}
                        <Countdown closesAt={round.closesAt} now={now} compact />
                      </>
                    ) : (
                      'no deadline'
                    )
                  ) : (
                    `closed ${formatDateTime(round.closedAt ?? round.closesAt)}`
                  )}
                </span>
              </header>
              {!round.bidsVisible ? (
                <p className="sealed-note">
                  <Lock size={14} aria-hidden="true" /> {round.bidCount} sealed bid{round.bidCount === 1 ? '' : 's'}{' '}
                  from {round.bidderCount} vendor{round.bidderCount === 1 ? '' : 's'}: visible when the round closes.
                </p>
              ) : roundBids.length === 0 ? (
                <p className="muted round-block__none">No bids in this round.</p>
              ) : (
                <div
                  className="table-scroll"
                  role="region"
                  aria-label={`Bids of round ${round.roundNumber}`}
                  tabIndex={0}
                >
                  <table className="table dense-table bids-table">
                    <thead>
                      <tr>
                        <th scope="col">Vendor</th>
                        <th scope="col" className="table__end">
                          Quoted price
                        </th>
                        <th scope="col" className="table__end">
                          Delivery
                        </th>
                        <th scope="col">MOQ</th>
                        <th scope="col">Notes</th>
                        <th scope="col">Submitted</th>
                        <th scope="col">
                          <span className="visually-hidden">Award</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {roundBids.map((bid) => (
                        <tr
                          key={bid.id}
                          className={bid.isSelected ? 'is-selected' : undefined}
                          aria-selected={bid.isSelected || undefined}
                        >
                          <td data-label="Vendor">
                            <span className="cell-stack">
                              <strong>{vendorName(bid)}</strong>
                              <small>{bid.vendor?.memberName}</small>
                            </span>
                          </td>
                          <td data-label="Quoted price" className="table__end strong">
                            {formatMoney(bid.quotedPrice, rfq.currency)}
                          </td>
                          <td data-label="Delivery" className="table__end">
                            {bid.deliveryTimeDays} d
                          </td>
                          <td data-label="MOQ">{bid.moq ?? '—'}</td>
                          <td data-label="Notes" className="bids-table__notes">
                            {bid.vendorNotes ?? '—'}
                          </td>
                          <td data-label="Submitted">{formatDateTime(bid.createdAt)}</td>
                          <td className="table__end">
                            {bid.isSelected ? (
                              <Badge variant="success">
                                <Award size={12} aria-hidden="true" /> Selected
                              </Badge>
                            ) : (
                              !closed && (
                                <Button size="sm" variant="secondary" onClick={() => setAwarding(bid)}>
                                  Select
                                </Button>
                              )
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          );
        })
      )}
      <ConfirmDialog
        open={awarding !== null}
        onOpenChange={(o) => !o && setAwarding(null)}
        title="Confirm Bid Selection"
        description={
          awarding
            ? `Award ${rfq.requestNumber} to ${vendorName(awarding)} at ${formatMoney(awarding.quotedPrice, rfq.currency)} (round ${awarding.roundNumber})? This closes the RFQ and all its rounds and cannot be undone; every bidder is told the outcome.`
            : ''
        }
        confirmLabel="Award bid"
        onConfirm={async () => void (awarding && (await award(awarding)))}
      />
    </div>
  );
}
