/**
 * A page opened from a link carrying an access token in its hash (accounts §2): a login link (a magic link) says
 * 'Signed In!' and goes home once the auth client has taken the session from it; a password-recovery link goes to
 * /update-password. The app reads the hash once, when session/auth-link.ts loads, so each case loads the app
 * afresh at its address. The app's own mobile OTP login, which returns to the page it started from, and the mailed
 * recovery link are tested end to end in the browser (tests/e2e/web/login.spec.ts, password.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { SIGNED_IN } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { DEMO_PEOPLE } from '@/testing/demo-roles.ts';

const NO_NEWS = {
  items: async () => ({ rows: [], total: 0 }),
  snippets: async () => ({ rows: [], total: 0 }),
};

/** The app as loaded at `address` (path and hash): its modules read the address as they load. */
async function loadAppAt(address: string) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  return (await import('@/testing/render-app.tsx')).renderAppAt;
}

beforeEach(() => window.history.replaceState(null, '', '/'));

it('a page opened from a login link says Signed In! and goes home', async () => {
  const renderAppAt = await loadAppAt('/news#access_token=token&refresh_token=r&token_type=bearer&type=magiclink');
  const app = await renderAppAt(paths.news.href(), { gateway: { news: NO_NEWS } });
  await screen.findByRole('link', { name: 'Login' });
  // The auth client signs in with the link's token.
  app.emit('SIGNED_IN', DEMO_PEOPLE.free.user);
  const region = await screen.findByRole('region', { name: /Notifications/ });
  expect(await within(region).findByText(SIGNED_IN.title)).toBeInTheDocument();
  expect(within(region).getByText(SIGNED_IN.description)).toBeInTheDocument();
  await waitFor(() => expect(app.path()).toBe(paths.home.href()));
  expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

it('a password-recovery link goes to /update-password', async () => {
  const renderAppAt = await loadAppAt('/#access_token=token&refresh_token=r&token_type=bearer&type=recovery');
  const app = await renderAppAt(paths.home.href());
  app.emit('SIGNED_IN', DEMO_PEOPLE.paid.user);
  await waitFor(() => expect(app.path()).toBe(paths.updatePassword.href()));
  expect(screen.queryByText(SIGNED_IN.title)).toBeNull();
});
