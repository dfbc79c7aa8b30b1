import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { COMPLETE_YOUR_PROFILE, UNAUTHORIZED_EDIT } from '@domain/messages.ts';
import { routeAccess, type RouteAccess } from '@domain/nav.ts';
import { mustCompleteProfile } from '@domain/onboarding.ts';
import { paths } from '@domain/paths.ts';
import { navContextOf } from '@/session/nav-context.ts';
import { useSession } from '@/session/use-session.ts';
import type { Session } from '@/session/session-context.ts';
import { PageSpinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { AccessDenied } from './access-denied.tsx';

const LOGIN_LINKED = [paths.priceManagement.href()];
const PROFILE_FIRST = 'Your e-mail is verified. Complete your profile to start using the product.';

/**
 * The guard's decision. One exception to §2's "signed-in users leave /register-profile": a member who has
 * just verified their e-mail is signed in but has no profile yet, and must be able to complete it.
 */
function accessFor(pathname: string, session: Session): RouteAccess {
  const access = routeAccess(pathname, navContextOf(session));
  const completingProfile = pathname.startsWith(paths.registerProfile.href()) && !session.facts.hasProfile;
  return access.kind === 'redirect' && completingProfile ? { kind: 'allowed' } : access;
}

/** Shows the page, the spinner while the session loads, a redirect, or the area's Access Denied screen. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const access = session.status === 'loading' ? null : accessFor(location.pathname, session);
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
