import { Pencil, Trash2 } from 'lucide-react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { formatCount, formatDate } from '@domain/format.ts';
import type { AdminMember } from '@/data/ports/member-admin.ts';
import { moveInGrid, Switch } from '@/ui/desk.tsx';
import { PlanChip } from './plan-chip.tsx';

const features = tableFeatures({
  columnMeta: {} as { className?: string; width: number },
});
const column = createColumnHelper<typeof features, AdminMember>();

export interface MemberTableProps {
  rows: readonly AdminMember[];
  selected: ReadonlySet<string>;
  onSelect: (members: readonly AdminMember[], selected: boolean) => void;
  onFlag: (member: AdminMember, flag: 'isVerifiedMember' | 'isCorporateMember', value: boolean) => void;
  onEdit: (member: AdminMember) => void;
  onDelete: (member: AdminMember) => void;
  /** Shown in the body when the page has no rows. */
  empty: string;
  busy: boolean;
}

const ROW_HEIGHT = 37;
const FIRST_PAINT_ROWS = 30;

/**
 * The member table: a page of members in a dense grid with a sticky header, select boxes (the header's selects
 * the page), verified and corporate switches, edit and delete. Only the rows in view are in the DOM.
 */
export function MemberTable({ rows, selected, onSelect, onFlag, onEdit, onDelete, empty, busy }: MemberTableProps) {
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someSelected = !allSelected && rows.some((r) => selected.has(r.id));

  const columns = useMemo(
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

  const table = useTable({ features, columns, data: rows as AdminMember[], getRowId: (m) => m.id });
  const tableRows = table.getRowModel().rows;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1200, height: 640 },
  });
  const measured = virtualizer.getVirtualItems();
  // Before the scroll box has a size (first paint, or no layout at all) the first rows show unvirtualised.
  const visible =
    measured.length > 0 || tableRows.length === 0
      ? measured
      : tableRows.slice(0, FIRST_PAINT_ROWS).map((_, index) => ({
          index,
          start: index * ROW_HEIGHT,
          end: (index + 1) * ROW_HEIGHT,
        }));
  const padTop = visible[0]?.start ?? 0;
  const padBottom = visible.length ? Math.max(0, virtualizer.getTotalSize() - visible[visible.length - 1].end) : 0;
  const span = columns.length;

  return (
    <div className="grid-scroll" ref={scrollRef} role="region" aria-label="Members" aria-busy={busy} tabIndex={-1}>
      <table className="grid-table" aria-rowcount={tableRows.length + 1}>
        <colgroup>
          {table.getAllLeafColumns().map((c) => (
            <col key={c.id} style={{ width: c.columnDef.meta?.width }} />
          ))}
        </colgroup>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={header.column.columnDef.meta?.className}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody onKeyDown={moveInGrid}>
          {tableRows.length === 0 && (
            <tr>
              <td colSpan={span} className="grid-empty">
                {empty}
              </td>
            </tr>
          )}
          {padTop > 0 && (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: padTop, padding: 0, border: 0 }} />
            </tr>
          )}
          {visible.map((item) => {
            const row = tableRows[item.index];
            return (
              <tr key={row.id} data-row aria-rowindex={item.index + 2} aria-selected={selected.has(row.original.id)}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={cell.column.columnDef.meta?.className}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={span} style={{ height: padBottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
