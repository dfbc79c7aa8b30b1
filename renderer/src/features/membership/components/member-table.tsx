import { useTable } from '@tanstack/react-table';
import type { AdminMember } from '@/data/ports/member-admin.ts';
import { moveInGrid } from '@/ui/desk.tsx';
import { useVirtualRows } from '../hooks/use-virtual-rows.ts';
import { features, useMemberColumns, type MemberColumnProps } from './member-columns.tsx';

export interface MemberTableProps extends MemberColumnProps {
  /** Shown in the body when the page has no rows. */
  empty: string;
  busy: boolean;
}

/**
 * The member table: a page of members in a dense grid with a sticky header, select boxes (the header's selects
 * the page), verified and corporate switches, edit and delete. Only the rows in view are in the DOM.
 */
export function MemberTable(props: MemberTableProps) {
  const { rows, selected, empty, busy } = props;
  const columns = useMemberColumns(props);
  const table = useTable({ features, columns, data: rows as AdminMember[], getRowId: (m) => m.id });
  const tableRows = table.getRowModel().rows;
  const { scrollRef, visible, padTop, padBottom } = useVirtualRows(tableRows.length);
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
