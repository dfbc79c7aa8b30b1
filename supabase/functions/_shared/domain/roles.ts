import type { MembershipType } from './constants.ts';

/** The roles the client derives, most privileged first (spec §6). */
export type AppRole = 'admin' | 'corporate_executive' | 'Paid Member' | 'Free Member';

/** What the server says about the signed-in user (from the role RPC, never from a compiled e-mail list). */
export interface RoleFacts {
  isAdmin: boolean;
  isCorporateExecutive: boolean;
  membershipType: MembershipType | string | null;
}

/** admin → corporate_executive → Paid Member → Free Member; signed-out users carry 'Free Member'. */
export function deriveRole(facts: RoleFacts | null): AppRole {
  if (!facts) return 'Free Member';
  if (facts.isAdmin) return 'admin';
  if (facts.isCorporateExecutive) return 'corporate_executive';
  if (facts.membershipType === 'Paid Member') return 'Paid Member';
  return 'Free Member';
}

/** Paid-level roles: directory access, 'Already a Premium Member'. */
export function isPaidLevel(role: AppRole): boolean {
  return role !== 'Free Member';
}

export type BannerColour = 'orange' | 'blue' | 'navy';

/** The welcome banner's colour: orange for Paid, blue for Free, navy for corporate_executive and admin (§6). */
export function bannerColour(role: AppRole): BannerColour {
  if (role === 'Paid Member') return 'orange';
  if (role === 'Free Member') return 'blue';
  return 'navy';
}
