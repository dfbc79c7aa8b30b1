import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionContext } from '@/session/session-context.ts';
import { renderInApp, signedInSession, signedOutSession } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { RouteGuard } from './route-guard.tsx';

afterEach(() => dismissToast());

/** The guard around a page per path, as the root route hosts it. */
const app = (
  <Routes>
    {['/', '/post-purchase-enquiry', '/register-profile', '/terms-of-use', '/login', '/price-management'].map(
      (path) => (
        <Route key={path} path={path} element={<RouteGuard>page {path}</RouteGuard>} />
      ),
    )}
    {/* /login as the guard's login-required redirect or a Login link opens it: with the page to return to. */}
    <Route
      path="/to-login"
      element={<Navigate to="/login" replace state={{ from: '/price-management?view=grid' }} />}
    />
  </Routes>
);

describe('a verified member without a profile', () => {
  it('is taken to complete it wherever they land, and told why', () => {
    renderInApp(app, { route: '/post-purchase-enquiry', session: signedInSession('u1', { hasProfile: false }) });
    expect(screen.getByText('page /register-profile')).toBeInTheDocument();
    expect(currentToast()).toMatchObject({ title: 'Complete Your Profile' });
  });

  it('may read the terms on the way; members with a profile and staff are never sent there', () => {
    renderInApp(app, { route: '/terms-of-use', session: signedInSession('u1', { hasProfile: false }) });
    expect(screen.getByText('page /terms-of-use')).toBeInTheDocument();
    renderInApp(app, { route: '/post-purchase-enquiry', session: signedInSession('u2') });
    expect(screen.getByText('page /post-purchase-enquiry')).toBeInTheDocument();
    renderInApp(app, {
      route: '/',
      session: signedInSession('u3', { hasProfile: false, role: 'admin', isAdmin: true }),
    });
    expect(screen.getByText('page /')).toBeInTheDocument();
  });
});

/** The session of the page, signed out until 'Sign in' is pressed: a login made on the page on screen. */
function SignsInOnPress({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(signedOutSession);
  const signIn = () => setSession(signedInSession('u1', { role: 'corporate_executive' }));
  return (
    <SessionContext value={session}>
      <button type="button" onClick={signIn}>
        Sign in
      </button>
      {children}
    </SessionContext>
  );
}

describe('a login made on /login', () => {
  it('goes on to the page it returns to (what the welcome pause shows under its veil), never home', async () => {
    renderInApp(<SignsInOnPress>{app}</SignsInOnPress>, { route: '/to-login' });
    expect(screen.getByText('page /login')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('page /price-management')).toBeInTheDocument();
  });

  it('goes home when the login names no page to return to', async () => {
    renderInApp(<SignsInOnPress>{app}</SignsInOnPress>, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('page /')).toBeInTheDocument();
  });
});

describe('a user already signed in who opens /login', () => {
  it('is sent home (§2), even by a link that names a page to return to', () => {
    renderInApp(app, { route: '/to-login', session: signedInSession('u1', { role: 'corporate_executive' }) });
    expect(screen.getByText('page /')).toBeInTheDocument();
  });
});
