import type { NavContext } from '@domain/nav.ts';
import type { Session } from './session-context.ts';

/** What the menu and the route guard need to know about the session (@domain/nav.ts). */
export function navContextOf(session: Session): NavContext {
  return {
    isAuthenticated: session.status === 'signed-in',
    userId: session.userId,
    role: session.role,
    isAdmin2: session.facts.isAdmin2,
    isLimitedAdmin: session.facts.isLimitedAdmin,
  };
}
