import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { COMPLETE_YOUR_PROFILE, UNAUTHORIZED_EDIT } from '@domain/messages.ts';
import { routeAccess, type RouteAccess } from '@domain/nav.ts';
import { mustCompleteProfile } from '@domain/onboarding.ts';
import { paths } from '@domain/paths.ts';
import { navContextOf } from '@/session/nav-context.ts';
import { returnPathOf } from '@/session/return-path.ts';
import { useSession } from '@/session/use-session.ts';
import type { Session } from '@/session/session-context.ts';
import { PageSpinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { AccessDenied } from './access-denied.tsx';

const LOGIN_LINKED = [paths.priceManagement.href()];
const PROFILE_FIRST = 'Your e-mail is verified. Complete your profile to start using the product.';

/**
 * The guard's decision. Two exceptions to §2's "a signed-in user who opens /login, /signup or /register-profile is
 * sent home": a member who has just verified their e-mail is signed in but has no profile yet, and must be able to
 * complete it; and a login made on this very /login (`loggedInHere`) goes on to the page it returns to (the page they
 * came from, in the router state), so the welcome pause shows that page under its veil rather than home, and the
 * full page load that ends the pause only refreshes it.
 */
function accessFor(location: Location, session: Session, loggedInHere: boolean): RouteAccess {
  const { pathname } = location;
  const access = routeAccess(pathname, navContextOf(session));
  if (access.kind !== 'redirect') return access;
  if (pathname.startsWith(paths.registerProfile.href()) && !session.facts.hasProfile) return { kind: 'allowed' };
  if (loggedInHere && pathname.startsWith(paths.login.href())) {
    return { kind: 'redirect', to: returnPathOf(location.state) };
  }
  return access;
}

/**
 * The history entry (location key) last shown signed out. A session that arrives while it is still the one on
 * screen was made there (a login, or one in another tab); a user who comes to a page already signed in has none.
 */
function useSignedOutEntry(status: Session['status'], key: string): string | null {
  const [entry, setEntry] = useState<string | null>(null);
  // Kept during render (React's "information from previous renders"): it must hold before the session changes.
  if (status === 'signed-out' && entry !== key) setEntry(key);
  return entry;
}

/** Shows the page, the spinner while the session loads, a redirect, or the area's Access Denied screen. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const loggedInHere = useSignedOutEntry(session.status, location.key) === location.key;
  const access = session.status === 'loading' ? null : accessFor(location, session, loggedInHere);
  const editingOthers = access?.kind === 'not-own-profile';
  // A verified member who left before completing the profile finishes it first, wherever they land.
  const completing = session.status === 'signed-in' && mustCompleteProfile(location.pathname, session.facts);

  useEffect(() => {
    if (editingOthers) showToast({ ...UNAUTHORIZED_EDIT, variant: 'destructive' });
  }, [editingOthers]);
  useEffect(() => {
    if (completing) showToast({ title: COMPLETE_YOUR_PROFILE, description: PROFILE_FIRST });
  }, [completing]);

  if (!access) return <PageSpinner label="Checking your session" />;
  if (completing) return <Navigate to={paths.registerProfile.href()} replace />;
  switch (access.kind) {
    case 'allowed':
      return children;
    case 'redirect':
      return <Navigate to={access.to} replace />;
    case 'login-required':
      return <Navigate to={paths.login.href()} replace state={{ from: location.pathname + location.search }} />;
    case 'not-own-profile':
      return <Navigate to={paths.home.href()} replace />;
    case 'access-denied':
      return (
        <AccessDenied
          message={access.message}
          area={access.area}
          signedIn={session.status === 'signed-in'}
          showLogin={session.status === 'signed-out' || LOGIN_LINKED.some((p) => location.pathname.startsWith(p))}
        />
      );
  }
}
