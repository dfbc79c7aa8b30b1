import { describe, expect, it } from 'vitest';
import {
  addMonths,
  lastDayBefore,
  monthsUntilLaunch,
  PaidPlanSetting,
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
