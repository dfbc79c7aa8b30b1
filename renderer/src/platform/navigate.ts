/**
 * Every window the renderer opens and every full page load it makes, on the web and the desktop alike
 * (ESLint keeps window.open and location.assign here). In-app paths go through the router: on the desktop a
 * link meant for a new tab opens its page in the app window, where the web opens a tab. Other sites open in a
 * new tab on the web and, through main's window-open rules, in the system browser on the desktop. Auth links
 * are loaded in full in this window: the backend verifies them and redirects to the app page named in them
 * (appUrl), which the desktop's navigation rules allow, so the user lands where they came from.
 */
import { desktopBridge } from './desktop-bridge.ts';

/** The router's navigate, or null where none is mounted (the link then opens as on the web). */
export type RouterNavigate = ((path: string) => void) | null;

/** This app's page at path, as an absolute URL: what an auth link should come back to. */
export function appUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** The in-app path ('/news/42?x#y') an href names, or null when it leads to another origin or scheme. */
export function inAppPath(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return null;
  }
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * What a link with target=_blank does: an in-app path in the app window on the desktop (a new tab of the app on
 * the web), another site in a new tab or the system browser, never with a handle back to this page.
 */
export function openInNewWindow(href: string, navigate: RouterNavigate): void {
  const path = inAppPath(href);
  if (path !== null && navigate && desktopBridge()) {
    navigate(path);
    return;
  }
  window.open(new URL(href, window.location.href).href, '_blank', 'noopener,noreferrer');
}

/**
 * A full page load in this window: an auth action link (completed by the backend, which redirects back to the
 * app), or the page to land on after signing in, loaded afresh so every part reads the new session.
 */
export function loadPage(href: string): void {
  window.location.assign(href);
}
