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
import { paths } from '@domain/paths.ts';
import type { AppRole } from '@domain/roles.ts';
import { departmentForPath, SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';

const signedOut: NavContext = { isAuthenticated: false, userId: null, role: 'Free Member', isAdmin2: false };
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

// Item → who sees it: signed out, Free, Paid, corporate_executive, admin (§2 rules, §6 role lists).
const VISIBILITY: Record<string, readonly [boolean, boolean, boolean, boolean, boolean]> = {
  Home: [true, true, true, true, true],
  'Buyer Enquiries': [true, true, true, true, true],
  'Submit Bids': [false, true, true, false, false],
  ...Object.fromEntries(DEPARTMENTS.map((d) => [d, [false, false, false, true, true] as const])),
  'Listed Subscribers': [false, false, true, true, true],
  'Corporate Members': [true, true, true, true, true],
  News: [true, true, true, true, true],
  'Price List': [true, true, true, true, true],
  'Price Management': [false, false, false, true, true],
  'Bid Management': [false, false, false, true, false],
  'My Profile': [false, true, true, true, true],
  Admin: [false, false, false, false, true],
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

  it('applies the specialAccess and main-admin rules as written: signed-out users see unflagged-for-auth items', () => {
    const items = [
      { name: 'Special', path: '/special', icon: 'x', specialAccess: ['admin'] as const },
      { name: 'MainAdmin', path: '/main-admin', icon: 'x', isMainAdminLink: true },
      { name: 'Auth', path: '/auth', icon: 'x', authRequired: true },
    ];
    expect(visibleNavItems(signedOut, items).map((i) => i.name)).toEqual(['Special', 'MainAdmin']);
    expect(visibleNavItems(as('Paid Member'), items).map((i) => i.name)).toEqual(['Auth']);
    expect(visibleNavItems(as('admin'), items).map((i) => i.name)).toEqual(['Special', 'MainAdmin', 'Auth']);
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
    ]);
    expect(layout(menuBar(visibleNavItems(as('Paid Member'))))).toEqual([
      'Home',
      'Buyer Enquiries',
      'Submit Bids',
      'Listed Subscribers',
      'Corporate Members',
      'News',
      'Price List',
      'My Profile',
    ]);
  });

  it('puts the sourcing desks, price and bid management and admin under Workstation, before My Profile', () => {
    const bar = ['Home', 'Buyer Enquiries', 'Listed Subscribers', 'Corporate Members', 'News', 'Price List'];
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
  const denied = (message: string | null) => ({ kind: 'access-denied', message });

  // path → decision for: signed out, Free, Paid, corporate_executive, admin
  const TABLE: [string, unknown[]][] = [
    ['/', [allowed, allowed, allowed, allowed, allowed]],
    ['/buyer-enquiries', [allowed, allowed, allowed, allowed, allowed]],
    ['/news/42', [allowed, allowed, allowed, allowed, allowed]],
    ['/profile/someone-else', [allowed, allowed, allowed, allowed, allowed]],
    [
      '/sourcing/fabrics',
      [
        denied(ACCESS_DENIED_SOURCING),
        denied(ACCESS_DENIED_SOURCING),
        denied(ACCESS_DENIED_SOURCING),
        allowed,
        allowed,
      ],
    ],
    [
      '/bid-submission',
      [
        denied(ACCESS_DENIED_BID_SUBMISSION),
        allowed,
        allowed,
        denied(ACCESS_DENIED_BID_SUBMISSION),
        denied(ACCESS_DENIED_BID_SUBMISSION),
      ],
    ],
    ['/listed-subscribers', [login, denied(null), allowed, allowed, allowed]],
    ['/price-management', [denied(null), denied(null), denied(null), allowed, allowed]],
    [
      '/bid-management',
      [
        denied(ACCESS_DENIED_BID_MANAGEMENT),
        denied(ACCESS_DENIED_BID_MANAGEMENT),
        denied(ACCESS_DENIED_BID_MANAGEMENT),
        allowed,
        denied(ACCESS_DENIED_BID_MANAGEMENT),
      ],
    ],
    ['/admin', [login, denied(null), denied(null), denied(null), allowed]],
    // Only the /admin2 administrator: see the test below.
    ['/admin2', [login, denied(null), denied(null), denied(null), denied(null)]],
    ['/admin/ad-management', [login, denied(null), denied(null), denied(null), allowed]],
    ['/admin/membership-management', [login, denied(null), denied(null), denied(null), allowed]],
    ['/profile/me', [login, allowed, allowed, allowed, allowed]],
    ['/profile/edit/user-1', [login, allowed, allowed, allowed, allowed]],
  ];
  const whoList = Object.keys(CONTEXTS) as Who[];
  it.each(TABLE.flatMap(([path, row]) => whoList.map((who, i) => [path, who, row[i]] as const)))(
    '%s for %s',
    (path, who, decision) => {
      expect(routeAccess(path, CONTEXTS[who])).toEqual(decision);
    },
  );

  it('opens /admin2 to its administrator only, and keeps limited admins out of membership management', () => {
    expect(routeAccess('/admin2', as('admin', { isAdmin2: true }))).toEqual(allowed);
    const limited = as('admin', { isLimitedAdmin: true });
    expect(routeAccess('/admin/membership-management', limited)).toEqual(denied(null));
    expect(routeAccess('/admin/ad-management', limited)).toEqual(allowed);
    expect(routeAccess('/admin2', limited)).toEqual(denied(null));
  });

  it('keeps limited admins out of price management, in the menu and at the route (save_product_changes refuses them)', () => {
    const limited = as('admin', { isLimitedAdmin: true });
    expect(routeAccess(paths.priceManagement.href(), limited)).toEqual(denied(null));
    expect(routeAccess(paths.corporateProducts.href(), limited)).toEqual(allowed);
    expect(visibleNavItems(limited).map((i) => i.name)).not.toContain('Price Management');
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
    expect(routeAccess('/admin/', as('Free Member'))).toEqual(denied(null));
  });
});
