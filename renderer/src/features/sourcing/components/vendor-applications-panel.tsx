import { Check, Inbox, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate } from '@domain/format.ts';
import {
  APPLICANT_NOT_NOTIFIED,
  APPLICATION_ACCEPTED,
  APPLICATION_REJECTED,
  APPLICATION_STATUS_LABELS,
  DECISION_FAILED,
  REJECTION_PRESETS,
  REJECTION_REASON_MAX,
  REJECTION_REASON_REQUIRED,
} from '@domain/vendor-applications.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { CompanyVendorApplication } from '@/data/ports/vendor-applications.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog/dialog.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { Textarea } from '@/ui/textarea.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import {
  useAcceptVendorApplicationMutation,
  useDepartmentApplicationsQuery,
  useNotifyApplicantMutation,
  useRejectVendorApplicationMutation,
} from '../api.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import '../vendor-applications.css';

type Application = CompanyVendorApplication;

/** Asks for the reason the applicant will read (a preset or one's own words) before rejecting. */
function RejectApplicationDialog({
  application,
  onClose,
  onReject,
}: {
  application: Application | null;
  onClose: () => void;
  onReject: (application: Application, reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldId = useId();
  const close = () => {
    if (pending) return;
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!application) return;
    if (!reason.trim()) return setError(REJECTION_REASON_REQUIRED);
    setPending(true);
    try {
      await onReject(application, reason.trim());
    } finally {
      setPending(false);
      setReason('');
      onClose();
    }
  };
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => !open && close()}
      title="Reject Application"
      description={
        application
          ? `${application.businessName} (${application.memberName}) is told on WhatsApp with your reason. They may apply again later.`
          : undefined
      }
    >
      <div className="applications__presets" role="group" aria-label="Common reasons">
        {REJECTION_PRESETS.map((preset) => (
          <button key={preset} type="button" className="applications__preset" onClick={() => setReason(preset)}>
            {preset}
          </button>
        ))}
      </div>
      <label className="field__label" htmlFor={fieldId}>
        Reason for the applicant
      </label>
      <Textarea
        id={fieldId}
        rows={3}
        value={reason}
        maxLength={REJECTION_REASON_MAX}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <p className="applications__count">
        {reason.length}/{REJECTION_REASON_MAX}
      </p>
      <div className="dialog__actions">
        <Button variant="outline" onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" loading={pending} onClick={() => void submit()}>
          Reject Application
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * Vendor Mgmt's applications: members who asked to be vendors of this department, with what their profile
 * says. Accept registers them (they join the approved vendors); Reject asks for the reason they are told. The
 * applicant is then told on WhatsApp; if that fails the decision stands and the executive is told so.
 */
export function VendorApplicationsPanel({ ctx }: { ctx: DashboardContext }) {
  const applications = useDepartmentApplicationsQuery({ companyId: ctx.companyId, department: ctx.department.id });
  const [accept] = useAcceptVendorApplicationMutation();
  const [reject] = useRejectVendorApplicationMutation();
  const [notify] = useNotifyApplicantMutation();
  const [deciding, setDeciding] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Application | null>(null);

  /** Runs a decision and tells the applicant; every outcome ends in one toast. */
  const decide = async (application: Application, run: () => Promise<{ ok: boolean; message?: string }>) => {
    setDeciding(application.id);
    try {
      const outcome = await run();
      if (!outcome.ok) {
        showToast({ title: DECISION_FAILED, description: outcome.message, variant: 'destructive' });
        return false;
      }
      const told = await notify(application.id).unwrap();
      if (!told.ok) showToast({ title: APPLICANT_NOT_NOTIFIED, description: told.message, variant: 'destructive' });
      return told.ok;
    } catch (error) {
      showToast({ title: DECISION_FAILED, description: apiErrorOf(error).message, variant: 'destructive' });
      return false;
    } finally {
      setDeciding(null);
    }
  };

  const onAccept = async (a: Application) => {
    if (await decide(a, () => accept(a.id).unwrap()))
      showToast({
        ...APPLICATION_ACCEPTED,
        description: `${a.businessName} can now bid on ${ctx.department.name} RFQs.`,
        variant: 'success',
      });
  };
  const onReject = async (a: Application, reason: string) => {
    if (await decide(a, () => reject({ id: a.id, reason }).unwrap()))
      showToast({ ...APPLICATION_REJECTED, description: `${a.businessName} has been told why.`, variant: 'success' });
  };

  const pending = (applications.data ?? []).filter((a) => a.status === 'pending');
  const decided = (applications.data ?? []).filter((a) => a.status !== 'pending').slice(0, 10);

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
          <Button size="sm" loading={deciding === a.id} onClick={() => void onAccept(a)}>
            <Check size={14} aria-hidden="true" /> Accept
          </Button>
          <Button size="sm" variant="outline" disabled={deciding === a.id} onClick={() => setRejecting(a)}>
            <X size={14} aria-hidden="true" /> Reject
          </Button>
        </span>
      ),
    },
  ];

  const decidedColumns: TableColumn<Application>[] = [
    { key: 'applicant', header: 'Applicant', render: (a) => a.businessName },
    { key: 'status', header: 'Decision', render: (a) => APPLICATION_STATUS_LABELS[a.status] },
    { key: 'by', header: 'By', render: (a) => a.decidedByName ?? '—' },
    { key: 'when', header: 'On', render: (a) => (a.decidedAt ? formatDate(a.decidedAt) : '—') },
    { key: 'reason', header: 'Reason', render: (a) => a.rejectionReason ?? '—', cellClassName: 'cell-wrap' },
  ];

  return (
    <section className="panel panel--span" aria-labelledby="vendor-applications-title">
      <header className="panel__header">
        <h2 id="vendor-applications-title">
          <Inbox size={18} aria-hidden="true" /> Applications <Badge variant="orange">{pending.length}</Badge>
        </h2>
        <p>
          Members who asked to become {ctx.department.name} vendors of {ctx.companyName || 'this company'}.
        </p>
      </header>
      {applications.error ? (
        <Alert variant="danger" title="Error fetching applications">
          {applications.error.message}
        </Alert>
      ) : applications.isLoading ? (
        <Spinner label="Loading applications" />
      ) : (
        <Table
          caption="Vendor applications awaiting a decision"
          className="dense-table stack-on-phone"
          columns={columns}
          rows={pending}
          rowKey={(a) => a.id}
          empty="No applications waiting. Members apply from Buyer Enquiries (Apply to Participate)."
        />
      )}
      {decided.length > 0 && (
        <details className="applications__decided">
          <summary>Recent decisions ({decided.length})</summary>
          <Table
            caption="Recently decided applications"
            className="dense-table stack-on-phone"
            columns={decidedColumns}
            rows={decided}
            rowKey={(a) => a.id}
            empty=""
          />
        </details>
      )}
      <RejectApplicationDialog
        application={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(a, reason) => onReject(a, reason)}
      />
    </section>
  );
}
