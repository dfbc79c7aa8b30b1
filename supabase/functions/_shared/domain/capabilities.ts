/**
 * One map of what each kind of user may do (issue 24 deliverable 4). The menu (nav.ts), the route guard
 * (nav.ts `routeAccess`) and the pages ask `can(…)`; nothing else compares roles. The table says what the
 * server lets each one do: RLS and the SQL functions refuse the rest (42501), so a menu entry or a button
 * offered here never leads to a refusal.
 *
 * The roles are the spec's (accounts §6, trade §1, §6) with the distinctions the server makes: a Free Member
 * whose trial is over (a payment-only session, `@domain/trial.ts`), the limited admin (role 'admin' on the
 * reduced panel) and the /admin2 administrator. A vendor is a Free or Paid Member registered with a company
 * department: they have their plan's capabilities plus the vendor row's.
 */
import type { AppRole } from './roles.ts';

export const ACCESS_ROLES = [
  'visitor',
  'freeMember',
  'expiredMember',
  'paidMember',
  'vendor',
  'executive',
  'limitedAdmin',
  'admin',
  'admin2',
] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

export const CAPABILITIES = [
  /** My Profile: one's own profile, credits and lists. */
  'profile.own',
  /** Edit one's own profile (the server refuses an expired trial's changes). */
  'profile.edit',
  /** Post purchase enquiries and sales offers (the boards' posting forms). */
  'boards.post',
  /** 'I'm Interested' on a board post (one messaging credit). */
  'boards.interest',
  /** Listed Subscribers and other members' profiles (the server's can_view_directory). */
  'directory.read',
  /** Bid on a company's revealed products (one credit). */
  'corporate.bid',
  /** Pay for Paid Membership: 'Upgrade to Paid'. */
  'plan.upgrade',
  /** Submit Bids (/bid-submission, trade §6: logged-in Free or Paid Member). */
  'vendor.bids',
  /** Apply to be a vendor of a company department. */
  'vendor.apply',
  /** Quote on the RFQs of the departments one is registered with. */
  'vendor.quote',
  /** A company department's sourcing desk (/sourcing/{department}). */
  'sourcing.desk',
  /** Choose any company on the sourcing desks and the price sheet ('Admin: Select Company'). */
  'sourcing.anyCompany',
  /** Accept or reject vendor applications in Vendor Mgmt. */
  'vendor.review',
  /** Price and Status Management. */
  'prices.manage',
  /** Bids Management (customer bids on corporate products). */
  'bids.manage',
  /** The admin panel (/admin): the Limited Admin Panel, or the full one with 'admin.full'. */
  'admin.panel',
  /** The full admin panel's cards: company, dealer and membership management, corporate enquiries. */
  'admin.full',
  /** Manage Corporate Products (/admin/corporate-products). */
  'admin.corporateProducts',
  /** Ad management (/admin/ad-management). */
  'admin.ads',
  /** Membership management (/admin/membership-management). */
  'admin.members',
  /** The operations view (/admin2) and the audit log. */
  'admin.operations',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** What a member with a full session does: their profile, the boards, bids on products, vendor work. */
const MEMBER: readonly Capability[] = [
  'profile.own',
  'profile.edit',
  'boards.post',
  'boards.interest',
  'corporate.bid',
  'vendor.bids',
  'vendor.apply',
];
/** What every signed-in staff member and executive does as a member of the marketplace. */
const TRADER: readonly Capability[] = [
  'profile.own',
  'profile.edit',
  'boards.post',
  'boards.interest',
  'corporate.bid',
  'directory.read',
];
const ADMIN: readonly Capability[] = [
  ...TRADER,
  'sourcing.desk',
  'sourcing.anyCompany',
  'vendor.review',
  'prices.manage',
  'admin.panel',
  'admin.full',
  'admin.corporateProducts',
  'admin.ads',
  'admin.members',
];

/**
 * The table. Executives and admins do not bid as vendors (trade §6); limited admins have the reduced panel and
 * no company data (can_manage_company and save_product_changes refuse them); an expired trial keeps only its
 * profile and the way to pay (the access token hook's payment-only session).
 */
export const ROLE_CAPABILITIES: Record<AccessRole, readonly Capability[]> = {
  visitor: [],
  freeMember: [...MEMBER, 'plan.upgrade'],
  expiredMember: ['profile.own', 'plan.upgrade'],
  paidMember: [...MEMBER, 'directory.read'],
  vendor: ['vendor.quote'],
  executive: [...TRADER, 'sourcing.desk', 'vendor.review', 'prices.manage', 'bids.manage'],
  limitedAdmin: [...TRADER, 'admin.panel', 'admin.corporateProducts', 'admin.ads'],
  admin: ADMIN,
  admin2: [...ADMIN, 'admin.operations'],
};

/** What the server says about the user (public.my_role), as far as capabilities depend on it. */
export interface AccessFacts {
  isAuthenticated: boolean;
  role: AppRole;
  isLimitedAdmin?: boolean;
  isAdmin2?: boolean;
  /** A Free Member whose trial is over: a payment-only session, or the trial ended since the token was issued. */
  trialOver?: boolean;
  /** Registered as vendor of at least one company department. */
  isVendor?: boolean;
}

/** The rows of the table that apply: one, or a member's plan and 'vendor'. */
export function accessRolesOf(facts: AccessFacts): AccessRole[] {
  if (!facts.isAuthenticated) return ['visitor'];
  if (facts.role === 'admin') return [facts.isLimitedAdmin ? 'limitedAdmin' : facts.isAdmin2 ? 'admin2' : 'admin'];
  if (facts.role === 'corporate_executive') return ['executive'];
  if (facts.trialOver) return ['expiredMember'];
  const plan: AccessRole = facts.role === 'Paid Member' ? 'paidMember' : 'freeMember';
  return facts.isVendor ? [plan, 'vendor'] : [plan];
}

/** Everything the user may do. */
export function capabilitiesOf(facts: AccessFacts): ReadonlySet<Capability> {
  return new Set(accessRolesOf(facts).flatMap((role) => ROLE_CAPABILITIES[role]));
}

/** True when the user may do `capability`. */
export function can(facts: AccessFacts, capability: Capability): boolean {
  return capabilitiesOf(facts).has(capability);
}
