import type { Location } from 'react-router';
import { loginReturnPath } from '@domain/nav.ts';

/** The page the login should return to, from the router state a Login or Signup link carried (`{ from }`). */
export function returnPathOf(routerState: unknown): string {
  return loginReturnPath((routerState as { from?: unknown } | null)?.from);
}

/**
 * The router state for a link to /login or /signup from `location`: come back here after logging in, or,
 * from one of those pages, to wherever that page was to return.
 */
export function loginLinkState(location: Pick<Location, 'pathname' | 'search' | 'state'>): { from: string } {
  const here = `${location.pathname}${location.search}`;
  return { from: loginReturnPath(here) === here ? here : returnPathOf(location.state) };
}

// A login link lands where its redirect pointed. Only the app's own mobile OTP login sends the browser to a
// link whose landing page should stay (the page the login started from); any other link goes home (accounts §2).
const LINK_RETURN_KEY = 'loomconnect.login-link-return';

/** Before leaving for the mobile OTP login link: the landing page is the one to stay on. */
export function rememberLinkReturn(target: string): void {
  try {
    sessionStorage.setItem(LINK_RETURN_KEY, target);
  } catch {
    // Storage refused (private mode): the landing goes home, as for any other link.
  }
}

/** Where a login link's landing goes: the remembered page (once), else home. */
export function takeLinkReturn(): string {
  try {
    const remembered = sessionStorage.getItem(LINK_RETURN_KEY);
    sessionStorage.removeItem(LINK_RETURN_KEY);
    return loginReturnPath(remembered);
  } catch {
    return loginReturnPath(null);
  }
}
