import { describe, expect, it } from 'vitest';
import { APP_ORIGIN } from './app-scheme.ts';
import { decideNavigation, decideWindowOpen, isAppPage, type NavigationContext } from './navigation.ts';

const hosted: NavigationContext = { appOrigin: APP_ORIGIN, backendUrl: 'https://abc.supabase.co' };
const local: NavigationContext = { appOrigin: APP_ORIGIN, backendUrl: 'http://127.0.0.1:54321' };

describe('decideNavigation (will-navigate, will-redirect)', () => {
  it('keeps the app’s own pages in the window', () => {
    expect(decideNavigation('app://loomconnect/news/42', hosted)).toEqual({ action: 'allow' });
    expect(decideNavigation('app://loomconnect/#access_token=x', hosted)).toEqual({ action: 'allow' });
  });

  it('lets an auth action link reach the backend’s verify step, which redirects back to the app', () => {
    const magicLink =
      'https://abc.supabase.co/auth/v1/verify?token=t&type=magiclink&redirect_to=app://loomconnect/profile';
    expect(decideNavigation(magicLink, hosted)).toEqual({ action: 'allow' });
    expect(decideNavigation('http://127.0.0.1:54321/auth/v1/verify?token=t&type=recovery', local)).toEqual({
      action: 'allow',
    });
  });

  it('sends other web pages to the system browser, never into the window', () => {
    expect(decideNavigation('https://example.com/', hosted)).toEqual({
      action: 'deny',
      openExternal: 'https://example.com/',
    });
    // The backend itself is not a page of the app: only its verify step is.
    expect(decideNavigation('https://abc.supabase.co/rest/v1/products', hosted)).toEqual({
      action: 'deny',
      openExternal: 'https://abc.supabase.co/rest/v1/products',
    });
  });

  it('refuses everything else outright', () => {
    for (const url of [
      'file:///etc/passwd',
      'http://example.com/',
      'javascript:alert(1)',
      'app://other/',
      'not a url',
    ]) {
      expect(decideNavigation(url, hosted), url).toEqual({ action: 'deny' });
    }
    // Another backend's verify step is not an auth action of this app.
    expect(decideNavigation('https://evil.supabase.co/auth/v1/verify?token=t', hosted)).toEqual({
      action: 'deny',
      openExternal: 'https://evil.supabase.co/auth/v1/verify?token=t',
    });
  });
});

describe('decideWindowOpen (window.open, target=_blank)', () => {
  it('opens an app path (news Read more) in the app', () => {
    expect(decideWindowOpen('app://loomconnect/news/42?from=home#top', hosted)).toEqual({
      action: 'open-in-app',
      path: '/news/42?from=home#top',
    });
  });

  it('opens the web in the system browser, and the local backend’s files while developing', () => {
    expect(decideWindowOpen('https://www.openstreetmap.org/?mlat=1', hosted)).toEqual({
      action: 'open-external',
      url: 'https://www.openstreetmap.org/?mlat=1',
    });
    const pdf = 'http://127.0.0.1:54321/storage/v1/object/public/price-lists/a.pdf';
    expect(decideWindowOpen(pdf, local)).toEqual({ action: 'open-external', url: pdf });
    expect(decideWindowOpen(pdf, hosted)).toEqual({ action: 'deny' });
  });

  it('opens nothing else', () => {
    for (const url of ['file:///tmp/x.pdf', 'http://example.com/', 'loomcache://price-list/1', 'data:text/html,x']) {
      expect(decideWindowOpen(url, hosted), url).toEqual({ action: 'deny' });
    }
  });
});

describe('isAppPage (who gets the bridge)', () => {
  it('trusts the app origin’s pages, and the dev server’s while developing', () => {
    expect(isAppPage('app://loomconnect/price-management', APP_ORIGIN)).toBe(true);
    expect(isAppPage('http://localhost:5173/profile/me', 'http://localhost:5173')).toBe(true);
  });

  it('trusts nothing else: files, other hosts, lookalikes, web pages, non-URLs', () => {
    for (const url of [
      'file:///opt/LoomConnect/resources/app/out/renderer/index.html',
      'app://loomconnect.evil/',
      'app://evil/loomconnect',
      'https://example.com/',
      'not a url',
    ]) {
      expect(isAppPage(url, APP_ORIGIN), url).toBe(false);
    }
    expect(isAppPage('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
  });
});
