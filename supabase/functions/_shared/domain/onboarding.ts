/**
 * Onboarding that recovers (issue 23, deliverable 4): a member who verified the e-mail and closed the tab is
 * signed in without a profile. Wherever they land they are taken to finish it (/register-profile, which then
 * works from the session alone, with the plan's credits through usersignup); the pages they may need on the
 * way stay open. Staff and corporate executives are set up by the platform and are never sent there.
 */
import { paths } from './paths.ts';

/** What the decision needs to know about the signed-in user (the server's role facts). */
export interface OnboardingFacts {
  /** The role facts are the server's (not a visitor's stand-in while they load or after a failed read). */
  isAuthenticated: boolean;
  hasProfile: boolean;
  isAdmin: boolean;
  isLimitedAdmin: boolean;
  isCorporateExecutive: boolean;
}

/**
 * Pages a member without a profile may still open: the two that complete it, the password page, the legal pages,
 * and payment, where /register-profile sends a member who chose Paid Member as it creates the profile (the role
 * facts that say so arrive just after).
 */
const OPEN_WHILE_INCOMPLETE = [
  paths.registerProfile.path,
  paths.payment.path,
  paths.updatePassword.path,
  paths.privacyPolicy.path,
  paths.termsOfUse.path,
];
const PROFILE_EDIT_PREFIX = paths.profileEdit.path.slice(0, paths.profileEdit.path.indexOf(':'));

/** True when a signed-in member on `pathname` must first complete their profile. */
export function mustCompleteProfile(pathname: string, facts: OnboardingFacts): boolean {
  if (!facts.isAuthenticated || facts.hasProfile) return false;
  if (facts.isAdmin || facts.isLimitedAdmin || facts.isCorporateExecutive) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !OPEN_WHILE_INCOMPLETE.includes(path) && !path.startsWith(PROFILE_EDIT_PREFIX);
}
