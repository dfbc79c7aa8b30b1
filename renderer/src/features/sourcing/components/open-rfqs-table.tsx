import { Lock, Send } from 'lucide-react';
import { formatDate, formatQuantityText } from '@domain/format.ts';
import { departmentName, formatMoney, NO_ACTIVE_RFQS } from '@domain/sourcing.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import type { MyVendorBid, RoundStanding } from '@/data/ports/sourcing.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { itemOf, type OpenRfq } from '../model/open-rfq.ts';
import { Countdown } from './countdown.tsx';
import '@/ui/desk.css';

interface OpenRfqsProps {
  rows: OpenRfq[];
  /** The vendor's current quote in a round, if any. */
  myCurrent: (roundId: string) => MyVendorBid | null;
  ownBidsIn: (roundId: string) => MyVendorBid[];
  standingOf: (roundId: string) => RoundStanding | undefined;
  onBid: (rfq: OpenRfq) => void;
  /** A round's countdown ran out: read the RFQs again. */
  onExpire: () => void;
}

/** The vendor's quote in the RFQ's open round, with their rank where the round is not sealed. */
function YourQuote({ rfq, ...p }: { rfq: OpenRfq } & Omit<OpenRfqsProps, 'rows' | 'onBid' | 'onExpire'>) {
  const mine = p.myCurrent(rfq.round.id);
  if (!mine) return <span className="muted">{p.ownBidsIn(rfq.round.id).length ? 'Withdrawn' : 'Not yet'}</span>;
  const standing = p.standingOf(rfq.round.id);
  return (
    <span className="cell-stack">
      <strong>{formatMoney(mine.quotedPrice, rfq.currency)}</strong>
      {standing ? (
        <small className={standing.myRank === 1 ? 'rank rank--lead' : 'rank'}>
          Rank {standing.myRank} of {standing.bidderCount}
        </small>
      ) : (
        rfq.round.sealed && <small>Sealed</small>
      )}
    </span>
  );
}

function columnsOf(p: OpenRfqsProps): TableColumn<OpenRfq>[] {
  return [
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
          <Countdown closesAt={r.round.closesAt} compact onExpire={p.onExpire} />
        </span>
      ),
    },
    { key: 'mine', header: 'Your quote', render: (r) => <YourQuote rfq={r} {...p} /> },
    {
      key: 'action',
      header: 'Action',
      render: (r) => (
        <Button size="sm" onClick={() => p.onBid(r)}>
          <Send size={14} aria-hidden="true" /> {p.myCurrent(r.round.id) ? 'Revise Bid' : 'Submit Bid'}
        </Button>
      ),
    },
  ];
}

/** The RFQs the vendor can bid on now, with their round, countdown and the vendor's own quote. */
export function OpenRfqsTable(props: OpenRfqsProps) {
  return (
    <Table
      caption="Open RFQs you can bid on"
      className="dense-table stack-on-phone"
      columns={columnsOf(props)}
      rows={props.rows}
      rowKey={(r) => r.id}
      empty={NO_ACTIVE_RFQS}
    />
  );
}
