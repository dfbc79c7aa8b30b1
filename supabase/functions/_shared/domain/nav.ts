import {
  ACCESS_DENIED_BID_MANAGEMENT,
  ACCESS_DENIED_BID_SUBMISSION,
  ACCESS_DENIED_SOURCING,
  UNAUTHORIZED_EDIT,
} from './messages.ts';
import type { AppRole } from './roles.ts';
import { departmentForPath, SOURCING_DEPARTMENTS, SOURCING_PATH_PREFIX, sourcingPath } from './sourcing-departments.ts';

/** A top navigation entry (accounts §2, §3). `icon` names a lucide icon. */
export interface NavItem {
  name: string;
  path: string;
  icon: string;
  authRequired?: boolean;
  isMainAdminLink?: boolean;
  specialAccess?: readonly AppRole[];
}

/** What the header knows about the user. `isAdmin2` marks the one administrator whose Admin entry is /admin2. */
export interface NavContext {
  isAuthenticated: boolean;
  userId: string | null;
  role: AppRole;
  isAdmin2: boolean;
}

/** Who may use each role-limited area (§6 of both documents). */
export const AREA_ROLES = {
  sourcing: ['corporate_executive', 'admin'],
  bidSubmission: ['Free Member', 'Paid Member'],
  listedSubscribers: ['Paid Member', 'admin', 'corporate_executive'],
  priceManagement: ['admin', 'corporate_executive'],
  bidManagement: ['corporate_executive'],
  admin: ['admin'],
} as const satisfies Record<string, readonly AppRole[]>;

export const PROFILE_NAV_PATH = '/profile/me';
export const ADMIN_PATH = '/admin';
export const ADMIN2_PATH = '/admin2';

/*
 * Role-limited entries also carry authRequired: trade-features §6 hides them from signed-out users,
 * while the accounts §2 specialAccess rule alone would show them (it is implemented as written below).
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: 'Home', path: '/', icon: 'home' },
  { name: 'Buyer Enquiries', path: '/buyer-enquiries', icon: 'clipboard-list' },
  {
    name: 'Submit Bids',
    path: '/bid-submission',
    icon: 'send',
    authRequired: true,
    specialAccess: AREA_ROLES.bidSubmission,
  },
  ...SOURCING_DEPARTMENTS.filter((d) => d.inMenu).map((d): NavItem => ({
    name: d.name,
    path: sourcingPath(d),
    icon: d.icon,
    authRequired: true,
    specialAccess: AREA_ROLES.sourcing,
  })),
  {
    name: 'Listed Subscribers',
    path: '/listed-subscribers',
    icon: 'book-user',
    authRequired: true,
    specialAccess: AREA_ROLES.listedSubscribers,
  },
  { name: 'Corporate Members', path: '/corporate-members', icon: 'building-2' },
  { name: 'News', path: '/news', icon: 'newspaper' },
  { name: 'Price List', path: '/price-updates', icon: 'file-text' },
  {
    name: 'Price Management',
    path: '/price-management',
    icon: 'sliders-horizontal',
    authRequired: true,
    specialAccess: AREA_ROLES.priceManagement,
  },
  {
    name: 'Bid Management',
    path: '/bid-management',
    icon: 'gavel',
    authRequired: true,
    specialAccess: AREA_ROLES.bidManagement,
  },
  { name: 'My Profile', path: PROFILE_NAV_PATH, icon: 'user', authRequired: true },
  { name: 'Admin', path: ADMIN_PATH, icon: 'shield', authRequired: true, isMainAdminLink: true },
];

/** The visibility rules of accounts §2, applied in the spec's words. */
function isVisible(item: NavItem, ctx: NavContext): boolean {
  if (item.path === PROFILE_NAV_PATH) return ctx.isAuthenticated && Boolean(ctx.userId);
  if (item.isMainAdminLink && ctx.isAuthenticated && ctx.role !== 'admin') return false;
  if (item.specialAccess && ctx.isAuthenticated && !item.specialAccess.includes(ctx.role)) return false;
  if (item.authRequired && !ctx.isAuthenticated) return false;
  return true;
}

function resolvedPath(item: NavItem, ctx: NavContext): string {
  if (item.path === PROFILE_NAV_PATH) return `/profile/${ctx.userId}`;
  if (item.isMainAdminLink && ctx.isAdmin2) return ADMIN2_PATH;
  return item.path;
}

/** The entries the header and the mobile menu show, with the profile and admin paths resolved. */
export function visibleNavItems(ctx: NavContext, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => isVisible(item, ctx)).map((item) => ({ ...item, path: resolvedPath(item, ctx) }));
}

export type AuthAction = { name: 'Login'; path: '/login' } | { name: 'Signup'; path: '/signup' } | { name: 'Logout' };

/** Signed-out users see Login and Signup; signed-in users see Logout, which runs the logout action. */
export function authActions(isAuthenticated: boolean): AuthAction[] {
  return isAuthenticated
    ? [{ name: 'Logout' }]
    : [
        { name: 'Login', path: '/login' },
        { name: 'Signup', path: '/signup' },
      ];
}

export type RouteAccess =
  | { kind: 'allowed' }
  | { kind: 'login-required' }
  | { kind: 'access-denied'; message: string | null }
  | { kind: 'redirect'; to: string };

interface GuardedArea {
  matches: (path: string) => boolean;
  roles: readonly AppRole[];
  /** What a signed-out visitor gets: the areas whose Access Denied screen the spec words for them show it. */
  signedOut: 'login-required' | 'access-denied';
  message: string | null;
}

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

const GUARDED_AREAS: readonly GuardedArea[] = [
  {
    matches: (p) => p.startsWith(SOURCING_PATH_PREFIX),
    roles: AREA_ROLES.sourcing,
    signedOut: 'access-denied',
    message: ACCESS_DENIED_SOURCING,
  },
  {
    matches: under('/bid-submission'),
    roles: AREA_ROLES.bidSubmission,
    signedOut: 'access-denied',
    message: ACCESS_DENIED_BID_SUBMISSION,
  },
  {
    matches: under('/bid-management'),
    roles: AREA_ROLES.bidManagement,
    signedOut: 'access-denied',
    message: ACCESS_DENIED_BID_MANAGEMENT,
  },
  // Its Access Denied screen links to /login (trade-features §2), so signed-out visitors see it too.
  { matches: under('/price-management'), roles: AREA_ROLES.priceManagement, signedOut: 'access-denied', message: null },
  {
    matches: under('/listed-subscribers'),
    roles: AREA_ROLES.listedSubscribers,
    signedOut: 'login-required',
    message: null,
  },
  {
    matches: (p) => under(ADMIN_PATH)(p) || under(ADMIN2_PATH)(p),
    roles: AREA_ROLES.admin,
    signedOut: 'login-required',
    message: null,
  },
];

/** Pages a signed-in user is sent home from (§2 redirects). */
const SIGNED_OUT_ONLY = ['/login', '/signup', '/register-profile'];

/**
 * The route guard's decision for a path (§6 of both documents): the server enforces the same rules,
 * the guard explains them. Profile view of others stays public; editing needs one's own profile.
 */
export function routeAccess(pathname: string, ctx: NavContext): RouteAccess {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (SIGNED_OUT_ONLY.includes(path)) return ctx.isAuthenticated ? { kind: 'redirect', to: '/' } : { kind: 'allowed' };
  if (path.startsWith(SOURCING_PATH_PREFIX) && !departmentForPath(path)) return { kind: 'redirect', to: '/' };
  if (path === PROFILE_NAV_PATH || path.startsWith('/profile/edit/')) {
    if (!ctx.isAuthenticated) return { kind: 'login-required' };
    const target = path.slice('/profile/edit/'.length);
    if (path.startsWith('/profile/edit/') && target !== 'me' && target !== ctx.userId) {
      return { kind: 'access-denied', message: UNAUTHORIZED_EDIT.description };
    }
    return { kind: 'allowed' };
  }
  const area = GUARDED_AREAS.find((a) => a.matches(path));
  if (!area) return { kind: 'allowed' };
  if (!ctx.isAuthenticated) {
    return area.signedOut === 'login-required'
      ? { kind: 'login-required' }
      : { kind: 'access-denied', message: area.message };
  }
  return area.roles.includes(ctx.role) ? { kind: 'allowed' } : { kind: 'access-denied', message: area.message };
}
