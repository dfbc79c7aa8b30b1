import { Paperclip } from 'lucide-react';
import { formatDate, formatQuantityText } from '@domain/format.ts';
import { RFQ_TITLES } from '@domain/sourcing.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import type { DepartmentRfq } from '@/data/ports/sourcing.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import type { useOverviewQuery } from '../api.ts';
import { rfqChip } from '../model/rfq-status.ts';
import '@/ui/desk.css';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

/** An RFQ raised offline on the desktop and not on the server yet: its number and state in the register. */
const DRAFT_CHIP = {
  queued: { label: OUTBOX_TEXT.savedOffline, variant: 'navy' },
  conflict: { label: 'Not saved', variant: 'danger' },
} as const;

const COLUMNS: TableColumn<DepartmentRfq>[] = [
  { key: 'number', header: 'RFQ ID', render: (r) => <span className="mono strong">{r.requestNumber}</span> },
  {
    key: 'item',
    header: 'Item',
    render: (r) => (
      <span className="cell-stack">
        <strong>{r.itemName}</strong>
        {r.mainCategory && r.mainCategory !== r.itemName && <small>{r.mainCategory}</small>}
      </span>
    ),
  },
  {
    key: 'quantity',
    header: 'Quantity',
    align: 'end',
    render: (r) => formatQuantityText(r.quantity, r.quantityUnit),
  },
  { key: 'created', header: 'Created', render: (r) => formatDate(r.createdAt) },
  {
    key: 'attachment',
    header: 'File',
    render: (r) =>
      r.attachmentUrl ? (
        <NewWindowLink href={r.attachmentUrl} rel="noreferrer" aria-label={`Attachment of ${r.requestNumber}`}>
          <Paperclip size={14} aria-hidden="true" /> {r.attachmentType}
        </NewWindowLink>
      ) : (
        '—'
      ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (r) => {
      const chip = r.offlineDraft ? DRAFT_CHIP[r.offlineDraft] : rfqChip(r.bidStatus, Boolean(r.selectedBid));
      return <Badge variant={chip.variant}>{chip.label}</Badge>;
    },
  },
];

/** The department's RFQ register, newest first, with a way to the bidding desk. */
export function RfqRegister({
  departmentName,
  overview,
  onOpenBidding,
}: {
  departmentName: string;
  overview: ReturnType<typeof useOverviewQuery>;
  onOpenBidding: () => void;
}) {
  return (
    <section className="panel" aria-labelledby="rfq-register-title">
      <header className="panel__header panel__header--row">
        <div>
          <h2 id="rfq-register-title">RFQ register</h2>
          <p>Every RFQ of {departmentName}, newest first.</p>
        </div>
        <Button variant="outline" size="sm" onClick={onOpenBidding}>
          Go to Bid Mgmt
        </Button>
      </header>
      {overview.error ? (
        <Alert variant="danger" title={RFQ_TITLES.fetchFailed}>
          {overview.error.message}
        </Alert>
      ) : overview.isLoading ? (
        <Spinner label="Loading RFQs" />
      ) : (
        <Table
          caption="RFQ register"
          className="dense-table stack-on-phone"
          columns={COLUMNS}
          rows={overview.data ?? []}
          rowKey={(r) => r.id}
          empty="No RFQs yet. Create the first one with the form."
        />
      )}
    </section>
  );
}
