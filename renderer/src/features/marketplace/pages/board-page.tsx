import { Coins, Plus, Search, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  BOARD_PAGE_SIZES,
  BOARD_TEXTS,
  EMPTY_SEARCH_HINT,
  INTEREST_LOGIN_REQUIRED,
  type PostKind,
} from '@domain/marketplace.ts';
import { paths } from '@domain/paths.ts';
import { useCan } from '@/session/use-can.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Select } from '@/ui/select.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useBoardPageQuery } from '../api.ts';
import { BoardTable } from '../components/board-table.tsx';
import { useExpressInterest } from '../hooks/use-express-interest.ts';
import { useLiveBoard } from '../hooks/use-live-board.ts';
import { BOARD_ROUTES, SEARCH_PLACEHOLDER } from '../model/boards.ts';
import './marketplace.css';
import { formatCount } from '@domain/format.ts';

const SEARCH_DELAY_MS = 300;
const PAGE_SIZE_OPTIONS = BOARD_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }));

/** The search term once typing pauses, so each keystroke does not query the server. */
function useSettledValue(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** /check-purchase-enquiries and /check-sales-offers: a board paged and searched on the server. */
function BoardPage({ kind }: { kind: PostKind }) {
  const session = useSession();
  const can = useCan();
  const texts = BOARD_TEXTS[kind];
  const routes = BOARD_ROUTES[kind];
  const [input, setInput] = useState('');
  const term = useSettledValue(input);
  const [pageSize, setPageSize] = useState<number>(BOARD_PAGE_SIZES[0]);
  // A new search or page size starts at the first page.
  const pagingKey = `${term}|${pageSize}`;
  const [paging, setPaging] = useState({ key: pagingKey, page: 1 });
  const page = paging.key === pagingKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: pagingKey, page: next });
  const board = useBoardPageQuery({ kind, term, offset: (page - 1) * pageSize, limit: pageSize });
  const interest = useExpressInterest(kind);
  const freshIds = useLiveBoard(kind);
  const signedIn = session.status === 'signed-in';
  const errorMessage = board.error && 'message' in board.error ? board.error.message : null;

  useEffect(() => {
    if (errorMessage)
      showToast({ title: texts.fetchErrorTitle, description: texts.fetchError(errorMessage), variant: 'destructive' });
  }, [errorMessage, texts]);

  const total = board.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const rows = board.data?.rows ?? [];
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;

  return (
    <div className="container board">
      <header className="board__header">
        <div>
          <h1>{texts.title}</h1>
          <p className="board__subtitle">{routes.subtitle}</p>
        </div>
        <div className="board__header-actions">
          {signedIn && interest.balance !== null && (
            <p className="board__credits" aria-live="polite">
              <Coins size={18} aria-hidden="true" /> Messaging credits: <strong>{interest.balance}</strong>
            </p>
          )}
          {signedIn && can('profile.own') && (
            <LinkButton to={paths.myProfile.href()} variant="outline">
              <UserRound size={16} aria-hidden="true" /> {routes.mineLabel}
            </LinkButton>
          )}
          {/* Visitors are asked to log in by the form; a member whose trial is over may not post. */}
          {(!signedIn || can('boards.post')) && (
            <LinkButton to={routes.post}>
              <Plus size={16} aria-hidden="true" /> {routes.postLabel}
            </LinkButton>
          )}
        </div>
      </header>

      {session.status === 'signed-out' && (
        <Alert
          variant="info"
          action={
            <LinkButton to={paths.login.href()} state={{ from: routes.board }} size="sm" variant="outline">
              Login
            </LinkButton>
          }
        >
          {INTEREST_LOGIN_REQUIRED}
        </Alert>
      )}

      <div className="board__toolbar" role="search">
        <label className="board__search">
          <span className="visually-hidden">{routes.searchLabel}</span>
          <Search size={18} aria-hidden="true" />
          <TextInput
            type="search"
            value={input}
            placeholder={SEARCH_PLACEHOLDER}
            onChange={(event) => setInput(event.target.value)}
          />
        </label>
        <label className="board__page-size">
          <span className="visually-hidden">Rows per page</span>
          <Select
            options={PAGE_SIZE_OPTIONS}
            value={String(pageSize)}
            onChange={(event) => setPageSize(Number(event.target.value))}
          />
        </label>
      </div>

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
          <Pager page={page} pageCount={pageCount} onPageChange={setPage} label={`${texts.title} pages`} />
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
