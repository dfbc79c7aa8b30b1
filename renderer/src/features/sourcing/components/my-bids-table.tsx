import { Trophy } from 'lucide-react';
import { formatDateTime } from '@domain/format.ts';
import { formatMoney } from '@domain/sourcing.ts';
import type { MyVendorBid } from '@/data/ports/sourcing.ts';
import { Badge } from '@/ui/badge.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { itemOf } from '../model/open-rfq.ts';

function outcomeOf(bid: MyVendorBid): { label: string; variant: 'success' | 'neutral' | 'blue' | 'orange' } {
  if (bid.isSelected) return { label: 'Won', variant: 'success' };
  if (bid.withdrawnAt) return { label: `Withdrawn ${formatDateTime(bid.withdrawnAt)}`, variant: 'orange' };
  if (bid.rfq?.bidStatus === 'closed') return { label: 'Not selected', variant: 'neutral' };
  return { label: 'Awaiting award', variant: 'blue' };
}

const COLUMNS: TableColumn<MyVendorBid>[] = [
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

/** Every bid the vendor placed, newest first, with its outcome (won, withdrawn, not selected, awaiting award). */
export function MyBidsTable({ bids }: { bids: MyVendorBid[] }) {
  return (
    <Table
      caption="My bids"
      className="dense-table stack-on-phone"
      columns={COLUMNS}
      rows={bids}
      rowKey={(b) => b.id}
      empty="You have not placed any bids on RFQs yet."
    />
  );
}
