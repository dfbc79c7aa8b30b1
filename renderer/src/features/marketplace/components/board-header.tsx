import { Coins, Plus, UserRound } from 'lucide-react';
import { BOARD_TEXTS, INTEREST_LOGIN_REQUIRED, type PostKind } from '@domain/marketplace.ts';
import { paths } from '@domain/paths.ts';
import { useCan } from '@/session/use-can.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { BOARD_ROUTES } from '../model/boards.ts';

/**
 * The board's title with the member's credits, their own posts and the post button; a visitor is told that
 * expressing interest needs a login.
 */
export function BoardHeader({ kind, balance }: { kind: PostKind; balance: number | null }) {
  const session = useSession();
  const can = useCan();
  const texts = BOARD_TEXTS[kind];
  const routes = BOARD_ROUTES[kind];
  const signedIn = session.status === 'signed-in';
  return (
    <>
      <header className="board__header">
        <div>
          <h1>{texts.title}</h1>
          <p className="board__subtitle">{routes.subtitle}</p>
        </div>
        <div className="board__header-actions">
          {signedIn && balance !== null && (
            <p className="board__credits" aria-live="polite">
              <Coins size={18} aria-hidden="true" /> Messaging credits: <strong>{balance}</strong>
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
    </>
  );
}
