import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@domain/format.ts';
import type { StoredCorporateEnquiry } from '@/data/ports/admin-panel.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { useCorporateEnquiriesQuery } from '../api.ts';
import { AdminCard } from './admin-card.tsx';
import './admin-table.css';

const PAGE_SIZE = 20;

const columns: TableColumn<StoredCorporateEnquiry>[] = [
  {
    key: 'received',
    header: 'Received (IST)',
    render: (e) => (
      <time className="num" dateTime={e.createdAt}>
        {formatDateTime(e.createdAt)}
      </time>
    ),
  },
  { key: 'name', header: 'Name', render: (e) => <strong>{e.name}</strong> },
  { key: 'organisation', header: 'Organisation', render: (e) => e.organisationName },
  { key: 'email', header: 'E-mail', render: (e) => <a href={`mailto:${e.email}`}>{e.email}</a> },
  {
    key: 'mobile',
    header: 'Mobile',
    align: 'end',
    render: (e) => (
      <a className="num" href={`tel:${e.countryCode}${e.mobileNumber}`}>
        {e.countryCode} {e.mobileNumber}
      </a>
    ),
  },
];

/** The corporate enquiries table (trade §2, §7: newest first), paged on the server. Admins only (RLS). */
export function EnquiriesCard() {
  const [page, setPage] = useState(1);
  const enquiries = useCorporateEnquiriesQuery({ page, pageSize: PAGE_SIZE });
  const total = enquiries.data?.total ?? 0;
  return (
    <AdminCard
      icon={Inbox}
      title="Corporate Enquiries"
      description={`Sent through the Contact Corporate Sales form, newest first${total ? ` · ${total} in all` : ''}.`}
      testId="card-enquiries"
      span="wide"
    >
      {enquiries.error ? (
        <Alert
          variant="danger"
          title="Could not load enquiries"
          action={
            <Button size="sm" variant="outline" onClick={() => void enquiries.refetch()}>
              Retry
            </Button>
          }
        >
          {enquiries.error.message}
        </Alert>
      ) : enquiries.isLoading ? (
        <p className="admin-recent__note">Loading enquiries…</p>
      ) : (
        <>
          <Table
            caption="Corporate enquiries"
            columns={columns}
            rows={enquiries.data?.rows ?? []}
            rowKey={(e) => e.id}
            empty="No corporate enquiries yet."
            className="admin-table"
            stackOnPhones
          />
          <Pager
            page={page}
            pageCount={Math.ceil(total / PAGE_SIZE)}
            onPageChange={setPage}
            label="Corporate enquiry pages"
          />
        </>
      )}
    </AdminCard>
  );
}
