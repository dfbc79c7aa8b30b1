import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatRupees } from '@domain/format.ts';
import { NOT_SHARED, type PostKind } from '@domain/marketplace.ts';
import { specificationText, yarnDetailsText } from '@domain/yarn.ts';
import type { BoardPost } from '@/data/ports/marketplace.ts';
import type { TableColumn } from '@/ui/table.tsx';
import '@/ui/table.css';
import { BOARD_ROUTES } from '../model/boards.ts';
import { InterestButton } from './interest-button.tsx';

/** A column whose header is plain text (it labels the cell on phones). */
type BoardColumn = TableColumn<BoardPost> & { header: string };

const quantityText = (value: number | null) => (value === null ? 'N/A' : value.toLocaleString('en-IN'));

/** The spec's columns (§2): number, date & time (IST), company, yarn, specification, grade, qty, [price], action. */
function boardColumns(kind: PostKind, action: (post: BoardPost) => ReactNode): BoardColumn[] {
  return [
    { key: 'number', header: BOARD_ROUTES[kind].numberHeader, render: (p) => <strong>{p.number}</strong> },
    { key: 'date', header: 'Date & Time (IST)', render: (p) => formatDateTime(p.updated_at) },
    { key: 'company', header: 'Company Name', render: (p) => p.preferred_company?.trim() || NOT_SHARED },
    { key: 'yarn', header: 'Yarn Details', render: (p) => yarnDetailsText(p) },
    { key: 'spec', header: 'Specifications (Denier/Filament/Ply)', render: (p) => specificationText(p) },
    { key: 'grade', header: 'Grade', render: (p) => p.grade ?? 'N/A' },
    { key: 'qty', header: 'Qty (Kgs)', align: 'end', render: (p) => quantityText(p.quantity) },
    ...(kind === 'offer'
      ? [{ key: 'price', header: 'Price (₹)', align: 'end' as const, render: (p: BoardPost) => formatRupees(p.price) }]
      : []),
    { key: 'action', header: 'Action', render: action },
  ];
}

export function BoardTable({
  kind,
  rows,
  viewerId,
  showProfileLinks,
  busyId,
  onInterest,
}: {
  kind: PostKind;
  rows: readonly BoardPost[];
  viewerId: string | null;
  showProfileLinks: boolean;
  busyId: string | null;
  onInterest: (post: BoardPost) => void;
}) {
  const columns = boardColumns(kind, (post) => (
    <div className="board-actions">
      <InterestButton
        kind={kind}
        post={post}
        viewerId={viewerId}
        busy={busyId === post.id}
        disabled={busyId !== null}
        onPress={onInterest}
      />
      {viewerId === post.user_id && <span className="board-actions__own">Your {kind}</span>}
      {showProfileLinks && (
        <Link className="board-actions__profile" to={`/profile/${post.user_id}`}>
          View Profile
        </Link>
      )}
    </div>
  ));
  const caption = kind === 'enquiry' ? 'Purchase enquiries' : 'Sales offers';
  // The table's own markup (not ui/Table) so each cell carries its header for the stacked phone layout.
  return (
    <div className="table-scroll board-table" tabIndex={0} role="region" aria-label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === 'end' ? 'table__end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.header}
                  className={[`board-table__${column.key}`, column.align === 'end' && 'table__end']
                    .filter(Boolean)
                    .join(' ')}
                >
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
