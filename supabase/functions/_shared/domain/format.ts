import { LOCALE, TIME_ZONE } from './constants.ts';

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
const dateOnly = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const rupees = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** e.g. "22 Nov 2026, 09:30 am" in IST; the spec's 'Invalid Date' for unreadable input. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? dateTime.format(d) : 'Invalid Date';
}

/** The day it is in India (YYYY-MM-DD): dates of plans, ads and trials are India's days. */
export function dayInIndia(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** e.g. "22 Nov 2026" in IST. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? dateOnly.format(d) : 'Invalid Date';
}

/** e.g. "₹1,23,456.70": rupees with Indian digit grouping and 2 decimals. */
export function formatRupees(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  return n === null || n === undefined || Number.isNaN(n) ? 'N/A' : rupees.format(n);
}
