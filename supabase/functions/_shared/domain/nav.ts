import { ACCESS_DENIED_BID_MANAGEMENT, ACCESS_DENIED_BID_SUBMISSION, ACCESS_DENIED_SOURCING } from './messages.ts';
import { can, type AccessFacts, type Capability } from './capabilities.ts';
import { isUnder, paths, prefixOf, type StaticRoute } from './paths.ts';
import { departmentForPath, isSourcingPath, SOURCING_DEPARTMENTS, sourcingPath } from './sourcing-departments.ts';

/**
 * A top navigation entry (accounts §2, §3). `icon` names a lucide icon. Who sees it is the capability table's
 * word (capabilities.ts): an entry with a `capability` shows only to those who have it, the others to everyone.
 * It stands in for the spec's authRequired, isMainAdminLink and specialAccess flags, whose role lists are the
 * table's rows.
 */
export interface NavItem {
  name: string;
  path: string;
  icon: string;
  capability?: Capability;
  /** The section of the desktop 'Workstation' menu the entry sits in; absent for entries of the menu bar. */
  workstation?: WorkstationSection;
}

/** The sections of the 'Workstation' menu, in the order it shows them. */
const WORKSTATION_SECTIONS = ['Sourcing', 'Management', 'Administration'] as const;
type WorkstationSection = (typeof WORKSTATION_SECTIONS)[number];

/** What the header and the guard know about the user: the server's role facts (capabilities.ts) and their id. */
export interface NavContext extends AccessFacts {
  userId: string | null;
  /** The one administrator whose Admin entry is /admin2. */
  isAdmin2: boolean;
}

/*
 * The spec's entries in its order (§2). Role-limited entries are hidden from signed-out visitors too
 * (trade-features §6: "hidden when login or a role is needed and absent").
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: 'Home', path: paths.home.path, icon: 'home' },
  { name: 'Buyer Enquiries', path: paths.buyerEnquiries.path, icon: 'clipboard-list' },
  { name: 'Submit Bids', path: paths.bidSubmission.path, icon: 'send', capability: 'vendor.bids' },
  ...SOURCING_DEPARTMENTS.filter((d) => d.inMenu).map((d): NavItem => ({
    name: d.name,
    path: sourcingPath(d),
    icon: d.icon,
    capability: 'sourcing.desk',
    workstation: 'Sourcing',
  })),
  { name: 'Listed Subscribers', path: paths.listedSubscribers.path, icon: 'book-user', capability: 'directory.read' },
  { name: 'Corporate Members', path: paths.corporateMembers.path, icon: 'building-2' },
  { name: 'News', path: paths.news.path, icon: 'newspaper' },
  { name: 'Price List', path: paths.priceList.path, icon: 'file-text' },
  { name: 'Market', path: paths.market.path, icon: 'chart-line' },
  {
    name: 'Price Management',
    path: paths.priceManagement.path,
    icon: 'sliders-horizontal',
    capability: 'prices.manage',
    workstation: 'Management',
  },
  {
    name: 'Bid Management',
    path: paths.bidManagement.path,
    icon: 'gavel',
    capability: 'bids.manage',
    workstation: 'Management',
  },
  { name: 'My Profile', path: paths.myProfile.path, icon: 'user', capability: 'profile.own' },
  { name: 'Admin', path: paths.admin.path, icon: 'shield', capability: 'admin.panel', workstation: 'Administration' },
];

function isVisible(item: NavItem, ctx: NavContext): boolean {
  // My Profile needs an id to point at (accounts §2: hidden if no user id is known).
  if (item.path === paths.myProfile.path && !ctx.userId) return false;
  return item.capability === undefined || can(ctx, item.capability);
}

function resolvedPath(item: NavItem, ctx: NavContext): string {
  if (item.path === paths.myProfile.path && ctx.userId) return paths.profile.href(ctx.userId);
  // For the /admin2 administrator the Admin entry leads to /admin2 (accounts §2).
  if (item.path === paths.admin.path && can(ctx, 'admin.operations')) return paths.admin2.path;
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

/** The areas whose Access Denied screen has more to offer than its message (the shell's AccessDenied). */
export type DeniedArea = 'sourcing' | 'other';

export type RouteAccess =
  | { kind: 'allowed' }
  | { kind: 'login-required' }
  | { kind: 'access-denied'; message: string | null; area: DeniedArea }
  /** Someone else's profile edit page: the guard toasts 'Unauthorized' and goes home (accounts §8). */
  | { kind: 'not-own-profile' }
  | { kind: 'redirect'; to: string };

interface GuardedArea {
  matches: (path: string) => boolean;
  capability: Capability;
  /**
   * What a signed-out visitor gets: the login page, the area's Access Denied screen (where the spec words one
   * for them), or the page itself (the posting pages ask them to log in).
   */
  signedOut: 'login-required' | 'access-denied' | 'page';
  message: string | null;
  area?: DeniedArea;
}

const under = (route: StaticRoute) => (path: string) => isUnder(path, route);

/** Most specific first: the first area that matches a path decides. */
const GUARDED_AREAS: readonly GuardedArea[] = [
  {
    matches: isSourcingPath,
    capability: 'sourcing.desk',
    signedOut: 'access-denied',
    message: ACCESS_DENIED_SOURCING,
    area: 'sourcing',
  },
  {
    matches: under(paths.bidSubmission),
    capability: 'vendor.bids',
    signedOut: 'access-denied',
    message: ACCESS_DENIED_BID_SUBMISSION,
  },
  { matches: under(paths.vendorApplication), capability: 'vendor.apply', signedOut: 'login-required', message: null },
  {
    matches: under(paths.bidManagement),
    capability: 'bids.manage',
    signedOut: 'access-denied',
    message: ACCESS_DENIED_BID_MANAGEMENT,
  },
  // Its Access Denied screen links to /login (trade-features §2), so signed-out visitors see it too.
  { matches: under(paths.priceManagement), capability: 'prices.manage', signedOut: 'access-denied', message: null },
  { matches: under(paths.listedSubscribers), capability: 'directory.read', signedOut: 'login-required', message: null },
  { matches: under(paths.postPurchaseEnquiry), capability: 'boards.post', signedOut: 'page', message: null },
  { matches: under(paths.postSalesOffer), capability: 'boards.post', signedOut: 'page', message: null },
  { matches: under(paths.admin2), capability: 'admin.operations', signedOut: 'login-required', message: null },
  {
    matches: under(paths.membershipManagement),
    capability: 'admin.members',
    signedOut: 'login-required',
    message: null,
  },
  { matches: under(paths.adManagement), capability: 'admin.ads', signedOut: 'login-required', message: null },
  {
    matches: under(paths.corporateProducts),
    capability: 'admin.corporateProducts',
    signedOut: 'login-required',
    message: null,
  },
  { matches: under(paths.admin), capability: 'admin.panel', signedOut: 'login-required', message: null },
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
    // A member whose trial is over keeps their profile but may not change it until they pay.
    if (editing && !can(ctx, 'profile.edit')) return { kind: 'access-denied', message: null, area: 'other' };
    return { kind: 'allowed' };
  }
  const area = GUARDED_AREAS.find((a) => a.matches(path));
  if (!area) return { kind: 'allowed' };
  const denied: RouteAccess = { kind: 'access-denied', message: area.message, area: area.area ?? 'other' };
  if (!ctx.isAuthenticated) {
    if (area.signedOut === 'page') return { kind: 'allowed' };
    return area.signedOut === 'login-required' ? { kind: 'login-required' } : denied;
  }
  if (can(ctx, area.capability)) return { kind: 'allowed' };
  // A member whose trial is over is signed in: the banner above every page says why and where to pay, and
  // Submit Bids' "You must be logged in" would not fit them.
  return ctx.trialOver && denied.area !== 'sourcing' ? { ...denied, message: null } : denied;
}
