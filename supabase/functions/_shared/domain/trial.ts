/**
 * The Free Member's trial (accounts §4, §9: "Free trial: 15 days, then login is blocked"): it runs 15 days
 * from the account's creation (the server's internal.trial_ends_at counts the same), and the app says how long
 * it is and when it ends where people choose or hold the plan: at sign-up, on the profile and in the plans.
 */
import { FREE_TRIAL_DAYS } from './constants.ts';
import { formatDate } from './format.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a trial that started at `createdAt` ends. */
export function trialEndsAt(createdAt: string | Date): Date {
  return new Date(new Date(createdAt).getTime() + FREE_TRIAL_DAYS * DAY_MS);
}

/** A Free Member's account older than 15 days has lost login access (§4, §9). */
export function isTrialExpired(createdAt: string | Date, now: Date): boolean {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return false;
  return now.getTime() - created > FREE_TRIAL_DAYS * DAY_MS;
}

/** Whole days left until `endsAt` (a part of a day counts as one), 0 once it has passed. */
export function trialDaysLeft(endsAt: string | Date, now: Date): number {
  return Math.max(0, Math.ceil((new Date(endsAt).getTime() - now.getTime()) / DAY_MS));
}

/** The trial in words, as the sign-up page, the profile and the plans say it. */
export const TRIAL_TEXT = {
  /** The plan card's line. */
  length: `${FREE_TRIAL_DAYS}-day free trial`,
  /** Before the account exists: the trial starts with it. */
  startingNow: (now: Date) =>
    `Free Member: a ${FREE_TRIAL_DAYS}-day free trial. Signing up today, it runs until ${formatDate(trialEndsAt(now))}; upgrade to Paid Member any time to keep access after it.`,
  /** A Free Member whose trial is running. */
  running: (endsAt: string | Date, now: Date) => {
    const left = trialDaysLeft(endsAt, now);
    return `Your ${FREE_TRIAL_DAYS}-day free trial runs until ${formatDate(endsAt)} (${left} ${left === 1 ? 'day' : 'days'} left).`;
  },
  /** A Free Member whose trial is over. */
  ended: (endsAt: string | Date) =>
    `Your ${FREE_TRIAL_DAYS}-day free trial ended on ${formatDate(endsAt)}. Upgrade to Paid Member to use the product again.`,
} as const;

/** The sentence for a Free Member's trial ending at `endsAt`, seen `now`. */
export function trialStatusText(endsAt: string | Date, now: Date): string {
  return new Date(endsAt).getTime() > now.getTime() ? TRIAL_TEXT.running(endsAt, now) : TRIAL_TEXT.ended(endsAt);
}
