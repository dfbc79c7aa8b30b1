/**
 * The Paid Member's year (trade §9: "Paid year counts from launch date (extra access over 3 months)"):
 * a member who pays before the launch gets the months until it as extra access, and their year of
 * membership and monthly credits runs from the launch; paying after the launch, it runs from the payment.
 * The launch date is a database setting (app_settings `paid_plan`), read by the SQL that sets the year
 * (internal.paid_year_end) and by the pages that explain it. Dates are ISO days (YYYY-MM-DD).
 */
import { z } from 'zod';
import { PAID_PLAN } from './constants.ts';
import { formatDate, formatWholeRupees } from './format.ts';

/**
 * app_settings row `paid_plan`: when the platform launches, and the last day of the pre-launch offer (trade §9:
 * "valid until 22 September 2025"; migration 20261127030200 sets the spec's day). Either may be missing.
 */
export const PaidPlanSetting = z.object({
  launch_date: z.iso.date().nullish(),
  offer_valid_until: z.iso.date().nullish(),
});
export type PaidPlanSetting = z.infer<typeof PaidPlanSetting>;

/** The paid plan's settings as the pages read them. */
export interface PaidPlanTerms {
  launchDate: string | null;
  offerValidUntil: string | null;
}

export const paidPlanTermsOf = (setting: PaidPlanSetting | null): PaidPlanTerms => ({
  launchDate: setting?.launch_date ?? null,
  offerValidUntil: setting?.offer_valid_until ?? null,
});

/** What the Paid plan costs on a day, before GST: the offer's price up to its last day, then the regular one. */
export interface PaidPlanPrice {
  offerLive: boolean;
  perYear: number;
  /** About this much a month. */
  perMonth: number;
  regularPerYear: number;
  /** The offer's saving on the regular price (0 without an offer). */
  savings: number;
}

/** The price on `today` (YYYY-MM-DD, India's day) with the offer ending on `offerValidUntil` (null: no offer). */
export function paidPlanPrice(today: string, offerValidUntil: string | null): PaidPlanPrice {
  const regular = PAID_PLAN.regularPricePerYear;
  if (offerValidUntil && today <= offerValidUntil) {
    return {
      offerLive: true,
      perYear: PAID_PLAN.preLaunchPricePerYear,
      perMonth: PAID_PLAN.preLaunchPricePerMonth,
      regularPerYear: regular,
      savings: PAID_PLAN.savings,
    };
  }
  return {
    offerLive: false,
    perYear: regular,
    perMonth: Math.round(regular / 12),
    regularPerYear: regular,
    savings: 0,
  };
}

/** What a payment of the plan on `today` charges, GST included, in paise (as the payment button charges it). */
export function paidPlanChargePaise(today: string, offerValidUntil: string | null): number {
  return Math.round(paidPlanPrice(today, offerValidUntil).perYear * (100 + PAID_PLAN.gstPercent));
}

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

/** The price in words: "₹12,000 per year (about ₹1,000 per month) plus GST.", with the offer's terms while it runs. */
export function paidPlanPriceText(price: PaidPlanPrice, offerValidUntil: string | null): string {
  const base = `${formatWholeRupees(price.perYear)} per year (about ${formatWholeRupees(price.perMonth)} per month) plus GST.`;
  if (!price.offerLive || !offerValidUntil) return base;
  return `${base} Pre-launch offer, valid until ${formatDate(offerValidUntil)}: regular price ${formatWholeRupees(price.regularPerYear)} per year, you save ${formatWholeRupees(price.savings)}.`;
}
