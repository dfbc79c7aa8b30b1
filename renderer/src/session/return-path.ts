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
