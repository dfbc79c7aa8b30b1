/**
 * The Publish dialog's "Prices valid until": its default and limits. LOCAL STAND-IN until the publish-server
 * branch (which adds the validity rule to @domain/price-list-publish.ts) is merged: the same rule, a day from
 * today to 31 days ahead in India; the function refuses anything else whatever this says.
 */
import { dayInIndia } from '@domain/format.ts';

export const VALIDITY = { defaultDays: 7, maxDays: 31 } as const;

/** `day` (yyyy-mm-dd) moved by `days`. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The date input's bounds and default on `now` (India's day). */
export function validityRange(now: Date): { min: string; max: string; initial: string } {
  const today = dayInIndia(now);
  return { min: today, max: addDays(today, VALIDITY.maxDays), initial: addDays(today, VALIDITY.defaultDays) };
}

/** Why the date cannot be used, or null. */
export function validityProblem(validUntil: string, now: Date): string | null {
  const { min, max } = validityRange(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || validUntil < min || validUntil > max) {
    return `Choose a validity date from today to ${VALIDITY.maxDays} days ahead.`;
  }
  return null;
}
