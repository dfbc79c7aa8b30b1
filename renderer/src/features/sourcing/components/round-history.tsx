import { Award, Lock, Undo2 } from 'lucide-react';
import { memo } from 'react';
import { formatDateTime } from '@domain/format.ts';
import { formatDeadline, formatMoney } from '@domain/sourcing.ts';
import { bidStepText } from '@domain/sourcing-auction.ts';
import type { DepartmentRfq, RfqBid } from '@/data/ports/sourcing.ts';
import { useOnlineOnlyBlocked } from '@/session/online-only.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { roundChip } from '../model/rfq-status.ts';
import { Countdown } from './countdown.tsx';

export const vendorName = (b: RfqBid) => b.vendor?.businessName ?? b.vendor?.memberName ?? 'Former vendor';

/**
 * An RFQ's rounds, newest first, each with its settings and its bids by price (the selected one in green, the
 * others selectable while the RFQ is open, those that just came in highlighted, those the vendor withdrew
 * last, struck through and marked with when); a sealed round that is still open says only how many bids it
 * holds.
 */
export const RoundHistory = memo(function RoundHistory({
  rfq,
  bids,
  freshIds,
  onSelect,
  onDeadline,
}: {
  rfq: DepartmentRfq;
  bids: readonly RfqBid[];
  freshIds?: ReadonlySet<string>;
  onSelect: (bid: RfqBid) => void;
  onDeadline: () => void;
}) {
  const closed = rfq.bidStatus === 'closed';
  const offline = useOnlineOnlyBlocked();
  const rounds = [...rfq.rounds].sort((a, b) => b.roundNumber - a.roundNumber);
  if (rounds.length === 0) return <p className="table-empty">Bidding has not started. Initiate it under Bid Mgmt.</p>;
  return (
    <>
      {rounds.map((round) => {
        // Standing quotes by price, then those the vendors withdrew.
        const roundBids = bids
          .filter((b) => b.roundId === round.id)
          .sort(
            (a, b) =>
              Number(a.withdrawnAt !== null) - Number(b.withdrawnAt !== null) ||
              a.quotedPrice - b.quotedPrice ||
              a.createdAt.localeCompare(b.createdAt),
          );
        const open = round.isOpen;
        const chip = roundChip(open);
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
              <span className="round-block__rules">
                Step {bidStepText({ stepKind: round.bidStepKind, step: round.bidStep }, rfq.currency)} · up to{' '}
                {round.maxBidsPerVendor} bids per vendor
              </span>
              <span className="round-block__times">
                Opened {formatDateTime(round.createdAt)} ·{' '}
                {open ? (
                  round.closesAt ? (
                    <>
                      closes {formatDeadline(round.closesAt)}{' '}
                      <Countdown closesAt={round.closesAt} compact onExpire={onDeadline} />
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
                <Lock size={14} aria-hidden="true" /> {round.bidCount} sealed bid{round.bidCount === 1 ? '' : 's'} from{' '}
                {round.bidderCount} vendor{round.bidderCount === 1 ? '' : 's'}: visible when the round closes.
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
                        className={
                          [
                            bid.isSelected && 'is-selected',
                            freshIds?.has(bid.id) && 'is-fresh',
                            bid.withdrawnAt && 'is-withdrawn',
                          ]
                            .filter(Boolean)
                            .join(' ') || undefined
                        }
                        aria-selected={bid.isSelected || undefined}
                      >
                        <td data-label="Vendor">
                          <span className="cell-stack">
                            <strong>{vendorName(bid)}</strong>
                            <small>{bid.vendor?.memberName}</small>
                          </span>
                        </td>
                        <td data-label="Quoted price" className="table__end strong">
                          {bid.withdrawnAt ? (
                            <s aria-label={`${formatMoney(bid.quotedPrice, rfq.currency)}, withdrawn`}>
                              {formatMoney(bid.quotedPrice, rfq.currency)}
                            </s>
                          ) : (
                            formatMoney(bid.quotedPrice, rfq.currency)
                          )}
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
                          ) : bid.withdrawnAt ? (
                            <Badge variant="orange">
                              <Undo2 size={12} aria-hidden="true" /> Withdrawn {formatDateTime(bid.withdrawnAt)}
                            </Badge>
                          ) : (
                            !closed && (
                              <Button
                                size="sm"
                                variant="secondary"
                                disabled={offline !== null}
                                title={offline ?? undefined}
                                onClick={() => onSelect(bid)}
                              >
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
      })}
    </>
  );
});
