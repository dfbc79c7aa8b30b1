import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatQuantityNumber, formatRupees } from '@domain/format.ts';
import { INTEREST_NEEDS_FULL_ACCESS, NOT_SHARED, type PostKind } from '@domain/marketplace.ts';
import { paths } from '@domain/paths.ts';
import { specificationText, yarnDetailsText } from '@domain/yarn.ts';
import type { BoardPost } from '@/data/ports/marketplace.ts';
import { useOnlineOnlyBlocked } from '@/session/online-only.tsx';
import { useCan } from '@/session/use-can.ts';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { BOARD_ROUTES } from '../model/boards.ts';
import { InterestButton } from './interest-button.tsx';

/** A column whose header is plain text (it labels the cell on phones). */
type BoardColumn = TableColumn<BoardPost> & { header: string };

const quantityText = (value: number | null) => (value === null ? 'N/A' : formatQuantityNumber(value));

/** The spec's columns (§2): number, date & time (IST), company, yarn, specification, grade, qty, [price], action. */
function boardColumns(kind: PostKind, action: (post: BoardPost) => ReactNode): BoardColumn[] {
  return [
    { key: 'number', header: BOARD_ROUTES[kind].numberHeader, render: (p) => <strong>{p.number}</strong> },
    { key: 'date', header: 'Date & Time (IST)', render: (p) => formatDateTime(p.updatedAt) },
    { key: 'company', header: 'Company Name', render: (p) => p.preferredCompany?.trim() || NOT_SHARED },
    { key: 'yarn', header: 'Yarn Details', render: (p) => yarnDetailsText(p) },
    { key: 'spec', header: 'Specifications (Denier/Filament/Ply)', render: (p) => specificationText(p) },
    { key: 'grade', header: 'Grade', render: (p) => p.grade ?? 'N/A' },
    // The header is the spec's, word for word (trade §2 'Qty (Kgs)'); the figures follow format.ts.
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
  freshIds,
}: {
  kind: PostKind;
  rows: readonly BoardPost[];
  viewerId: string | null;
  showProfileLinks: boolean;
  busyId: string | null;
  onInterest: (post: BoardPost) => void;
  /** Posts that arrived live while the board was open: highlighted for a moment. */
  freshIds?: ReadonlySet<string>;
}) {
  const offline = useOnlineOnlyBlocked();
  const can = useCan();
  // A member whose trial is over is signed in, but the server refuses their interest (it spends a credit).
  const unavailable = offline ?? (viewerId && !can('boards.interest') ? INTEREST_NEEDS_FULL_ACCESS : null);
  const columns = boardColumns(kind, (post) => (
    <div className="board-actions">
      <InterestButton
        kind={kind}
        post={post}
        viewerId={viewerId}
        busy={busyId === post.id}
        disabled={busyId !== null}
        unavailable={unavailable}
        onPress={onInterest}
      />
      {viewerId === post.userId && <span className="board-actions__own">Your {kind}</span>}
      {showProfileLinks && (
        <Link className="board-actions__profile" to={paths.profile.href(post.userId)}>
          View Profile
        </Link>
      )}
    </div>
  ));
  return (
    <Table
      caption={kind === 'enquiry' ? 'Purchase enquiries' : 'Sales offers'}
      className="board-table"
      columns={columns.map((column) => ({ ...column, cellClassName: `board-table__${column.key}` }))}
      rows={rows}
      rowKey={(row) => row.id}
      rowClassName={(row) => (freshIds?.has(row.id) ? 'board-table__row--fresh' : undefined)}
      empty={null}
    />
  );
}
