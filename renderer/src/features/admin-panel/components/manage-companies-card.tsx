import { Pencil, Search, Trash2, Building } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { ADMIN_TOASTS, COMPANY_MESSAGES, deletionLines, type CompanyDeletionPreview } from '@domain/admin-panel.ts';
import { formatDate } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { apiErrorOf } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { AdminCompany } from '@/data/ports/admin-panel.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useAdminCompaniesQuery, useCompanyDeletionPreviewMutation, useDeleteCompanyMutation } from '../api.ts';
import { AdminCard } from './admin-card.tsx';
import { CompanyEditDialog } from './company-edit-dialog.tsx';

/** 'a, b and c' with each item in bold. */
function listed(items: string[]) {
  return items.map((item, i) => (
    <span key={item}>
      {i > 0 && ', '}
      <strong>{item}</strong>
    </span>
  ));
}

const FILE_LABELS = { logo: 'Logo', banner: 'Banner', brochure: 'Brochure' } as const;

/**
 * Manage corporate members (trade §2, §4): every company with its files and dealers; edit details and files;
 * delete removes the files, then the products, then the company, after a confirmation naming what goes.
 */
export function ManageCompaniesCard() {
  const gateway = useGateway();
  const companies = useAdminCompaniesQuery();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ company: AdminCompany; preview: CompanyDeletionPreview } | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [loadPreview] = useCompanyDeletionPreviewMutation();
  const [deleteCompany] = useDeleteCompanyMutation();

  const term = filter.trim().toLowerCase();
  const rows = (companies.data ?? []).filter((c) => !term || c.companyName.toLowerCase().includes(term));
  const editedCompany = companies.data?.find((c) => c.id === editing) ?? null;

  const askDelete = async (company: AdminCompany) => {
    setPreviewing(company.id);
    try {
      const preview = await loadPreview(company.id).unwrap();
      if (!preview) {
        showToast({ title: ADMIN_TOASTS.failed.delete, description: COMPANY_MESSAGES.gone, variant: 'destructive' });
        return void companies.refetch();
      }
      setDeleting({ company, preview });
    } catch (error) {
      showToast({ title: ADMIN_TOASTS.failed.delete, description: apiErrorOf(error).message, variant: 'destructive' });
    } finally {
      setPreviewing(null);
    }
  };

  // Files first (trade §4), then products and the company in one server call.
  const confirmDelete = async () => {
    if (!deleting) return;
    const { company } = deleting;
    const files = Object.values(company.files).flatMap((f) => (f?.path ? [f.path] : []));
    try {
      await gateway.uploads.remove('companyfiles', files);
      const result = await deleteCompany(company.id).unwrap();
      showToast({
        ...ADMIN_TOASTS.companyDeleted,
        description: result.deleted
          ? `${company.companyName}, its ${files.length} file(s) and ${result.products} product(s) were removed.`
          : `${company.companyName} had already been deleted.`,
        variant: 'success',
      });
    } catch (error) {
      showToast({ title: ADMIN_TOASTS.failed.delete, description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  const columns: TableColumn<AdminCompany>[] = [
    {
      key: 'company',
      header: 'Company',
      render: (c) => (
        <span className="admin-company">
          {c.files.logo ? (
            <img src={c.files.logo.url} alt="" width={32} height={32} loading="lazy" />
          ) : (
            <span className="admin-company__placeholder" aria-hidden="true">
              <Building size={16} />
            </span>
          )}
          <span className="cell-stack">
            <Link to={paths.company.href(c.id)} className="strong">
              {c.companyName}
            </Link>
            {c.websiteUrl && <small>{c.websiteUrl.replace(/^https?:\/\//, '')}</small>}
          </span>
        </span>
      ),
    },
    {
      key: 'head',
      header: 'Head',
      render: (c) =>
        c.companyHeadName ? (
          <span className="cell-stack">
            {c.companyHeadName}
            {c.companyHeadDesignation && <small>{c.companyHeadDesignation}</small>}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'files',
      header: 'Files',
      render: (c) => (
        <span className="admin-chips">
          {(Object.keys(FILE_LABELS) as (keyof typeof FILE_LABELS)[]).map((k) => (
            <Badge key={k} variant={c.files[k] ? 'success' : 'neutral'}>
              {c.files[k] ? FILE_LABELS[k] : `No ${FILE_LABELS[k].toLowerCase()}`}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      key: 'dealers',
      header: 'Dealers',
      align: 'end',
      render: (c) => <span className="num">{c.dealerUserIds.length}</span>,
    },
    {
      key: 'updated',
      header: 'Updated',
      align: 'end',
      render: (c) => <span className="num">{formatDate(c.updatedAt)}</span>,
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      render: (c) => (
        <span className="admin-row-actions">
          <Button size="sm" variant="outline" onClick={() => setEditing(c.id)} aria-label={`Edit ${c.companyName}`}>
            <Pencil size={14} aria-hidden="true" /> Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="admin-danger-text"
            loading={previewing === c.id}
            onClick={() => void askDelete(c)}
            aria-label={`Delete ${c.companyName}`}
          >
            <Trash2 size={14} aria-hidden="true" /> Delete
          </Button>
        </span>
      ),
    },
  ];

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
        onOpenChange={(open) => !open && setDeleting(null)}
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
        onConfirm={confirmDelete}
      />
    </AdminCard>
  );
}
