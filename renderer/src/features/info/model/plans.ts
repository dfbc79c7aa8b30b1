import { CORPORATE_DEALER_ELIGIBILITY, CREDITS } from '@domain/constants.ts';
import { formatDate } from '@domain/format.ts';
import { addMonths, lastDayBefore, monthsUntilLaunch, paidYearUntil } from '@domain/paid-year.ts';

/** The benefits each plan card lists (trade-features §6). */
export const PLAN_BENEFITS = {
  free: [
    `${CREDITS.freeSignup} messaging credits at signup`,
    'Send interest messages to posters',
    'No direct call or e-mail to posters',
    'No access to the directory',
  ],
  paid: [
    `${CREDITS.paidSignup} credits at signup`,
    `${CREDITS.paidMonthly} credits on the 1st of every month for a year`,
    'Call or e-mail posters directly',
    'Access to the Listed Subscribers directory',
    'Verified member badge',
  ],
  corporate: [
    `${CREDITS.corporateMonthly} credits every month for a year`,
    'Your own corporate company page',
    'Price admin panel for your products',
    'Team logins for your executives',
    'Ad space across the platform',
  ],
} as const;

const { minTurnoverInrCrore, minTurnoverUsdMillion } = CORPORATE_DEALER_ELIGIBILITY;

/** Who may become a Corporate Member as a dealer (trade §9). */
export const DEALER_ELIGIBILITY = `Dealers are eligible with an annual turnover of ₹${minTurnoverInrCrore} Cr+ or USD ${minTurnoverUsdMillion}M+.`;

/** "over 3 months", "2 months", "12 days": the time from `today` to the launch, as a member reads it. */
function timeUntil(today: string, launchDate: string): string {
  const months = monthsUntilLaunch(today, launchDate);
  if (months === 0) {
    const days = Math.round((Date.parse(launchDate) - Date.parse(today)) / 86_400_000);
    return `${days} ${days === 1 ? 'day' : 'days'}`;
  }
  const whole = `${months} ${months === 1 ? 'month' : 'months'}`;
  return addMonths(today, months) < launchDate ? `over ${whole}` : whole;
}

/**
 * The paid year as someone paying `today` reads it (trade §9: it counts from the launch date): before the
 * launch, when it starts and ends and the extra access until then; after it, 12 months from the payment.
 * `launchDate` null: no launch date is set, so the year runs from the payment.
 */
export function paidYearTerms(today: string, launchDate: string | null): string {
  const ends = formatDate(lastDayBefore(paidYearUntil(today, launchDate)));
  if (!launchDate || launchDate <= today) {
    return `Your paid year runs 12 months from the day you pay: paying today, until ${ends}.`;
  }
  return `Your paid year counts from our launch on ${formatDate(launchDate)}: paying today, it runs until ${ends}, with ${timeUntil(today, launchDate)} of extra access before the launch.`;
}
