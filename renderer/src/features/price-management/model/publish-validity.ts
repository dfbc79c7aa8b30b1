/**
 * The Publish dialog's "Prices valid until": the date input's bounds and default on India's day. The rule itself
 * (a day from today to PUBLISH_RULES.maxValidityDays ahead) is @domain's, which the function enforces.
 */
import { dayInIndia } from '@domain/format.ts';
import { PUBLISH_RULES, validityProblem as domainProblem } from '@domain/price-list-publish.ts';

/** A week: the usual life of a mill's list in the trade. */
const DEFAULT_DAYS = 7;

/** `day` (yyyy-mm-dd) moved by `days`. */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The date input's bounds and default on `now`. */
export function validityRange(now: Date): { min: string; max: string; initial: string } {
  const today = dayInIndia(now);
  return { min: today, max: addDays(today, PUBLISH_RULES.maxValidityDays), initial: addDays(today, DEFAULT_DAYS) };
}

/** Why the date cannot be used, or null (the function's own words). */
export const validityProblem = (validUntil: string, now: Date): string | null =>
  domainProblem(validUntil, dayInIndia(now));
