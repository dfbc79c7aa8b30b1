import { UserX } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@domain/format.ts';
import { VENDOR_REMOVED, VENDOR_TITLES } from '@domain/sourcing.ts';
import type { ApprovedVendor } from '@/data/ports/sourcing.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { useToast } from '@/ui/toast/use-toast.ts';
import { useRemoveVendorMutation, type useDepartmentVendorsQuery } from '../api.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** The department's approved vendors, each removable after a confirmation. */
export function ApprovedVendors({
  departmentName,
  vendors,
}: {
  departmentName: string;
  vendors: ReturnType<typeof useDepartmentVendorsQuery>;
}) {
  const { toast } = useToast();
  const [removeVendor] = useRemoveVendorMutation();
  const [removing, setRemoving] = useState<ApprovedVendor | null>(null);

  const onRemove = async (vendor: ApprovedVendor) => {
    try {
      await removeVendor(vendor.id).unwrap();
      toast({ ...VENDOR_REMOVED, variant: 'success' });
    } catch (error) {
      toastFailure(VENDOR_TITLES.removeFailed, error);
    }
  };

  const columns: TableColumn<ApprovedVendor>[] = [
    { key: 'name', header: 'Vendor', render: (v) => <strong>{v.vendor?.memberName ?? 'Former member'}</strong> },
    { key: 'business', header: 'Business', render: (v) => v.vendor?.businessName ?? '—' },
    { key: 'email', header: 'Email', render: (v) => v.vendor?.email ?? '—' },
    { key: 'mobile', header: 'Mobile', render: (v) => v.vendor?.mobileNumber ?? '—' },
    { key: 'added', header: 'Approved on', render: (v) => formatDate(v.createdAt) },
    {
      key: 'remove',
      header: <span className="visually-hidden">Remove</span>,
      align: 'end',
      render: (v) => (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setRemoving(v)}
          aria-label={`Remove ${v.vendor?.businessName ?? 'vendor'}`}
        >
          <UserX size={16} aria-hidden="true" /> Remove
        </Button>
      ),
    },
  ];

  return (
    <>
      <section className="panel" aria-labelledby="vendor-list-title">
        <header className="panel__header">
          <h2 id="vendor-list-title">
            Approved vendors <Badge variant="navy">{vendors.data?.length ?? 0}</Badge>
          </h2>
          <p>They are invited to every {departmentName} RFQ and alerted on WhatsApp.</p>
        </header>
        {vendors.error ? (
          <Alert variant="danger" title={VENDOR_TITLES.fetchFailed}>
            {vendors.error.message}
          </Alert>
        ) : vendors.isLoading ? (
          <Spinner label="Loading vendors" />
        ) : (
          <Table
            caption="Approved vendors"
            className="dense-table stack-on-phone"
            columns={columns}
            rows={vendors.data ?? []}
            rowKey={(v) => v.id}
            empty="No vendors approved for this department yet. Search members to add the first."
          />
        )}
      </section>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove vendor?"
        description={`${removing?.vendor?.businessName ?? 'This vendor'} will no longer see or bid on ${departmentName} RFQs. Bids already placed stay on record.`}
        confirmLabel="Remove vendor"
        destructive
        onConfirm={async () => void (removing && (await onRemove(removing)))}
      />
    </>
  );
}
