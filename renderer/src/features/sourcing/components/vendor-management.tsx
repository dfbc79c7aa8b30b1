import { Search, UserPlus, UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatDate } from '@domain/format.ts';
import {
  VENDOR_ADDED,
  VENDOR_INFO_MISSING,
  VENDOR_REMOVED,
  VENDOR_SEARCH_TOO_SHORT,
  VENDOR_TITLES,
  vendorAlreadyAdded,
  vendorSearchTerm,
} from '@domain/sourcing.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { ApprovedVendor, MemberMatch } from '@/data/ports/sourcing.ts';
import { useCan } from '@/session/use-can.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { useToast } from '@/ui/toast/use-toast.ts';
import {
  useAddVendorMutation,
  useDepartmentVendorsQuery,
  useRemoveVendorMutation,
  useSearchMembersMutation,
} from '../api.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { VendorApplicationsPanel } from './vendor-applications-panel.tsx';

/**
 * Vendor Mgmt: members' applications to decide; find members (≥ 3 characters) and approve them as the
 * department's vendors; remove them again.
 */
export function VendorManagement({ ctx }: { ctx: DashboardContext }) {
  const { toast } = useToast();
  const reviews = useCan()('vendor.review');
  const scope = { companyId: ctx.companyId, department: ctx.department.id };
  const vendors = useDepartmentVendorsQuery(scope);
  const [search, searchState] = useSearchMembersMutation();
  const [addVendor] = useAddVendorMutation();
  const [removeVendor] = useRemoveVendorMutation();
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<MemberMatch[] | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ApprovedVendor | null>(null);
  const approved = new Set((vendors.data ?? []).map((v) => v.vendorUserId));

  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    const query = vendorSearchTerm(term);
    if (!query) return toast({ ...VENDOR_SEARCH_TOO_SHORT, variant: 'destructive' });
    try {
      setResults(await search(query).unwrap());
    } catch (error) {
      toast({ title: VENDOR_TITLES.searchFailed, description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  const onAdd = async (member: MemberMatch) => {
    const name = member.businessName || member.memberName;
    if (!member.id || !ctx.companyId) {
      return toast({ title: VENDOR_TITLES.addFailed, description: VENDOR_INFO_MISSING, variant: 'destructive' });
    }
    setAdding(member.id);
    try {
      const outcome = await addVendor({
        companyId: ctx.companyId,
        department: ctx.department.id,
        departmentName: ctx.department.name,
        vendorUserId: member.id,
      }).unwrap();
      if (outcome.ok) {
        toast({
          ...VENDOR_ADDED,
          description: `${name} can now bid on ${ctx.department.name} RFQs.`,
          variant: 'success',
        });
      } else if (outcome.reason === 'duplicate') {
        toast({ ...vendorAlreadyAdded(name), variant: 'destructive' });
      } else {
        toast({ title: VENDOR_TITLES.addFailed, description: outcome.message, variant: 'destructive' });
      }
    } catch (error) {
      toast({ title: VENDOR_TITLES.addFailed, description: apiErrorOf(error).message, variant: 'destructive' });
    } finally {
      setAdding(null);
    }
  };

  const onRemove = async (vendor: ApprovedVendor) => {
    try {
      await removeVendor(vendor.id).unwrap();
      toast({ ...VENDOR_REMOVED, variant: 'success' });
    } catch (error) {
      toast({ title: VENDOR_TITLES.removeFailed, description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  const resultColumns: TableColumn<MemberMatch>[] = [
    { key: 'name', header: 'Member', render: (m) => <strong>{m.memberName}</strong> },
    { key: 'business', header: 'Business', render: (m) => m.businessName },
    { key: 'email', header: 'Email', render: (m) => m.email },
    {
      key: 'action',
      header: <span className="visually-hidden">Action</span>,
      align: 'end',
      render: (m) =>
        approved.has(m.id) ? (
          <Badge variant="success">Approved vendor</Badge>
        ) : (
          <Button size="sm" variant="secondary" loading={adding === m.id} onClick={() => void onAdd(m)}>
            <UserPlus size={16} aria-hidden="true" /> Add vendor
          </Button>
        ),
    },
  ];

  const vendorColumns: TableColumn<ApprovedVendor>[] = [
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
    <div className="sourcing-grid sourcing-grid--two">
      {reviews && <VendorApplicationsPanel ctx={ctx} />}
      <section className="panel" aria-labelledby="vendor-search-title">
        <header className="panel__header">
          <h2 id="vendor-search-title">Find vendors</h2>
          <p>Search members by e-mail, business or member name (at least 3 characters; up to 10 matches).</p>
        </header>
        <form className="toolbar" role="search" onSubmit={(e) => void onSearch(e)}>
          <label className="visually-hidden" htmlFor="vendor-search">
            Search members
          </label>
          <TextInput
            id="vendor-search"
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="e.g. packaging, ravi@…, Shree Traders"
          />
          <Button type="submit" variant="secondary" loading={searchState.isLoading}>
            <Search size={16} aria-hidden="true" /> Search
          </Button>
        </form>
        {results &&
          (results.length === 0 ? (
            <p className="table-empty">No members match “{term.trim()}”.</p>
          ) : (
            <Table
              caption="Members found"
              className="dense-table"
              columns={resultColumns}
              rows={results}
              rowKey={(m) => m.id}
              empty=""
            />
          ))}
      </section>

      <section className="panel" aria-labelledby="vendor-list-title">
        <header className="panel__header">
          <h2 id="vendor-list-title">
            Approved vendors <Badge variant="navy">{vendors.data?.length ?? 0}</Badge>
          </h2>
          <p>They are invited to every {ctx.department.name} RFQ and alerted on WhatsApp.</p>
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
            columns={vendorColumns}
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
        description={`${removing?.vendor?.businessName ?? 'This vendor'} will no longer see or bid on ${ctx.department.name} RFQs. Bids already placed stay on record.`}
        confirmLabel="Remove vendor"
        destructive
        onConfirm={async () => void (removing && (await onRemove(removing)))}
      />
    </div>
  );
}
