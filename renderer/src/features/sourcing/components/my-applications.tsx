import { Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDate } from '@domain/format.ts';
import {
  APPLICATION_FAILED,
  APPLICATION_STATUS_LABELS,
  APPLICATION_WITHDRAWN,
  type VendorApplicationStatus,
} from '@domain/vendor-applications.ts';
import type { MyVendorApplication } from '@/data/ports/vendor-applications.ts';
import { useSession } from '@/session/use-session.ts';
import { Badge, type BadgeVariant } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useWithdrawVendorApplicationMutation } from '../api.ts';
import '@/ui/desk.css';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

const STATUS_VARIANTS: Record<VendorApplicationStatus, BadgeVariant> = {
  pending: 'blue',
  accepted: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

/**
 * A company's acceptance registers the member as its vendor on the server, but the session's role facts were
 * read before: read them again, so Submit Bids and the menu know at once.
 */
function useAcceptedRegistrations(applications: readonly MyVendorApplication[]) {
  const session = useSession();
  const registered = session.facts.vendorRegistrations;
  const unknown = applications.some(
    (a) =>
      a.status === 'accepted' && !registered.some((r) => r.companyId === a.companyId && r.department === a.department),
  );
  const { refresh } = session;
  useEffect(() => {
    if (unknown) refresh();
  }, [unknown, refresh]);
}

/** The member's vendor applications: where, when, and what the company decided (and why, when it said no). */
export function MyApplications({ applications }: { applications: readonly MyVendorApplication[] }) {
  const [withdraw, withdrawing] = useWithdrawVendorApplicationMutation();
  const [confirming, setConfirming] = useState<MyVendorApplication | null>(null);
  useAcceptedRegistrations(applications);

  const onWithdraw = async (application: MyVendorApplication) => {
    try {
      const outcome = await withdraw(application.id).unwrap();
      if (outcome.ok) showToast({ ...APPLICATION_WITHDRAWN, variant: 'success' });
      else showToast({ title: APPLICATION_FAILED, description: outcome.message, variant: 'destructive' });
    } catch (error) {
      toastFailure(APPLICATION_FAILED, error);
    }
  };

  const columns: TableColumn<MyVendorApplication>[] = [
    { key: 'company', header: 'Company', render: (a) => <strong>{a.company?.companyName ?? '—'}</strong> },
    { key: 'department', header: 'Department', render: (a) => a.departmentName },
    { key: 'sent', header: 'Sent', render: (a) => formatDate(a.createdAt) },
    {
      key: 'status',
      header: 'Decision',
      render: (a) => (
        <span className="cell-stack">
          <Badge variant={STATUS_VARIANTS[a.status]}>{APPLICATION_STATUS_LABELS[a.status]}</Badge>
          {a.decidedAt && (
            <small>
              {formatDate(a.decidedAt)}
              {a.decidedByName ? ` · ${a.decidedByName}` : ''}
            </small>
          )}
          {a.rejectionReason && <small className="application__reason">Reason: {a.rejectionReason}</small>}
        </span>
      ),
    },
    {
      key: 'action',
      header: <span className="visually-hidden">Action</span>,
      align: 'end',
      render: (a) =>
        a.status === 'pending' && (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(a)} loading={withdrawing.isLoading}>
            <Undo2 size={14} aria-hidden="true" /> Withdraw
          </Button>
        ),
    },
  ];

  return (
    <>
      <Table
        caption="Your vendor applications"
        className="dense-table stack-on-phone"
        columns={columns}
        rows={[...applications]}
        rowKey={(a) => a.id}
        empty="You have not applied to any company yet."
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Withdraw application?"
        description={`${confirming?.company?.companyName ?? 'The company'} will no longer see your application for ${confirming?.departmentName ?? 'this department'}. You can apply again later.`}
        confirmLabel="Withdraw"
        onConfirm={async () => void (confirming && (await onWithdraw(confirming)))}
      />
    </>
  );
}
