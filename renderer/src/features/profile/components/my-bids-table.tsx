import { useEffect } from 'react';
import { formatDateTime, formatRupees } from '@domain/format.ts';
import { ERROR_FETCHING_BIDS, NO_BIDS_YET } from '@domain/messages.ts';
import type { MyBid } from '@/data/ports/profiles.ts';
import { Badge } from '@/ui/badge.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useMyBidsQuery } from '../api.ts';

const STATUS_BADGE = { Accepted: 'success', Rejected: 'danger' } as const;

const COLUMNS: TableColumn<MyBid>[] = [
  { key: 'id', header: 'Bid', render: (b) => <span className="profile-nowrap">{b.bidDisplayId}</span> },
  { key: 'company', header: 'Company', render: (b) => `${b.companyName} · ${b.departmentName}` },
  { key: 'fibre', header: 'Product', render: (b) => b.fibreType },
  { key: 'price', header: 'Bid Price', align: 'end', render: (b) => formatRupees(b.bidPrice) },
  { key: 'quantity', header: 'Quantity', align: 'end', render: (b) => b.bidQuantity },
  {
    key: 'status',
    header: 'Status',
    render: (b) => (
      <Badge variant={STATUS_BADGE[b.bidStatus as keyof typeof STATUS_BADGE] ?? 'neutral'}>{b.bidStatus}</Badge>
    ),
  },
  { key: 'time', header: 'Bid Time', render: (b) => formatDateTime(b.bidTime) },
];

/** 'Bids Status': the owner's bids on corporate products, newest first. */
export function MyBidsTable({ userId }: { userId: string }) {
  const bids = useMyBidsQuery(userId);
  useEffect(() => {
    if (bids.error) showToast({ title: ERROR_FETCHING_BIDS, description: bids.error.message, variant: 'destructive' });
  }, [bids.error]);
  return (
    <section className="profile-section" aria-labelledby="my-bids-title">
      <div className="profile-section__head">
        <h2 id="my-bids-title">Bids Status</h2>
      </div>
      {bids.isLoading ? (
        <Spinner label="Loading bids" />
      ) : bids.error ? (
        <p className="table-empty">{ERROR_FETCHING_BIDS}</p>
      ) : (
        <Table
          caption="Bids Status list"
          columns={COLUMNS}
          rows={bids.data ?? []}
          rowKey={(b) => b.id}
          empty={NO_BIDS_YET}
        />
      )}
    </section>
  );
}
