import { Check, X } from 'lucide-react';
import { formatDate } from '@domain/format.ts';
import { APPLICATION_STATUS_LABELS } from '@domain/vendor-applications.ts';
import type { CompanyVendorApplication as Application } from '@/data/ports/vendor-applications.ts';
import { Button } from '@/ui/button.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import '@/ui/desk.css';

/** The applications awaiting a decision, with what the applicant's profile says and Accept / Reject. */
export function PendingApplicationsTable({
  rows,
  deciding,
  onAccept,
  onReject,
}: {
  rows: Application[];
  deciding: string | null;
  onAccept: (a: Application) => void;
  onReject: (a: Application) => void;
}) {
  const columns: TableColumn<Application>[] = [
    {
      key: 'applicant',
      header: 'Applicant',
      render: (a) => (
        <span className="cell-stack">
          <strong>{a.businessName}</strong>
          <small>
            {a.memberName} · {a.membershipType}
            {a.isVerifiedMember ? ' · verified' : ''}
          </small>
        </span>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      render: (a) => (
        <span className="cell-stack">
          <span>{a.email}</span>
          {a.mobileNumber && <small>{`${a.countryCode ?? '+91'} ${a.mobileNumber}`}</small>}
          {(a.city || a.state) && <small>{[a.city, a.state].filter(Boolean).join(', ')}</small>}
        </span>
      ),
    },
    {
      key: 'note',
      header: 'About their business',
      render: (a) => (
        <span className="cell-stack">
          {a.businessType.length > 0 && <small>{a.businessType.join(', ')}</small>}
          <p className="applications__note">{a.note ?? '—'}</p>
        </span>
      ),
      cellClassName: 'cell-wrap',
    },
    { key: 'sent', header: 'Sent', render: (a) => formatDate(a.createdAt) },
    {
      key: 'decision',
      header: <span className="visually-hidden">Decision</span>,
      align: 'end',
      render: (a) => (
        <span className="applications__actions">
          <Button size="sm" loading={deciding === a.id} onClick={() => onAccept(a)}>
            <Check size={14} aria-hidden="true" /> Accept
          </Button>
          <Button size="sm" variant="outline" disabled={deciding === a.id} onClick={() => onReject(a)}>
            <X size={14} aria-hidden="true" /> Reject
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Table
      caption="Vendor applications awaiting a decision"
      className="dense-table stack-on-phone"
      columns={columns}
      rows={rows}
      rowKey={(a) => a.id}
      empty="No applications waiting. Members apply from Buyer Enquiries (Apply to Participate)."
    />
  );
}

const DECIDED_COLUMNS: TableColumn<Application>[] = [
  { key: 'applicant', header: 'Applicant', render: (a) => a.businessName },
  { key: 'status', header: 'Decision', render: (a) => APPLICATION_STATUS_LABELS[a.status] },
  { key: 'by', header: 'By', render: (a) => a.decidedByName ?? '—' },
  { key: 'when', header: 'On', render: (a) => (a.decidedAt ? formatDate(a.decidedAt) : '—') },
  { key: 'reason', header: 'Reason', render: (a) => a.rejectionReason ?? '—', cellClassName: 'cell-wrap' },
];

/** The most recent decisions, folded away. */
export function DecidedApplications({ rows }: { rows: Application[] }) {
  if (rows.length === 0) return null;
  return (
    <details className="applications__decided">
      <summary>Recent decisions ({rows.length})</summary>
      <Table
        caption="Recently decided applications"
        className="dense-table stack-on-phone"
        columns={DECIDED_COLUMNS}
        rows={rows}
        rowKey={(a) => a.id}
        empty=""
      />
    </details>
  );
}
