import { describe, expect, it } from 'vitest';
import {
  addMonths,
  lastDayBefore,
  monthsUntilLaunch,
  paidPlanPrice,
  paidPlanPriceText,
  PaidPlanSetting,
  paidPlanTermsOf,
  paidYearStart,
  paidYearUntil,
} from '@domain/paid-year.ts';

describe('the paid year (trade §9: counted from the launch date)', () => {
  const launch = '2027-03-01';

  it('starts at the launch for a payment before it, and at the payment after it', () => {
    expect(paidYearStart('2026-11-27', launch)).toBe(launch);
    expect(paidYearUntil('2026-11-27', launch)).toBe('2028-03-01');
    expect(lastDayBefore(paidYearUntil('2026-11-27', launch))).toBe('2028-02-29');
    expect(paidYearUntil('2027-05-10', launch)).toBe('2028-05-10');
    expect(paidYearUntil('2027-03-01', launch)).toBe('2028-03-01');
    expect(paidYearUntil('2026-11-27', null)).toBe('2027-11-27');
  });

  it('gives the months until the launch as extra access: over 3 months from late November 2026', () => {
    expect(monthsUntilLaunch('2026-11-27', launch)).toBe(3);
    expect(monthsUntilLaunch('2026-12-01', launch)).toBe(3);
    expect(monthsUntilLaunch('2027-02-15', launch)).toBe(0);
    expect(monthsUntilLaunch('2027-04-01', launch)).toBe(0);
  });

  it('adds months as PostgreSQL adds an interval (a missing day becomes the month’s last)', () => {
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-11-27', -1)).toBe('2026-10-27');
  });

  it('reads the app_settings row', () => {
    expect(PaidPlanSetting.parse({ launch_date: launch })).toEqual({ launch_date: launch });
    expect(PaidPlanSetting.safeParse({ launch_date: '1 March 2027' }).success).toBe(false);
  });
});

describe('the offer ends on its date (app_settings paid_plan offer_valid_until)', () => {
  it('prices the pre-launch offer up to its last day, then the regular price', () => {
    expect(paidPlanPrice('2025-09-22', '2025-09-22')).toEqual({
      offerLive: true,
      perYear: 8388,
      perMonth: 699,
      regularPerYear: 12000,
      savings: 3612,
    });
    expect(paidPlanPrice('2025-09-23', '2025-09-22')).toEqual({
      offerLive: false,
      perYear: 12000,
      perMonth: 1000,
      regularPerYear: 12000,
      savings: 0,
    });
    expect(paidPlanPrice('2026-11-27', null).offerLive).toBe(false);
  });

  it('says the price, with the offer’s terms only while it runs', () => {
    expect(paidPlanPriceText(paidPlanPrice('2026-11-27', '2025-09-22'), '2025-09-22')).toBe(
      '₹12,000 per year (about ₹1,000 per month) plus GST.',
    );
    expect(paidPlanPriceText(paidPlanPrice('2025-09-01', '2025-09-22'), '2025-09-22')).toBe(
      '₹8,388 per year (about ₹699 per month) plus GST. Pre-launch offer, valid until 22 Sept 2025: regular price ₹12,000 per year, you save ₹3,612.',
    );
  });

  it('reads the setting with either day missing', () => {
    expect(paidPlanTermsOf(PaidPlanSetting.parse({ launch_date: '2027-03-01' }))).toEqual({
      launchDate: '2027-03-01',
      offerValidUntil: null,
    });
    expect(paidPlanTermsOf(PaidPlanSetting.parse({ offer_valid_until: '2025-09-22' }))).toEqual({
      launchDate: null,
      offerValidUntil: '2025-09-22',
    });
    expect(paidPlanTermsOf(null)).toEqual({ launchDate: null, offerValidUntil: null });
  });
});
