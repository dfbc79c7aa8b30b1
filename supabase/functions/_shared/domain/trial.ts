import { FREE_TRIAL_DAYS } from './constants.ts';
import type { AppRole } from './roles.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Free Member's account older than 15 days has lost login access (§4, §9). */
export function isTrialExpired(createdAt: string | Date, now: Date): boolean {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return false;
  return now.getTime() - created > FREE_TRIAL_DAYS * DAY_MS;
}

/** Post-login check: only Free Members are blocked; admins (a server fact) are exempt by their role. */
export function trialBlocksLogin(role: AppRole, createdAt: string | Date, now: Date): boolean {
  return role === 'Free Member' && isTrialExpired(createdAt, now);
}

/** loggedInUser.memberName: the member name, else the business name, else the email (§2 Login). */
export function memberNameFallback(
  profile: { member_name?: string | null; business_name?: string | null } | null | undefined,
  email: string,
): string {
  return profile?.member_name?.trim() || profile?.business_name?.trim() || email;
}
