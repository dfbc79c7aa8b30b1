/**
 * Where the desktop window may go, as pure rules (security.ts applies them to every web contents).
 * The app's own pages stay in the window; a new window onto an app path opens that page in the app;
 * the web opens in the system browser; an auth action link (mobile OTP, magic link, recovery) goes
 * to the backend's verify endpoint, which answers with a redirect back to the app's page, so it is
 * completed in the window. Nothing else loads.
 */
import { isLoopbackHost } from '@domain/content-policy.ts';

export interface NavigationContext {
  /** The renderer's origin: app://loomconnect, or the dev server's while developing. */
  appOrigin: string;
  /** The Supabase URL the renderer was built for. */
  backendUrl: string;
}

export type NavigationDecision = { action: 'allow' } | { action: 'deny'; openExternal?: string };
export type WindowOpenDecision =
  { action: 'open-in-app'; path: string } | { action: 'open-external'; url: string } | { action: 'deny' };

const AUTH_VERIFY_PATH = '/auth/v1/verify';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** scheme://host[:port]; URL.origin is "null" in Node for schemes it does not know, such as app:. */
const originOfUrl = (url: URL) => `${url.protocol}//${url.host}`;
const originOf = (url: string) => {
  const parsed = parse(url);
  return parsed ? originOfUrl(parsed) : undefined;
};

/** What the system browser may be asked to open: the web over https, or the local backend's files while developing. */
function isExternalWeb(target: URL, context: NavigationContext): boolean {
  if (target.protocol === 'https:') return true;
  return (
    target.protocol === 'http:' &&
    isLoopbackHost(target.hostname) &&
    originOfUrl(target) === originOf(context.backendUrl)
  );
}

/**
 * Whether a page is the app's own renderer: only it gets the bridge (IPC). A page a link or an
 * iframe loads, or a lookalike origin, does not.
 */
export function isAppPage(url: string, appOrigin: string): boolean {
  const page = parse(url);
  return page !== null && originOfUrl(page) === appOrigin;
}

/** will-navigate and will-redirect: the app's pages and the backend's auth verify step only. */
export function decideNavigation(url: string, context: NavigationContext): NavigationDecision {
  const target = parse(url);
  if (!target) return { action: 'deny' };
  if (originOfUrl(target) === context.appOrigin) return { action: 'allow' };
  const isAuthAction = originOfUrl(target) === originOf(context.backendUrl) && target.pathname === AUTH_VERIFY_PATH;
  if (isAuthAction) return { action: 'allow' };
  return isExternalWeb(target, context) ? { action: 'deny', openExternal: target.href } : { action: 'deny' };
}

/** window.open and target=_blank links: an app path opens in the app, the web in the system browser. */
export function decideWindowOpen(url: string, context: NavigationContext): WindowOpenDecision {
  const target = parse(url);
  if (!target) return { action: 'deny' };
  if (originOfUrl(target) === context.appOrigin) {
    return { action: 'open-in-app', path: `${target.pathname}${target.search}${target.hash}` };
  }
  return isExternalWeb(target, context) ? { action: 'open-external', url: target.href } : { action: 'deny' };
}
