import { ACCESS_DENIED_BID_MANAGEMENT, ACCESS_DENIED_BID_SUBMISSION, ACCESS_DENIED_SOURCING } from './messages.ts';
import { isUnder, paths, prefixOf } from './paths.ts';
import type { AppRole } from './roles.ts';
import { departmentForPath, isSourcingPath, SOURCING_DEPARTMENTS, sourcingPath } from './sourcing-departments.ts';

/** A top navigation entry (accounts §2, §3). `icon` names a lucide icon. */
export interface NavItem {
  name: string;
  path: string;
  icon: string;
  authRequired?: boolean;
  isMainAdminLink?: boolean;
  specialAccess?: readonly AppRole[];
  /** The section of the desktop 'Workstation' menu the entry sits in; absent for entries of the menu bar. */
  workstation?: WorkstationSection;
  /** Not for limited admins, whose role is 'admin' on the reduced panel (the server refuses them too). */
  fullAdminsOnly?: boolean;
}

/** The sections of the 'Workstation' menu, in the order it shows them. */
export const WORKSTATION_SECTIONS = ['Sourcing', 'Management', 'Administration'] as const;
export type WorkstationSection = (typeof WORKSTATION_SECTIONS)[number];

/** What the header knows about the user. `isAdmin2` marks the one administrator whose Admin entry is /admin2. */
export interface NavContext {
  isAuthenticated: boolean;
  userId: string | null;
  role: AppRole;
  isAdmin2: boolean;
  /** A limited admin (role 'admin' on the server's reduced panel): no membership management (trade §6). */
  isLimitedAdmin?: boolean;
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

/*
 * Role-limited entries also carry authRequired: trade-features §6 hides them from signed-out users,
 * while the accounts §2 specialAccess rule alone would show them (it is implemented as written below).
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: 'Home', path: paths.home.path, icon: 'home' },
  { name: 'Buyer Enquiries', path: paths.buyerEnquiries.path, icon: 'clipboard-list' },
  {
    name: 'Submit Bids',
    path: paths.bidSubmission.path,
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
    workstation: 'Sourcing',
  })),
  {
    name: 'Listed Subscribers',
    path: paths.listedSubscribers.path,
    icon: 'book-user',
    authRequired: true,
    specialAccess: AREA_ROLES.listedSubscribers,
  },
  { name: 'Corporate Members', path: paths.corporateMembers.path, icon: 'building-2' },
  { name: 'News', path: paths.news.path, icon: 'newspaper' },
  { name: 'Price List', path: paths.priceList.path, icon: 'file-text' },
  {
    name: 'Price Management',
    path: paths.priceManagement.path,
    icon: 'sliders-horizontal',
    authRequired: true,
    specialAccess: AREA_ROLES.priceManagement,
    workstation: 'Management',
    // Prices are the company's and the platform admins' call; save_product_changes refuses limited admins.
    fullAdminsOnly: true,
  },
  {
    name: 'Bid Management',
    path: paths.bidManagement.path,
    icon: 'gavel',
    authRequired: true,
    specialAccess: AREA_ROLES.bidManagement,
    workstation: 'Management',
  },
  { name: 'My Profile', path: paths.myProfile.path, icon: 'user', authRequired: true },
  {
    name: 'Admin',
    path: paths.admin.path,
    icon: 'shield',
    authRequired: true,
    isMainAdminLink: true,
    workstation: 'Administration',
  },
];

/** The visibility rules of accounts §2, applied in the spec's words. */
function isVisible(item: NavItem, ctx: NavContext): boolean {
  if (item.path === paths.myProfile.path) return ctx.isAuthenticated && Boolean(ctx.userId);
  if (item.isMainAdminLink && ctx.isAuthenticated && ctx.role !== 'admin') return false;
  if (item.specialAccess && ctx.isAuthenticated && !item.specialAccess.includes(ctx.role)) return false;
  if (item.authRequired && !ctx.isAuthenticated) return false;
  if (item.fullAdminsOnly && ctx.isLimitedAdmin) return false;
  return true;
}

function resolvedPath(item: NavItem, ctx: NavContext): string {
  if (item.path === paths.myProfile.path && ctx.userId) return paths.profile.href(ctx.userId);
  if (item.isMainAdminLink && ctx.isAdmin2) return paths.admin2.path;
  return item.path;
}

/** The entries the header and the mobile menu show, with the profile and admin paths resolved. */
export function visibleNavItems(ctx: NavContext, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => isVisible(item, ctx)).map((item) => ({ ...item, path: resolvedPath(item, ctx) }));
}

const PROFILE_PREFIX = prefixOf(paths.profile);

/** A section of the Workstation menu with the entries the user may see. */
export interface WorkstationGroup {
  section: WorkstationSection;
  items: NavItem[];
}

/** One place of the menu bar: an entry, or the Workstation menu holding the staff tools. */
export type MenuBarEntry = { kind: 'link'; item: NavItem } | { kind: 'workstation'; groups: WorkstationGroup[] };

/**
 * How the visible entries are laid out so every role's menu fits one row at 1280 px: the staff tools
 * (sourcing desks, price and bid management, admin) under one 'Workstation' menu, placed before My Profile;
 * the other entries in the spec's order. Who sees what is unchanged (`visibleNavItems`).
 */
export function menuBar(items: readonly NavItem[]): MenuBarEntry[] {
  const groups = WORKSTATION_SECTIONS.map((section) => ({
    section,
    items: items.filter((item) => item.workstation === section),
  })).filter((group) => group.items.length > 0);
  const bar: MenuBarEntry[] = items.filter((item) => !item.workstation).map((item) => ({ kind: 'link', item }));
  if (groups.length === 0) return bar;
  const profile = bar.findIndex((entry) => entry.kind === 'link' && entry.item.path.startsWith(PROFILE_PREFIX));
  bar.splice(profile === -1 ? bar.length : profile, 0, { kind: 'workstation', groups });
  return bar;
}

export type AuthAction = { name: 'Login' | 'Signup'; path: string } | { name: 'Logout' };

/** Signed-out users see Login and Signup; signed-in users see Logout, which runs the logout action. */
export function authActions(isAuthenticated: boolean): AuthAction[] {
  return isAuthenticated
    ? [{ name: 'Logout' }]
    : [
        { name: 'Login', path: paths.login.path },
        { name: 'Signup', path: paths.signup.path },
      ];
}

export type RouteAccess =
  | { kind: 'allowed' }
  | { kind: 'login-required' }
  | { kind: 'access-denied'; message: string | null }
  /** Someone else's profile edit page: the guard toasts 'Unauthorized' and goes home (accounts §8). */
  | { kind: 'not-own-profile' }
  | { kind: 'redirect'; to: string };

interface GuardedArea {
  matches: (path: string) => boolean;
  roles: readonly AppRole[];
  /** A further condition beyond the role (the /admin2 administrator; full admins only). */
  also?: (ctx: NavContext) => boolean;
  /** What a signed-out visitor gets: the areas whose Access Denied screen the spec words for them show it. */
  signedOut: 'login-required' | 'access-denied';
  message: string | null;
}

const GUARDED_AREAS: readonly GuardedArea[] = [
  {
    matches: isSourcingPath,
    roles: AREA_ROLES.sourcing,
    signedOut: 'access-denied',
    message: ACCESS_DENIED_SOURCING,
  },
  {
    matches: (p) => isUnder(p, paths.bidSubmission),
    roles: AREA_ROLES.bidSubmission,
    signedOut: 'access-denied',
    message: ACCESS_DENIED_BID_SUBMISSION,
  },
  {
    matches: (p) => isUnder(p, paths.bidManagement),
    roles: AREA_ROLES.bidManagement,
    signedOut: 'access-denied',
    message: ACCESS_DENIED_BID_MANAGEMENT,
  },
  // Its Access Denied screen links to /login (trade-features §2), so signed-out visitors see it too.
  {
    matches: (p) => isUnder(p, paths.priceManagement),
    roles: AREA_ROLES.priceManagement,
    also: (ctx) => !ctx.isLimitedAdmin,
    signedOut: 'access-denied',
    message: null,
  },
  {
    matches: (p) => isUnder(p, paths.listedSubscribers),
    roles: AREA_ROLES.listedSubscribers,
    signedOut: 'login-required',
    message: null,
  },
  // The operations view is the one administrator's whose Admin entry leads there (accounts §2).
  {
    matches: (p) => isUnder(p, paths.admin2),
    roles: AREA_ROLES.admin,
    also: (ctx) => ctx.isAdmin2,
    signedOut: 'login-required',
    message: null,
  },
  // The reduced panel of a limited admin has no membership management (trade §2, §6); ad management it has.
  {
    matches: (p) => isUnder(p, paths.membershipManagement),
    roles: AREA_ROLES.admin,
    also: (ctx) => !ctx.isLimitedAdmin,
    signedOut: 'login-required',
    message: null,
  },
  {
    matches: (p) => isUnder(p, paths.admin) || isUnder(p, paths.admin2),
    roles: AREA_ROLES.admin,
    signedOut: 'login-required',
    message: null,
  },
];

/** Pages a signed-in user is sent home from (§2 redirects). */
const SIGNED_OUT_ONLY = [paths.login.path, paths.signup.path, paths.registerProfile.path];

/**
 * Where the user returns after logging in (accounts §2: "the page they came from, or / if none"): an in-app
 * path, never one of the signed-out pages (the guard would send a signed-in user home from there anyway).
 */
export function loginReturnPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return paths.home.path;
  }
  const pathname = from.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  return SIGNED_OUT_ONLY.includes(pathname) ? paths.home.path : from;
}

const PROFILE_EDIT_PREFIX = prefixOf(paths.profileEdit);

/**
 * The route guard's decision for a path (§6 of both documents): the server enforces the same rules,
 * the guard explains them. Profile view of others stays public; editing needs one's own profile.
 */
export function routeAccess(pathname: string, ctx: NavContext): RouteAccess {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const home = paths.home.path;
  if (SIGNED_OUT_ONLY.includes(path)) return ctx.isAuthenticated ? { kind: 'redirect', to: home } : { kind: 'allowed' };
  if (isSourcingPath(path) && !departmentForPath(path)) return { kind: 'redirect', to: home };
  const editing = path.startsWith(PROFILE_EDIT_PREFIX);
  if (path === paths.myProfile.path || editing) {
    if (!ctx.isAuthenticated) return { kind: 'login-required' };
    const target = path.slice(PROFILE_EDIT_PREFIX.length);
    if (editing && target !== 'me' && target !== ctx.userId) return { kind: 'not-own-profile' };
    return { kind: 'allowed' };
  }
  const area = GUARDED_AREAS.find((a) => a.matches(path));
  if (!area) return { kind: 'allowed' };
  if (!ctx.isAuthenticated) {
    return area.signedOut === 'login-required'
      ? { kind: 'login-required' }
      : { kind: 'access-denied', message: area.message };
  }
  return area.roles.includes(ctx.role) && (area.also?.(ctx) ?? true)
    ? { kind: 'allowed' }
    : { kind: 'access-denied', message: area.message };
}
