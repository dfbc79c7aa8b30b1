/**
 * One way to show things (issue 23, deliverable 5): money, counts, quantities with units, dates and times, in
 * the Indian locale and India's time zone (accounts §9, trade §9), on pages, in messages, in CSV/XLSX exports and
 * on chart axes alike. Nothing else in the app calls toLocaleString, Intl or toISOString for what people read.
 */
import { LOCALE, TIME_ZONE } from './constants.ts';
import { KG, unitSymbol } from './units.ts';

type DateInput = string | number | Date | null | undefined;
type NumberInput = number | string | null | undefined;

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
const dayMonth = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'short' });
const dayMonthTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
/** The parts of an IST wall-clock time, for the sortable export form. */
const istParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const rupees = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeRupees = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const upToTwoDecimals = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'string' ? Number(value) : value;
  return Number.isFinite(n) ? n : null;
}

/** e.g. "22 Nov 2026, 09:30 am" in IST; the spec's 'Invalid Date' for unreadable input. */
export function formatDateTime(value: DateInput): string {
  const d = toDate(value);
  return d ? dateTime.format(d) : 'Invalid Date';
}

/** e.g. "22 Nov 2026" in IST. */
export function formatDate(value: DateInput): string {
  const d = toDate(value);
  return d ? dateOnly.format(d) : 'Invalid Date';
}

/** e.g. "22 Nov": a chart axis's day in IST. */
export function formatDayMonth(value: DateInput): string {
  const d = toDate(value);
  return d ? dayMonth.format(d) : 'Invalid Date';
}

/** e.g. "25 Nov, 06:02 pm": a time within the last days in IST (blotters, chart legends; the year in a tooltip). */
export function formatShortDateTime(value: DateInput): string {
  const d = toDate(value);
  return d ? dayMonthTime.format(d) : 'Invalid Date';
}

/**
 * e.g. "2026-11-22 09:30:05": an IST wall-clock time for CSV and XLSX cells, which spreadsheets sort and read
 * as a date (the column header says IST); '' for none.
 */
export function formatExportDateTime(value: DateInput): string {
  const d = toDate(value);
  if (!d) return '';
  const p = Object.fromEntries(istParts.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The day it is in India (YYYY-MM-DD): dates of plans, ads and trials are India's days. */
export function dayInIndia(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** e.g. "₹1,23,456.70": rupees with Indian digit grouping and 2 decimals; 'N/A' for none. */
export function formatRupees(amount: NumberInput): string {
  const n = toNumber(amount);
  return n === null ? 'N/A' : rupees.format(n);
}

/** e.g. "₹12,000": a whole-rupee price (plan prices, which have no paise). */
export function formatWholeRupees(amount: number): string {
  return wholeRupees.format(amount);
}

/** e.g. "1,23,456.70": an amount with 2 decimals and no sign, for a grid cell under a '(₹)' header. */
export function formatAmount(amount: NumberInput): string {
  const n = toNumber(amount);
  return n === null ? '' : twoDecimals.format(n);
}

/** e.g. "1,23,456": a count of things. */
export function formatCount(n: number): string {
  return count.format(n);
}

/** e.g. "3 rows", "1 row": a count with its noun, plural with an s. */
export function formatCountOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(n)} ${n === 1 ? noun : plural}`;
}

/** e.g. "1,000 kg", "12.5 mtr": a quantity with its unit symbol (kg unless another unit is given); 'N/A' for none. */
export function formatQuantity(value: NumberInput, unit: string | null = 'kgs'): string {
  const n = toNumber(value);
  if (n === null) return 'N/A';
  const symbol = unit === 'kgs' ? KG : unitSymbol(unit);
  return symbol ? `${upToTwoDecimals.format(n)} ${symbol}` : upToTwoDecimals.format(n);
}

/**
 * An RFQ's quantity as typed (text: '20000', '20,000', 'Not specified') with its unit: a number is grouped
 * ('20,000 pcs'), anything else is kept as written.
 */
export function formatQuantityText(quantity: string | null | undefined, unit: string | null | undefined): string {
  const text = (quantity ?? '').trim();
  const number = /^\d+(\.\d+)?$/.test(text.replace(/,/g, '')) ? Number(text.replace(/,/g, '')) : null;
  const symbol = unitSymbol(unit);
  if (number !== null) return formatQuantity(number, unit ?? null);
  return [text, symbol].filter(Boolean).join(' ');
}

/** e.g. "1,000": a quantity's number without its unit, for a cell under a '(kg)' header; '' for none. */
export function formatQuantityNumber(value: NumberInput): string {
  const n = toNumber(value);
  return n === null ? '' : upToTwoDecimals.format(n);
}

/** e.g. "12.5 %": a share in per cent, one decimal unless told otherwise. */
export function formatPercent(value: number, decimals = 1): string {
  return `${value.toFixed(decimals)} %`;
}

/** e.g. "+12.5 %", "−3.0 %", "0.0 %": a change in per cent with its sign (a true minus), one decimal unless told. */
export function formatPercentChange(value: number, decimals = 1): string {
  const shown = Math.abs(value).toFixed(decimals);
  const sign = Number(shown) === 0 ? '' : value > 0 ? '+' : '−';
  return `${sign}${shown} %`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A price in an RFQ's currency with 2 decimals: '₹1,250.00', '$12.50', '€9.00'; 'N/A' for none. */
export function formatMoney(amount: NumberInput, currency: string = 'INR'): string {
  if (currency === 'INR') return formatRupees(amount);
  const n = toNumber(amount);
  if (n === null) return 'N/A';
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency, minimumFractionDigits: 2 });
    moneyFormats.set(currency, format);
  }
  return format.format(n);
}

/** 1048576 → '1 MB', 1536 → '1.5 KB', 812 → '812 bytes' (binary units, as the limits are set). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : value.toFixed(value < 10 ? 1 : 0).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}
