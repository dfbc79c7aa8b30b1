import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { UNAUTHORIZED_EDIT } from '@domain/messages.ts';
import { routeAccess, type RouteAccess } from '@domain/nav.ts';
import { navContextOf } from '@/session/nav-context.ts';
import { useSession } from '@/session/use-session.ts';
import type { Session } from '@/session/session-context.ts';
import { PageSpinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { AccessDenied } from './access-denied.tsx';

const LOGIN_LINKED = ['/price-management'];

/**
 * The guard's decision. One exception to §2's "signed-in users leave /register-profile": a member who has
 * just verified their e-mail is signed in but has no profile yet, and must be able to complete it.
 */
function accessFor(pathname: string, session: Session): RouteAccess {
  const access = routeAccess(pathname, navContextOf(session));
  const completingProfile = pathname.startsWith('/register-profile') && !session.facts.hasProfile;
  return access.kind === 'redirect' && completingProfile ? { kind: 'allowed' } : access;
}

/** Shows the page, the spinner while the session loads, a redirect, or the area's Access Denied screen. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const access = session.status === 'loading' ? null : accessFor(location.pathname, session);
  const editingOthers = access?.kind === 'access-denied' && access.message === UNAUTHORIZED_EDIT.description;

  useEffect(() => {
    if (editingOthers) showToast({ ...UNAUTHORIZED_EDIT, variant: 'destructive' });
  }, [editingOthers]);

  if (!access) return <PageSpinner label="Checking your session" />;
  switch (access.kind) {
    case 'allowed':
      return children;
    case 'redirect':
      return <Navigate to={access.to} replace />;
    case 'login-required':
      return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
    case 'access-denied':
      if (editingOthers) return <Navigate to="/" replace />;
      return (
        <AccessDenied
          message={access.message}
          showLogin={session.status === 'signed-out' || LOGIN_LINKED.some((p) => location.pathname.startsWith(p))}
        />
      );
  }
}
