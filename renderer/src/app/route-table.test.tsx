/**
 * Each role's menu over the real route table (issue 24 deliverable 4): the entries are those the capability
 * table gives the role, each leads to a page of the table (not the catch-all), and the route guard lets the role
 * in. The browser walk (tests/e2e/web/every-role-walk.spec.ts) then loads each page's data against the real server.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACCESS_ROLES, ROLE_CAPABILITIES, type AccessRole } from '@domain/capabilities.ts';
import { NAV_ITEMS } from '@domain/nav.ts';
import { paths } from '@domain/paths.ts';
import type { RoleFacts } from '@/data/ports/session.ts';
import {
  gatewayAs,
  menuEntries,
  menuLink,
  renderedRoute,
  renderRouteTable,
  roleFacts,
} from '@/testing/route-table.tsx';
import { VISITOR_FACTS } from '@/testing/fake-gateway.ts';
import { pageTitleFor, routes } from './routes.tsx';

const registration = { companyId: 'company-a', department: 'trims', departmentName: 'Trims & Accessories' };

/** What my_role() says for each role's demo login. */
const FACTS: Record<AccessRole, RoleFacts> = {
  visitor: VISITOR_FACTS,
  freeMember: roleFacts({ membershipType: 'Free Member' }),
  expiredMember: roleFacts({ membershipType: 'Free Member', trialExpired: true, paymentOnly: true }),
  paidMember: roleFacts({ role: 'Paid Member', membershipType: 'Paid Member' }),
  vendor: roleFacts({ role: 'Paid Member', membershipType: 'Paid Member', vendorRegistrations: [registration] }),
  executive: roleFacts({ role: 'corporate_executive', isCorporateExecutive: true, companyId: 'company-a' }),
  limitedAdmin: roleFacts({ role: 'admin', isLimitedAdmin: true }),
  admin: roleFacts({ role: 'admin', isAdmin: true }),
  admin2: roleFacts({ role: 'admin', isAdmin: true, isAdmin2: true }),
};

/**
 * The capability table's menu for a role: the entries whose capability its rows give, in the spec's order. The
 * demo vendor is a Paid Member: their plan's row and the vendor row.
 */
function tableMenu(role: AccessRole): string[] {
  const rows: AccessRole[] = role === 'vendor' ? ['paidMember', 'vendor'] : [role];
  const capabilities = new Set(rows.flatMap((row) => ROLE_CAPABILITIES[row]));
  return NAV_ITEMS.filter((item) => !item.capability || capabilities.has(item.capability)).map((item) => item.name);
}

/** The route of the table a path renders: its pattern, or null for the catch-all that sends it home. */
function routeOf(path: string): string | null {
  const last = matchRoutes(routes, path)?.at(-1)?.route;
  if (!last?.handle) return null;
  return last.index ? '/' : (last.path ?? null);
}

describe('each role’s menu over the real route table', () => {
  it.each(ACCESS_ROLES)('%s: the capability table’s entries, each a page the guard lets them open', async (role) => {
    const facts = FACTS[role];
    await renderRouteTable(paths.home.href(), gatewayAs(facts));
    const entries = menuEntries();
    expect(new Set(entries.map(([name]) => name))).toEqual(new Set(tableMenu(role)));

    for (const [name, href] of entries) {
      expect(routeOf(href), `${name} → ${href}`).not.toBeNull();
      await act(async () => {
        fireEvent.click(menuLink(name));
      });
      expect(await screen.findByTestId('page-stub'), `${role} → ${name}`).toHaveTextContent(href);
      expect(renderedRoute()).toBe(routeOf(href));
      expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
    }
  });
});

describe('page titles from the route table', () => {
  it.each([
    ['/', 'Home · LoomConnect'],
    ['/price-updates', 'Price List · LoomConnect'],
    ['/check-purchase-enquiries', 'Purchase Enquiries · LoomConnect'],
    ['/sourcing/trims-accessories', 'Trims & Accessories Sourcing · LoomConnect'],
    ['/profile/me', 'My Profile · LoomConnect'],
    ['/profile/abc', 'Member Profile · LoomConnect'],
    ['/admin/ad-management', 'Ad Management · LoomConnect'],
    ['/nowhere', 'LoomConnect'],
  ])('%s → %s', (path, title) => {
    expect(pageTitleFor(path)).toBe(title);
  });

  it('gives every page of the table a title', () => {
    const pages = routes[0].children!.filter((r) => r.handle);
    for (const route of pages) {
      const sample = (route.path ?? '/').replace(/:(\w+)/g, 'x');
      expect(pageTitleFor(sample), sample).not.toBe('LoomConnect');
    }
    expect(routes[0].children!.filter((r) => !r.handle).every((r) => r.element && !r.index)).toBe(true);
  });
});
