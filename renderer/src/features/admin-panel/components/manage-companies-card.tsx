import { Building, Search } from 'lucide-react';
import { useState } from 'react';
import { deletionLines } from '@domain/admin-panel.ts';
import { Alert } from '@/ui/alert.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Table } from '@/ui/table.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { useAdminCompaniesQuery } from '../api.ts';
import { useCompanyDeletion } from '../hooks/use-company-deletion.ts';
import { AdminCard } from './admin-card.tsx';
import { companyColumns } from './company-columns.tsx';
import { CompanyEditDialog } from './company-edit-dialog.tsx';
import './admin-table.css';

/** 'a, b and c' with each item in bold. */
function listed(items: string[]) {
  return items.map((item, i) => (
    <span key={item}>
      {i > 0 && ', '}
      <strong>{item}</strong>
    </span>
  ));
}

/**
 * Manage corporate members (trade §2, §4): every company with its files and dealers; edit details and files;
 * delete removes the files, then the products, then the company, after a confirmation naming what goes.
 */
export function ManageCompaniesCard() {
  const companies = useAdminCompaniesQuery();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const deletion = useCompanyDeletion();
  const { deleting } = deletion;

  const term = filter.trim().toLowerCase();
  const rows = (companies.data ?? []).filter((c) => !term || c.companyName.toLowerCase().includes(term));
  const editedCompany = companies.data?.find((c) => c.id === editing) ?? null;
  const columns = companyColumns({
    previewing: deletion.previewing,
    onEdit: (c) => setEditing(c.id),
    onDelete: (c) => void deletion.ask(c),
  });

  return (
    <AdminCard
      icon={Building}
      title="Manage Corporate Members"
      description="Edit a company's details and files, or delete it with its files and products."
      testId="card-manage-companies"
      span="wide"
    >
      <div className="admin-toolbar">
        <label className="admin-search">
          <Search size={16} aria-hidden="true" />
          <span className="visually-hidden">Filter companies</span>
          <TextInput
            type="search"
            value={filter}
            placeholder="Filter by company name"
            onChange={(e) => setFilter(e.target.value)}
          />
        </label>
        <span className="admin-toolbar__count" aria-live="polite">
          {companies.data ? `${rows.length} of ${companies.data.length} companies` : ''}
        </span>
      </div>
      {companies.error ? (
        <Alert variant="danger" title="Could not load companies">
          {companies.error.message}
        </Alert>
      ) : companies.isLoading ? (
        <p className="admin-recent__note">Loading companies…</p>
      ) : (
        <Table
          caption="Corporate members"
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          empty={term ? 'No companies match this filter.' : 'No companies registered yet.'}
          className="admin-table"
          stackOnPhones
        />
      )}
      {editedCompany && (
        <CompanyEditDialog key={editedCompany.id} company={editedCompany} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && deletion.cancel()}
        title={deleting ? `Delete ${deleting.preview.companyName}?` : ''}
        description={
          deleting ? (
            <>
              This removes {listed(deletionLines(deleting.preview))} and the company page itself. It cannot be undone.
            </>
          ) : (
            ''
          )
        }
        confirmLabel="Delete company"
        destructive
        onConfirm={deletion.confirm}
      />
    </AdminCard>
  );
}
