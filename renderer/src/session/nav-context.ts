import type { NavContext } from '@domain/nav.ts';
import type { Session } from './session-context.ts';

/** What the menu, the route guard and the capability table need to know about the session (@domain/nav.ts). */
export function navContextOf(session: Session): NavContext {
  const signedIn = session.status === 'signed-in';
  return {
    isAuthenticated: signedIn,
    userId: session.userId,
    role: session.role,
    isAdmin2: session.facts.isAdmin2,
    isLimitedAdmin: session.facts.isLimitedAdmin,
    trialOver: signedIn && (session.facts.paymentOnly || session.facts.trialExpired),
    isVendor: signedIn && session.facts.vendorRegistrations.length > 0,
  };
}
