import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_TOASTS } from '@domain/admin-panel.ts';
import type { AdminCompany } from '@/data/ports/admin-panel.ts';
import type { MemberCard } from '@/data/ports/corporate.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useCompanyDealersQuery, useRemoveDealerMutation } from '../api.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';
import './admin-table.css';

/** The dealers of the chosen company, each with Remove (after a confirmation). */
export function CompanyDealers({ company }: { company: AdminCompany }) {
  const dealers = useCompanyDealersQuery({ companyId: company.id, dealerUserIds: company.dealerUserIds });
  const [removing, setRemoving] = useState<MemberCard | null>(null);
  const [removeDealer] = useRemoveDealerMutation();

  const onRemove = async () => {
    if (!removing) return;
    try {
      await removeDealer({ companyId: company.id, userId: removing.id }).unwrap();
      showToast({
        ...ADMIN_TOASTS.dealerRemoved,
        description: `${removing.memberName} is no longer a dealer.`,
        variant: 'success',
      });
    } catch (error) {
      toastFailure(ADMIN_TOASTS.failed.save, error);
    }
  };

  const columns: TableColumn<MemberCard>[] = [
    { key: 'name', header: 'Dealer', render: (d) => <strong>{d.memberName}</strong> },
    { key: 'business', header: 'Business', render: (d) => d.businessName ?? '—' },
    { key: 'email', header: 'E-mail', render: (d) => d.email ?? '—' },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      render: (d) => (
        <Button size="sm" variant="ghost" className="admin-danger-text" onClick={() => setRemoving(d)}>
          <UserMinus size={14} aria-hidden="true" /> Remove
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="admin-recent" role="region" aria-label={`Dealers of ${company.companyName}`}>
        <h4 className="admin-recent__title">Dealers of {company.companyName}</h4>
        {dealers.error ? (
          <Alert variant="danger">{dealers.error.message}</Alert>
        ) : (
          <Table
            caption={`Dealers of ${company.companyName}`}
            columns={columns}
            rows={dealers.data ?? []}
            rowKey={(d) => d.id}
            empty={dealers.isFetching ? 'Loading dealers…' : 'This company has no dealers yet.'}
            className="admin-table"
            stackOnPhones
          />
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove dealer?"
        description={
          removing ? `${removing.memberName} will no longer be listed as a dealer of ${company.companyName}.` : ''
        }
        confirmLabel="Remove dealer"
        destructive
        onConfirm={onRemove}
      />
    </>
  );
}
