import { Lock } from 'lucide-react';
import { memo } from 'react';
import { formatDateTime } from '@domain/format.ts';
import { formatDeadline, type Currency } from '@domain/sourcing.ts';
import { bidStepText } from '@domain/sourcing-auction.ts';
import type { DepartmentRfq, RfqBid } from '@/data/ports/sourcing.ts';
import { useOnlineOnlyBlocked } from '@/session/online-only.tsx';
import { Badge } from '@/ui/badge.tsx';
import { roundChip } from '../model/rfq-status.ts';
import { Countdown } from './countdown.tsx';
import { RoundBidsTable } from './round-bids-table.tsx';
import '../sourcing.css';
import './round-history.css';

type Round = DepartmentRfq['rounds'][number];

/** A round's number, state, sealing, extensions, rules and times (a countdown while it is open). */
function RoundHeader({ round, currency, onDeadline }: { round: Round; currency: Currency; onDeadline: () => void }) {
  const open = round.isOpen;
  const chip = roundChip(open);
  return (
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
        Step {bidStepText({ stepKind: round.bidStepKind, step: round.bidStep }, currency)} · up to{' '}
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
  );
}

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
        return (
          <section key={round.id} className="round-block" aria-label={`Round ${round.roundNumber}`}>
            <RoundHeader round={round} currency={rfq.currency} onDeadline={onDeadline} />
            {!round.bidsVisible ? (
              <p className="sealed-note">
                <Lock size={14} aria-hidden="true" /> {round.bidCount} sealed bid{round.bidCount === 1 ? '' : 's'} from{' '}
                {round.bidderCount} vendor{round.bidderCount === 1 ? '' : 's'}: visible when the round closes.
              </p>
            ) : roundBids.length === 0 ? (
              <p className="muted round-block__none">No bids in this round.</p>
            ) : (
              <RoundBidsTable
                roundNumber={round.roundNumber}
                roundBids={roundBids}
                currency={rfq.currency}
                closed={closed}
                offline={offline}
                freshIds={freshIds}
                onSelect={onSelect}
              />
            )}
          </section>
        );
      })}
    </>
  );
});
