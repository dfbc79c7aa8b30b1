import { Link } from 'react-router';
import { BOARD_TEXTS, EMPTY_SEARCH_HINT, type PostKind } from '@domain/marketplace.ts';
import { formatCount } from '@domain/format.ts';
import { useCan } from '@/session/use-can.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Pager } from '@/ui/pager.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { BoardHeader } from '../components/board-header.tsx';
import { BoardTable } from '../components/board-table.tsx';
import { BoardToolbar } from '../components/board-toolbar.tsx';
import { useBoardQuery } from '../hooks/use-board-query.ts';
import { useExpressInterest } from '../hooks/use-express-interest.ts';
import { useLiveBoard } from '../hooks/use-live-board.ts';
import { BOARD_ROUTES } from '../model/boards.ts';
import './marketplace.css';

/** /check-purchase-enquiries and /check-sales-offers: a board paged and searched on the server. */
function BoardPage({ kind }: { kind: PostKind }) {
  const session = useSession();
  const can = useCan();
  const texts = BOARD_TEXTS[kind];
  const query = useBoardQuery(kind);
  const { board, errorMessage, term, rows, first, total } = query;
  const interest = useExpressInterest(kind);
  const freshIds = useLiveBoard(kind);

  return (
    <div className="container board">
      <BoardHeader kind={kind} balance={interest.balance} />
      <BoardToolbar kind={kind} query={query} />

      {board.isLoading ? (
        <PageSpinner label={`Loading ${texts.title.toLowerCase()}`} />
      ) : board.isError ? (
        <Alert
          variant="danger"
          title={texts.fetchErrorTitle}
          action={
            <Button size="sm" variant="outline" onClick={() => void board.refetch()}>
              Try again
            </Button>
          }
        >
          {texts.fetchError(errorMessage ?? '')}
        </Alert>
      ) : rows.length === 0 ? (
        <div className="board__empty" role="status">
          <h2>{texts.emptyTitle}</h2>
          <p>{term ? EMPTY_SEARCH_HINT : texts.emptyAll}</p>
        </div>
      ) : (
        <div aria-busy={board.isFetching}>
          <BoardTable
            kind={kind}
            rows={rows}
            viewerId={session.userId}
            showProfileLinks={can('directory.read')}
            busyId={interest.busyId}
            onInterest={(post) => void interest.send(post)}
            freshIds={freshIds}
          />
          <p className="board__count" aria-live="polite">
            Showing {first}–{first + rows.length - 1} of {formatCount(total)}
          </p>
          <Pager
            page={query.page}
            pageCount={query.pageCount}
            onPageChange={query.setPage}
            label={`${texts.title} pages`}
          />
        </div>
      )}
      <p className="board__footnote">
        Looking for the other side?{' '}
        <Link to={kind === 'enquiry' ? BOARD_ROUTES.offer.board : BOARD_ROUTES.enquiry.board}>
          {kind === 'enquiry' ? 'See sales offers' : 'See purchase enquiries'}
        </Link>
      </p>
    </div>
  );
}

export const PurchaseEnquiriesPage = () => <BoardPage kind="enquiry" />;
export const SalesOffersPage = () => <BoardPage kind="offer" />;
