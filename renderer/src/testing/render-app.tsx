/**
 * The whole app at a path, as a browser would open it: the real route table (app/routes.tsx with Root's
 * session, layout, guard and toasts) over a fake gateway, signed in as one of the seed's demo people or as a
 * visitor. A redirect, guard or menu test is one call and a look at the screen or at `app.path()`.
 */
import { act, render, screen, within, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type Location } from 'react-router';
import { preloadPagesAt } from '@/app/router.tsx';
import { routes } from '@/app/routes.tsx';
import { GatewayProvider } from '@/data/gateway-context.tsx';
import type { DataGateway } from '@/data/gateway.ts';
import type { AuthEventName, AuthUser, RoleFacts, SessionPort } from '@/data/ports/session.ts';
import { dismissToast } from '@/ui/toast/toast-store.ts';
import { VISITOR_FACTS } from '@domain/visitor-facts.ts';
import { DEMO_PEOPLE, type DemoPerson, type Visitor } from './demo-roles.ts';
import { fakeGateway, type GatewayOverrides } from './fake-gateway.ts';

type AuthListener = (event: AuthEventName, user: AuthUser | null) => void;

/** A session port whose auth events a test sends (`emit`); signOut sends SIGNED_OUT as the auth client does. */
export function fakeSessionPort(user: AuthUser | null, facts: RoleFacts) {
  const listeners = new Set<AuthListener>();
  let current = user;
  const emit = (event: AuthEventName, next: AuthUser | null) => {
    current = next;
    for (const listener of listeners) listener(event, next);
  };
  const port: SessionPort = {
    onAuthStateChange(listener) {
      listeners.add(listener);
      listener('INITIAL_SESSION', current);
      return () => listeners.delete(listener);
    },
    getRoleFacts: async () => (current ? facts : VISITOR_FACTS),
    signOut: async () => emit('SIGNED_OUT', null),
    refreshSession: async () => undefined,
    watchOnlineOnly(listener) {
      listener(null);
      return () => undefined;
    },
    watchRoleChanges: () => () => undefined,
  };
  return { port, emit: (event: AuthEventName, next: AuthUser | null) => act(() => emit(event, next)) };
}

export interface AppAtOptions {
  /** Who opens the page: a demo person (by role, or made up for the test), or a visitor (default). */
  as?: Visitor | DemoPerson;
  /** The gateway's other areas; the session area comes from `as` unless given here. */
  gateway?: GatewayOverrides;
  /** Router state of the entry, as a link's `state` would carry it. */
  state?: unknown;
}

export interface AppAt extends RenderResult {
  gateway: DataGateway;
  /** The router's current location (pathname + search). */
  path(): string;
  location(): Location;
  /** Sends an auth event, as the auth client would (sign-in elsewhere, token link, password recovery). */
  emit(event: AuthEventName, user: AuthUser | null): void;
}

/**
 * The parts of the app that load beside the first page (app/root.tsx, routes.tsx, the header): loaded before the
 * first render, so a test waits for the app, not for the test runner compiling them on first use.
 */
const LAZY_SHELL_PARTS = [
  () => import('@/app/store-provider.tsx'),
  () => import('@/ui/toast/toaster.tsx'),
  () => import('@/features/ads/components/ad-slot.tsx'),
  () => import('@/features/home/components/home-counters.tsx'),
  () => import('@/features/shell/components/mobile-menu-panel.tsx'),
];

// Quiet by default: no ads, counters at zero; a test that cares supplies its own.
const QUIET_CONTENT: GatewayOverrides['content'] = {
  getActiveAds: async () => [],
  getHomeCounters: async () => ({ fabricListings: 0, sourcingListings: 0, activeMembers: 0 }),
};

/**
 * Renders the app at `path` once the code of the page there has loaded (as the router preloads it), so a test
 * waits for the app, not for the test runner compiling a lazy page.
 */
export async function renderAppAt(path: string, options: AppAtOptions = {}): Promise<AppAt> {
  const as = options.as ?? 'visitor';
  const person = typeof as === 'object' ? as : as === 'visitor' ? null : DEMO_PEOPLE[as];
  const session = fakeSessionPort(person?.user ?? null, person?.facts ?? VISITOR_FACTS);
  const gateway = fakeGateway({
    ...options.gateway,
    session: { ...session.port, ...options.gateway?.session },
    content: { ...QUIET_CONTENT, ...options.gateway?.content },
  });
  const { pathname, search, hash } = new URL(path, 'http://app.test');
  await Promise.all([preloadPagesAt(pathname), ...LAZY_SHELL_PARTS.map((load) => load())]);
  let seen: Location | null = null;
  const Routes = () => {
    seen = useLocation();
    return useRoutes(routes);
  };
  // A toast left by an earlier test would show here: the toast store lives as long as the module.
  dismissToast();
  const result = render(
    <GatewayProvider gateway={gateway}>
      <MemoryRouter initialEntries={[{ pathname, search, hash, state: options.state }]} useTransitions={false}>
        <Routes />
      </MemoryRouter>
    </GatewayProvider>,
  );
  const location = () => {
    if (!seen) throw new Error('renderAppAt: the router has not rendered');
    return seen;
  };
  return {
    ...result,
    gateway,
    location,
    path: () => location().pathname + location().search,
    emit: session.emit,
  };
}

/** The toasts' region once it is there (it loads beside the first page), to look into. */
export async function findToasts() {
  return within(await screen.findByRole('region', { name: /Notifications/ }));
}

/** The page's main heading once the guard and the page's code have let it show. */
export const findPageHeading = () => screen.findByRole('heading', { level: 1 });
