import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { RouteGuard } from './route-guard.tsx';

afterEach(() => dismissToast());

/** The guard around a page per path, as the root route hosts it. */
const app = (
  <Routes>
    {['/', '/post-purchase-enquiry', '/register-profile', '/terms-of-use'].map((path) => (
      <Route key={path} path={path} element={<RouteGuard>page {path}</RouteGuard>} />
    ))}
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
