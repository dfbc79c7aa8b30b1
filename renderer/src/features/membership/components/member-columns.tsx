import { Pencil, Trash2 } from 'lucide-react';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatCount, formatDate } from '@domain/format.ts';
import type { AdminMember } from '@/data/ports/member-admin.ts';
import { Switch } from '@/ui/desk.tsx';
import type { MemberFlag } from '../hooks/use-member-actions.ts';
import { PlanChip } from './plan-chip.tsx';

export const features = tableFeatures({
  columnMeta: {} as { className?: string; width: number },
});
const column = createColumnHelper<typeof features, AdminMember>();

/** What the member table's columns show and call. */
export interface MemberColumnProps {
  rows: readonly AdminMember[];
  selected: ReadonlySet<string>;
  onSelect: (members: readonly AdminMember[], selected: boolean) => void;
  onFlag: (member: AdminMember, flag: MemberFlag, value: boolean) => void;
  onEdit: (member: AdminMember) => void;
  onDelete: (member: AdminMember) => void;
}

/** The member table's columns: select box (the header's selects the page), details, flag switches, edit, delete. */
export function useMemberColumns({ rows, selected, onSelect, onFlag, onEdit, onDelete }: MemberColumnProps) {
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someSelected = !allSelected && rows.some((r) => selected.has(r.id));

  return useMemo(
    () =>
      column.columns([
        column.display({
          id: 'select',
          header: () => (
            <input
              type="checkbox"
              aria-label="Select every member on this page"
              checked={allSelected}
              ref={(el) => {
                if (el) el.indeterminate = someSelected;
              }}
              onChange={(e) => onSelect(rows, e.target.checked)}
            />
          ),
          cell: ({ row }) => (
            <input
              type="checkbox"
              aria-label={`Select ${row.original.memberName}`}
              checked={selected.has(row.original.id)}
              onChange={(e) => onSelect([row.original], e.target.checked)}
            />
          ),
          meta: { width: 36, className: 'center' },
        }),
        column.accessor('memberName', {
          header: 'Member',
          cell: (c) => <span className="grid-table__strong">{c.getValue()}</span>,
          meta: { width: 156 },
        }),
        column.accessor('email', { header: 'Email', meta: { width: 200 } }),
        column.accessor('businessName', { header: 'Business', meta: { width: 140 } }),
        column.accessor((m) => (m.mobileNumber ? `${m.countryCode ?? ''} ${m.mobileNumber}`.trim() : '—'), {
          id: 'mobile',
          header: 'Mobile',
          meta: { width: 120, className: 'num' },
        }),
        column.accessor('membershipType', {
          header: 'Plan',
          cell: (c) => <PlanChip plan={c.getValue()} />,
          meta: { width: 120 },
        }),
        column.accessor('messagingCredits', {
          header: 'Credits',
          cell: (c) => formatCount(c.getValue()),
          meta: { width: 72, className: 'num' },
        }),
        column.accessor('isVerifiedMember', {
          header: 'Verified',
          cell: ({ row }) => (
            <Switch
              checked={row.original.isVerifiedMember}
              label={`Verified: ${row.original.memberName}`}
              onChange={(v) => onFlag(row.original, 'isVerifiedMember', v)}
            />
          ),
          meta: { width: 84, className: 'center' },
        }),
        column.accessor('isCorporateMember', {
          header: 'Corporate',
          cell: ({ row }) => (
            <Switch
              checked={row.original.isCorporateMember}
              label={`Corporate: ${row.original.memberName}`}
              onChange={(v) => onFlag(row.original, 'isCorporateMember', v)}
            />
          ),
          meta: { width: 92, className: 'center' },
        }),
        column.accessor('createdAt', {
          header: 'Joined',
          cell: (c) => formatDate(c.getValue()),
          meta: { width: 96, className: 'num' },
        }),
        column.display({
          id: 'actions',
          header: () => <span className="visually-hidden">Actions</span>,
          cell: ({ row }) => (
            <div className="grid-actions">
              <button
                type="button"
                className="icon-button"
                aria-label={`Edit ${row.original.memberName}`}
                title="Edit"
                onClick={() => onEdit(row.original)}
              >
                <Pencil size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={`Delete ${row.original.memberName}`}
                title={row.original.isStaff ? 'Staff accounts are not deleted here' : 'Delete'}
                disabled={row.original.isStaff}
                onClick={() => onDelete(row.original)}
              >
                <Trash2 size={16} aria-hidden="true" />
              </button>
            </div>
          ),
          meta: { width: 68 },
        }),
      ]),
    [rows, selected, allSelected, someSelected, onSelect, onFlag, onEdit, onDelete],
  );
}
