import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRupees } from '@domain/format.ts';

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
});
