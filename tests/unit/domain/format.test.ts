import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  formatPercentChange,
  formatQuantityText,
  formatRupees,
  formatShortDateTime,
} from '@domain/format.ts';

describe('en-IN / Asia-Kolkata formatting', () => {
  it('shows instants in IST, not UTC', () => {
    // 20:00 UTC is 01:30 the next day in India (UTC+05:30).
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('22 Nov 2026');
    expect(formatDateTime('2026-11-21T20:00:00Z')).toMatch(/^22 Nov 2026, 0?1:30 am$/i);
  });

  it("says 'Invalid Date' for unreadable dates", () => {
    expect(formatDate('not a date')).toBe('Invalid Date');
    expect(formatDateTime(null)).toBe('Invalid Date');
  });

  it('formats rupees with Indian grouping and 2 decimals', () => {
    expect(formatRupees(123456.7)).toBe('₹1,23,456.70');
    expect(formatRupees('999999.99')).toBe('₹9,99,999.99');
    expect(formatRupees(null)).toBe('N/A');
  });

  it('shows a recent time without its year, in IST', () => {
    expect(formatShortDateTime('2026-11-25T12:32:00Z')).toMatch(/^25 Nov, 0?6:02 pm$/i);
    expect(formatShortDateTime(null)).toBe('Invalid Date');
  });

  it("groups an RFQ's typed quantity when it is a number and keeps other words as written", () => {
    expect(formatQuantityText('20000', 'pcs')).toBe('20,000 pcs');
    expect(formatQuantityText('1,500.25', 'kgs')).toBe('1,500.25 kg');
    expect(formatQuantityText('4000', null)).toBe('4,000');
    expect(formatQuantityText('2 lots', null)).toBe('2 lots');
    expect(formatQuantityText('Not specified', 'mtr')).toBe('Not specified mtr');
  });

  it('writes shares and changes in per cent with a space and a true minus', () => {
    expect(formatPercent(12.345)).toBe('12.3 %');
    expect(formatPercentChange(3.33)).toBe('+3.3 %');
    expect(formatPercentChange(-1.54)).toBe('−1.5 %');
    expect(formatPercentChange(-0.04)).toBe('0.0 %');
    expect(formatPercentChange(2.99, 2)).toBe('+2.99 %');
  });

  it("formats money in the RFQ's currency and sizes in binary units", () => {
    expect(formatMoney(1250)).toBe('₹1,250.00');
    expect(formatMoney('12.5', 'USD')).toBe('$12.50');
    expect(formatMoney(undefined, 'EUR')).toBe('N/A');
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(3.4 * 1024 ** 2)).toBe('3.4 MB');
  });
});
