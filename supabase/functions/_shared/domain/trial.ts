import { FREE_TRIAL_DAYS } from './constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Free Member's account older than 15 days has lost login access (§4, §9). */
export function isTrialExpired(createdAt: string | Date, now: Date): boolean {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return false;
  return now.getTime() - created > FREE_TRIAL_DAYS * DAY_MS;
}
