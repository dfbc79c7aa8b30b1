import { Building, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import type { AdminCompany } from '@/data/ports/admin-panel.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import type { TableColumn } from '@/ui/table.tsx';
import '@/ui/desk.css';

const FILE_LABELS = { logo: 'Logo', banner: 'Banner', brochure: 'Brochure' } as const;

/** The companies table's columns: logo and name, head, which files it has, dealers, last update, edit, delete. */
export function companyColumns({
  previewing,
  onEdit,
  onDelete,
}: {
  /** The company whose deletion preview is loading (its Delete button spins). */
  previewing: string | null;
  onEdit: (company: AdminCompany) => void;
  onDelete: (company: AdminCompany) => void;
}): TableColumn<AdminCompany>[] {
  return [
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
          <Button size="sm" variant="outline" onClick={() => onEdit(c)} aria-label={`Edit ${c.companyName}`}>
            <Pencil size={14} aria-hidden="true" /> Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="admin-danger-text"
            loading={previewing === c.id}
            onClick={() => onDelete(c)}
            aria-label={`Delete ${c.companyName}`}
          >
            <Trash2 size={14} aria-hidden="true" /> Delete
          </Button>
        </span>
      ),
    },
  ];
}
