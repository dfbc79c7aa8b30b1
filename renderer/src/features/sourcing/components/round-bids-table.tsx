import { Award, Undo2 } from 'lucide-react';
import { formatDateTime } from '@domain/format.ts';
import { formatMoney } from '@domain/sourcing.ts';
import type { Currency } from '@domain/sourcing.ts';
import type { RfqBid } from '@/data/ports/sourcing.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { vendorName } from '../model/bid-vendor.ts';
import '@/ui/desk.css';

interface RowProps {
  currency: Currency;
  /** The RFQ is closed: no more awards. */
  closed: boolean;
  /** Why awarding is blocked now (offline on the desktop), or null. */
  offline: string | null;
  freshIds?: ReadonlySet<string>;
  onSelect: (bid: RfqBid) => void;
}

/** A bid: vendor, price (struck through once withdrawn), delivery, MOQ, notes, time, and its award state. */
function BidRow({ bid, currency, closed, offline, freshIds, onSelect }: RowProps & { bid: RfqBid }) {
  return (
    <tr
      className={
        [bid.isSelected && 'is-selected', freshIds?.has(bid.id) && 'is-fresh', bid.withdrawnAt && 'is-withdrawn']
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
          <s aria-label={`${formatMoney(bid.quotedPrice, currency)}, withdrawn`}>
            {formatMoney(bid.quotedPrice, currency)}
          </s>
        ) : (
          formatMoney(bid.quotedPrice, currency)
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
  );
}

/** A round's visible bids, in the order given. */
export function RoundBidsTable({
  roundNumber,
  roundBids,
  ...rowProps
}: RowProps & { roundNumber: number; roundBids: RfqBid[] }) {
  return (
    <div className="table-scroll" role="region" aria-label={`Bids of round ${roundNumber}`} tabIndex={0}>
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
            <BidRow key={bid.id} bid={bid} {...rowProps} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
