/**
 * The Paid Member's year (trade §9: "Paid year counts from launch date (extra access over 3 months)"):
 * a member who pays before the launch gets the months until it as extra access, and their year of
 * membership and monthly credits runs from the launch; paying after the launch, it runs from the payment.
 * The launch date is a database setting (app_settings `paid_plan`), read by the SQL that sets the year
 * (internal.paid_year_end) and by the pages that explain it. Dates are ISO days (YYYY-MM-DD).
 */
import { z } from 'zod';

/** app_settings row `paid_plan`: when the platform launches. */
export const PaidPlanSetting = z.object({ launch_date: z.iso.date() });
export type PaidPlanSetting = z.infer<typeof PaidPlanSetting>;

const DAY_MS = 24 * 60 * 60 * 1000;
const parse = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** `day` plus `months`, as PostgreSQL adds an interval: a day past the month's end becomes its last day. */
export function addMonths(day: string, months: number): string {
  const d = parse(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return iso(target);
}

/** The day the paid year starts: the launch for a payment before it, else the payment's day. */
export function paidYearStart(paidOn: string, launchDate: string | null): string {
  return launchDate && launchDate > paidOn ? launchDate : paidOn;
}

/**
 * The first day after the paid year (the profile's monthly_credits_until, as the SQL sets it): monthly
 * credits are granted on the 1st of each month before it.
 */
export function paidYearUntil(paidOn: string, launchDate: string | null): string {
  return addMonths(paidYearStart(paidOn, launchDate), 12);
}

/** The last day of a paid year that runs until `until` (exclusive), as members read it. */
export function lastDayBefore(until: string): string {
  return iso(new Date(parse(until).getTime() - DAY_MS));
}

/** Whole months from `today` to the launch: the extra access of paying today (0 once launched). */
export function monthsUntilLaunch(today: string, launchDate: string | null): number {
  if (!launchDate || launchDate <= today) return 0;
  let months = 0;
  while (addMonths(today, months + 1) <= launchDate) months += 1;
  return months;
}
