import { describe, expect, it } from 'vitest';
import {
  ACCESS_DENIED_BID_MANAGEMENT,
  ACCESS_DENIED_BID_SUBMISSION,
  ACCESS_DENIED_SOURCING,
} from '@domain/messages.ts';
import {
  authActions,
  loginReturnPath,
  menuBar,
  NAV_ITEMS,
  routeAccess,
  visibleNavItems,
  type MenuBarEntry,
  type NavContext,
} from '@domain/nav.ts';
import type { AppRole } from '@domain/roles.ts';
import { departmentForPath, SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';

const signedOut: NavContext = { isAuthenticated: false, userId: null, role: 'Free Member', isAdmin2: false };
/** Signed in with the server's `role`; `extra` adds the facts that refine it (limited admin, trial over …). */
const as = (role: AppRole, extra: Partial<NavContext> = {}): NavContext => ({
  isAuthenticated: true,
  userId: 'user-1',
  role,
  isAdmin2: false,
  ...extra,
});

const CONTEXTS = {
  'signed out': signedOut,
  'Free Member': as('Free Member'),
  'Paid Member': as('Paid Member'),
  corporate_executive: as('corporate_executive'),
  admin: as('admin'),
  'limited admin': as('admin', { isLimitedAdmin: true }),
  'trial over': as('Free Member', { trialOver: true }),
} as const;
type Who = keyof typeof CONTEXTS;

const DEPARTMENTS = [
  'Fabrics',
  'Trims & Accessories',
  'Packaging Material',
  'Finishing & Washing Chemicals',
  'Printing & Embellishments',
  'Testing & Compliance',
  'Machinery & Equipment',
];

// Item → who sees it: signed out, Free, Paid, corporate_executive, admin, limited admin, trial over (§2 rules,
// §6 role lists; limited admins see only what the server lets them do, an expired trial only what it may pay with).
type Row = readonly [boolean, boolean, boolean, boolean, boolean, boolean, boolean];
const VISIBILITY: Record<string, Row> = {
  Home: [true, true, true, true, true, true, true],
  'Buyer Enquiries': [true, true, true, true, true, true, true],
  'Submit Bids': [false, true, true, false, false, false, false],
  ...Object.fromEntries(DEPARTMENTS.map((d) => [d, [false, false, false, true, true, false, false] as Row])),
  'Listed Subscribers': [false, false, true, true, true, true, false],
  'Corporate Members': [true, true, true, true, true, true, true],
  News: [true, true, true, true, true, true, true],
  'Price List': [true, true, true, true, true, true, true],
  Market: [true, true, true, true, true, true, true],
  'Price Management': [false, false, false, true, true, false, false],
  'Bid Management': [false, false, false, true, false, false, false],
  'My Profile': [false, true, true, true, true, true, true],
  Admin: [false, false, false, false, true, true, false],
};

describe('nav items (§2)', () => {
  it("are in the spec's order", () => {
    expect(NAV_ITEMS.map((i) => i.name)).toEqual([
      'Home',
      'Buyer Enquiries',
      'Submit Bids',
      ...DEPARTMENTS,
      'Listed Subscribers',
      'Corporate Members',
      'News',
      'Price List',
      'Market',
      'Price Management',
      'Bid Management',
      'My Profile',
      'Admin',
    ]);
    expect(Object.keys(VISIBILITY)).toEqual(NAV_ITEMS.map((i) => i.name));
  });

  it('link the seven sourcing routes and leave Partners, Membership Plans, Contact Corporate Sales and FAQ out', () => {
    expect(NAV_ITEMS.filter((i) => i.path.startsWith('/sourcing/')).map((i) => i.path)).toEqual([
      '/sourcing/fabrics',
      '/sourcing/trims-accessories',
      '/sourcing/packaging-material',
      '/sourcing/finishing-chemicals',
      '/sourcing/printing-embellishments',
      '/sourcing/testing-compliance',
      '/sourcing/machinery-equipment',
    ]);
    const paths = NAV_ITEMS.map((i) => i.path);
    for (const hidden of ['/loomconnect-partners', '/membership-plans', '/contact-corporate', '/faq']) {
      expect(paths).not.toContain(hidden);
    }
  });

  const whoList = Object.keys(CONTEXTS) as Who[];
  const cases = Object.entries(VISIBILITY).flatMap(([item, row]) =>
    whoList.map((who, i) => [item, who, row[i]] as const),
  );
  it.each(cases)('%s for %s: %s', (item, who, visible) => {
    const names = visibleNavItems(CONTEXTS[who]).map((i) => i.name);
    expect(names.includes(item)).toBe(visible);
  });

  it('points My Profile at /profile/{userId} and hides it without a user id', () => {
    expect(visibleNavItems(as('Free Member')).find((i) => i.name === 'My Profile')?.path).toBe('/profile/user-1');
    expect(visibleNavItems(as('Free Member', { userId: null })).map((i) => i.name)).not.toContain('My Profile');
  });

  it('points Admin at /admin2 for the /admin2 administrator only', () => {
    expect(visibleNavItems(as('admin')).find((i) => i.name === 'Admin')?.path).toBe('/admin');
    expect(visibleNavItems(as('admin', { isAdmin2: true })).find((i) => i.name === 'Admin')?.path).toBe('/admin2');
  });

  it('offers Login and Signup when signed out, Logout when signed in', () => {
    expect(authActions(false)).toEqual([
      { name: 'Login', path: '/login' },
      { name: 'Signup', path: '/signup' },
    ]);
    expect(authActions(true)).toEqual([{ name: 'Logout' }]);
  });
});

describe('where a login returns (accounts §2)', () => {
  it.each([
    ['/check-sales-offers', '/check-sales-offers'],
    ['/listed-subscribers?page=2', '/listed-subscribers?page=2'],
    ['/profile/me', '/profile/me'],
    ['/', '/'],
  ])('to the page it came from: %s', (from, expected) => {
    expect(loginReturnPath(from)).toBe(expected);
  });

  it.each([undefined, null, 42, '', 'news', 'https://evil.example/', '//evil.example/x', '/\\evil.example'])(
    'home when there is no in-app page to go back to: %s',
    (from) => {
      expect(loginReturnPath(from)).toBe('/');
    },
  );

  it.each(['/login', '/signup', '/register-profile', '/login/', '/signup?x=1'])(
    'home rather than to a signed-out page: %s',
    (from) => {
      expect(loginReturnPath(from)).toBe('/');
    },
  );
});

describe('menu bar layout (one row at 1280 px)', () => {
  const layout = (entries: MenuBarEntry[]) =>
    entries.map((e) =>
      e.kind === 'link' ? e.item.name : { Workstation: e.groups.map((g) => [g.section, g.items.map((i) => i.name)]) },
    );

  it("keeps members' and visitors' entries in the bar, in the spec order", () => {
    expect(layout(menuBar(visibleNavItems(signedOut)))).toEqual([
      'Home',
      'Buyer Enquiries',
      'Corporate Members',
      'News',
      'Price List',
      'Market',
    ]);
    expect(layout(menuBar(visibleNavItems(as('Paid Member'))))).toEqual([
      'Home',
      'Buyer Enquiries',
      'Submit Bids',
      'Listed Subscribers',
      'Corporate Members',
      'News',
      'Price List',
      'Market',
      'My Profile',
    ]);
  });

  it('puts the sourcing desks, price and bid management and admin under Workstation, before My Profile', () => {
    const bar = ['Home', 'Buyer Enquiries', 'Listed Subscribers', 'Corporate Members', 'News', 'Price List', 'Market'];
    expect(layout(menuBar(visibleNavItems(as('corporate_executive'))))).toEqual([
      ...bar,
      {
        Workstation: [
          ['Sourcing', DEPARTMENTS],
          ['Management', ['Price Management', 'Bid Management']],
        ],
      },
      'My Profile',
    ]);
    expect(layout(menuBar(visibleNavItems(as('admin', { isAdmin2: true }))))).toEqual([
      ...bar,
      {
        Workstation: [
          ['Sourcing', DEPARTMENTS],
          ['Management', ['Price Management']],
          ['Administration', ['Admin']],
        ],
      },
      'My Profile',
    ]);
    const admin = menuBar(visibleNavItems(as('admin', { isAdmin2: true }))).find((e) => e.kind === 'workstation');
    expect(admin?.kind === 'workstation' && admin.groups[2].items[0].path).toBe('/admin2');
  });

  it('leaves no entry out and adds none', () => {
    for (const ctx of Object.values(CONTEXTS)) {
      const visible = visibleNavItems(ctx);
      const laidOut = menuBar(visible).flatMap((e) =>
        e.kind === 'link' ? [e.item] : e.groups.flatMap((g) => g.items),
      );
      expect(new Set(laidOut)).toEqual(new Set(visible));
      expect(laidOut).toHaveLength(visible.length);
    }
  });

  it('ends the bar with Workstation when there is no My Profile entry', () => {
    const entries = menuBar(visibleNavItems(as('admin', { userId: null })));
    expect(entries.at(-1)?.kind).toBe('workstation');
  });
});

describe('sourcing departments (accounts §2, trade §2)', () => {
  it.each([
    ['/sourcing/fabrics', 'fabrics'],
    ['/sourcing/trims-accessories', 'trims'],
    ['/sourcing/trims', 'trims'],
    ['/sourcing/packaging-material', 'packaging'],
    ['/sourcing/finishing-chemicals', 'finishing'],
    ['/sourcing/printing-embellishments', 'printing'],
    ['/sourcing/testing-compliance', 'testing'],
    ['/sourcing/compliance', 'testing'],
    ['/sourcing/machinery-equipment', 'machinery'],
    ['/sourcing/manpower', 'manpower'],
    ['/sourcing/Fabrics/', 'fabrics'],
  ])('%s → %s', (path, id) => {
    expect(departmentForPath(path)?.id).toBe(id);
  });

  it('knows no other department', () => {
    expect(departmentForPath('/sourcing/rockets')).toBeNull();
    expect(SOURCING_DEPARTMENTS.filter((d) => !d.inMenu).map((d) => d.id)).toEqual(['manpower']);
  });
});

describe('route guard (§6 of both documents)', () => {
  const allowed = { kind: 'allowed' };
  const login = { kind: 'login-required' };
  const denied = (message: string | null, area = 'other') => ({ kind: 'access-denied', message, area });
  const sourcing = denied(ACCESS_DENIED_SOURCING, 'sourcing');
  const noBids = denied(ACCESS_DENIED_BID_SUBMISSION);
  const noBidManagement = denied(ACCESS_DENIED_BID_MANAGEMENT);
  const no = denied(null);

  // path → decision for: signed out, Free, Paid, corporate_executive, admin, limited admin, trial over
  const TABLE: [string, unknown[]][] = [
    ['/', [allowed, allowed, allowed, allowed, allowed, allowed, allowed]],
    ['/buyer-enquiries', [allowed, allowed, allowed, allowed, allowed, allowed, allowed]],
    ['/news/42', [allowed, allowed, allowed, allowed, allowed, allowed, allowed]],
    ['/profile/someone-else', [allowed, allowed, allowed, allowed, allowed, allowed, allowed]],
    ['/sourcing/fabrics', [sourcing, sourcing, sourcing, allowed, allowed, sourcing, sourcing]],
    ['/bid-submission', [noBids, allowed, allowed, noBids, noBids, noBids, no]],
    ['/vendor-application', [login, allowed, allowed, no, no, no, no]],
    ['/listed-subscribers', [login, no, allowed, allowed, allowed, allowed, no]],
    ['/post-purchase-enquiry', [allowed, allowed, allowed, allowed, allowed, allowed, no]],
    ['/post-sales-offer', [allowed, allowed, allowed, allowed, allowed, allowed, no]],
    ['/price-management', [no, no, no, allowed, allowed, no, no]],
    [
      '/bid-management',
      [noBidManagement, noBidManagement, noBidManagement, allowed, noBidManagement, noBidManagement, no],
    ],
    ['/admin', [login, no, no, no, allowed, allowed, no]],
    // Only the /admin2 administrator: see the test below.
    ['/admin2', [login, no, no, no, no, no, no]],
    ['/admin/ad-management', [login, no, no, no, allowed, allowed, no]],
    ['/admin/corporate-products', [login, no, no, no, allowed, allowed, no]],
    ['/admin/membership-management', [login, no, no, no, allowed, no, no]],
    ['/profile/me', [login, allowed, allowed, allowed, allowed, allowed, allowed]],
    ['/profile/edit/user-1', [login, allowed, allowed, allowed, allowed, allowed, no]],
  ];
  const whoList = Object.keys(CONTEXTS) as Who[];
  it.each(TABLE.flatMap(([path, row]) => whoList.map((who, i) => [path, who, row[i]] as const)))(
    '%s for %s',
    (path, who, decision) => {
      expect(routeAccess(path, CONTEXTS[who])).toEqual(decision);
    },
  );

  it('opens /admin2 to its administrator only', () => {
    expect(routeAccess('/admin2', as('admin', { isAdmin2: true }))).toEqual(allowed);
    expect(routeAccess('/admin', as('admin', { isAdmin2: true }))).toEqual(allowed);
  });

  it('keeps limited admins to what the server lets them do: no price sheet, no sourcing desks, in the menu too', () => {
    const limited = as('admin', { isLimitedAdmin: true });
    const names = visibleNavItems(limited).map((i) => i.name);
    expect(names).not.toContain('Price Management');
    for (const department of DEPARTMENTS) expect(names).not.toContain(department);
    expect(visibleNavItems(as('admin')).map((i) => i.name)).toContain('Price Management');
  });

  it("lets members edit only their own profile ('You can only edit your own profile.')", () => {
    expect(routeAccess('/profile/edit/someone-else', as('admin'))).toEqual({ kind: 'not-own-profile' });
    expect(routeAccess('/profile/edit/me', as('Free Member'))).toEqual(allowed);
  });

  it('sends signed-in users home from login, signup and profile registration', () => {
    for (const path of ['/login', '/signup', '/register-profile']) {
      expect(routeAccess(path, as('Paid Member'))).toEqual({ kind: 'redirect', to: '/' });
      expect(routeAccess(path, signedOut)).toEqual(allowed);
    }
  });

  it('sends an unknown sourcing department home', () => {
    expect(routeAccess('/sourcing/rockets', as('admin'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('ignores a trailing slash', () => {
    expect(routeAccess('/admin/', as('Free Member'))).toEqual(no);
  });
});
