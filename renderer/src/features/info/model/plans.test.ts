import { describe, expect, it } from 'vitest';
import { DEALER_ELIGIBILITY, paidYearTerms } from './plans.ts';

describe("the plan's terms as members read them", () => {
  it('before the launch: the year from the launch, its end and the extra access until then', () => {
    expect(paidYearTerms('2026-11-27', '2027-03-01')).toBe(
      'Your paid year counts from our launch on 01 Mar 2027: paying today, it runs until 29 Feb 2028, with over 3 months of extra access before the launch.',
    );
    expect(paidYearTerms('2026-12-01', '2027-03-01')).toMatch(/with 3 months of extra access/);
    expect(paidYearTerms('2027-02-10', '2027-03-01')).toMatch(/with 19 days of extra access/);
  });

  it('from the launch on (or without a launch date): 12 months from the payment', () => {
    expect(paidYearTerms('2027-03-01', '2027-03-01')).toBe(
      'Your paid year runs 12 months from the day you pay: paying today, until 29 Feb 2028.',
    );
    expect(paidYearTerms('2027-06-15', null)).toBe(
      'Your paid year runs 12 months from the day you pay: paying today, until 14 Jun 2028.',
    );
  });

  it('names who may join as a corporate dealer', () => {
    expect(DEALER_ELIGIBILITY).toBe('Dealers are eligible with an annual turnover of ₹50 Cr+ or USD 10M+.');
  });
});
