/**
 * The app's real route table — its paths, redirects and the Root with the header, the session and the route
 * guard — with each page swapped for a stub that names its route. Component tests check menus, guards and
 * where links lead for every role without loading every page's code. The session is the real one
 * (SessionProvider), fed by the fake gateway's auth events and role facts.
 */
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { VISITOR_FACTS } from '@domain/visitor-facts.ts';
import { routes } from '@/app/routes.tsx';
import { GatewayProvider } from '@/data/gateway-context.tsx';
import type { DataGateway } from '@/data/gateway.ts';
import type { AuthUser, RoleFacts } from '@/data/ports/session.ts';
import { fakeGateway, type GatewayOverrides } from './fake-gateway.ts';

/** Stands in for a page: says which route of the table rendered, and where. */
function PageStub({ route }: { route: string }) {
  const { pathname } = useLocation();
  return (
    <h1 data-testid="page-stub" data-route={route}>
      {pathname}
    </h1>
  );
}

/** The table with pages stubbed; redirects (elements without a handle) stay as they are. */
function stubbed(table: RouteObject[]): RouteObject[] {
  return table.map((route) => ({
    ...route,
    ...(route.children ? { children: stubbed(route.children) } : {}),
    ...(route.handle ? { element: <PageStub route={route.index ? '/' : (route.path ?? '')} /> } : {}),
  })) as RouteObject[];
}

const STUBBED = stubbed(routes);

function StubbedRoutes() {
  return useRoutes(STUBBED);
}

/** A fake gateway whose auth client reports `facts`' user signed in (signed out for a visitor). */
export function gatewayAs(facts: RoleFacts, overrides: GatewayOverrides = {}): DataGateway {
  const user: AuthUser | null = facts.userId
    ? { id: facts.userId, email: `${facts.userId}@example.test`, createdAt: '2026-11-01T00:00:00Z', metadata: {} }
    : null;
  return fakeGateway({
    ...overrides,
    session: {
      onAuthStateChange: (listener) => {
        listener('INITIAL_SESSION', user);
        return () => undefined;
      },
      getRoleFacts: async () => facts,
      ...overrides.session,
    },
  });
}

/** my_role()'s answer for a signed-in user: the visitor's facts with `overrides`. */
export function roleFacts(overrides: Partial<RoleFacts>): RoleFacts {
  return { ...VISITOR_FACTS, isAuthenticated: true, userId: 'user-1', hasProfile: true, ...overrides };
}

/** Renders the stubbed route table at `path` and waits for the session (the menu stops being busy). */
export async function renderRouteTable(path: string, gateway: DataGateway): Promise<RenderResult> {
  const result = render(
    <GatewayProvider gateway={gateway}>
      <MemoryRouter initialEntries={[path]}>
        <StubbedRoutes />
      </MemoryRouter>
    </GatewayProvider>,
  );
  await waitFor(() => {
    if (mainMenu().hasAttribute('aria-busy')) throw new Error('the session is still loading');
  });
  return result;
}

/** The header's main menu. */
const mainMenu = () => screen.getByRole('navigation', { name: 'Main' });

/** The links of the main menu, the Workstation menu's items included, in the order the bar shows them. */
function menuLinks(): HTMLElement[] {
  const nav = within(mainMenu());
  const links = [...nav.queryAllByRole('link', { hidden: true }), ...nav.queryAllByRole('menuitem', { hidden: true })];
  return links.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Every entry of the main menu as [name, href]. */
export function menuEntries(): [string, string][] {
  return menuLinks().map((link) => [link.textContent?.trim() ?? '', link.getAttribute('href') ?? '']);
}

/** The main menu's entry called `name` (a bar link or a Workstation item, open or not). */
export function menuLink(name: string): HTMLElement {
  const link = menuLinks().find((l) => l.textContent?.trim() === name);
  if (!link) throw new Error(`no menu entry ${name}`);
  return link;
}

/** The route of the table the stub page says it is, or null when the guard showed something else. */
export function renderedRoute(): string | null {
  return screen.queryByTestId('page-stub')?.getAttribute('data-route') ?? null;
}
