import { describe, expect, it } from 'vitest';
import { isTrialExpired, TRIAL_TEXT, trialDaysLeft, trialEndsAt, trialStatusText } from '@domain/trial.ts';

const created = '2026-11-01T00:00:00Z';
const DAY = 24 * 60 * 60 * 1000;
const after = (ms: number) => new Date(new Date(created).getTime() + ms);

describe('free trial (15 days)', () => {
  it('expires only after 15 full days', () => {
    expect(isTrialExpired(created, after(15 * DAY))).toBe(false);
    expect(isTrialExpired(created, after(15 * DAY + 1))).toBe(true);
    expect(isTrialExpired(new Date(created), after(3 * DAY))).toBe(false);
  });

  it('does not expire on an unreadable creation date', () => {
    expect(isTrialExpired('not a date', after(100 * DAY))).toBe(false);
  });
});

describe('the trial in words (sign-up, profile, plans)', () => {
  it('ends 15 days after the account was made, as the server counts it', () => {
    expect(trialEndsAt(created).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(trialDaysLeft(trialEndsAt(created), after(3 * DAY))).toBe(12);
    expect(trialDaysLeft(trialEndsAt(created), after(14.5 * DAY))).toBe(1);
    expect(trialDaysLeft(trialEndsAt(created), after(20 * DAY))).toBe(0);
  });

  it('says its length and last day before sign-up, while it runs and once it has ended', () => {
    expect(TRIAL_TEXT.length).toBe('15-day free trial');
    expect(TRIAL_TEXT.startingNow(new Date('2026-11-27T10:00:00Z'))).toBe(
      'Free Member: a 15-day free trial. Signing up today, it runs until 12 Dec 2026; upgrade to Paid Member any time to keep access after it.',
    );
    expect(trialStatusText(trialEndsAt(created), after(3 * DAY))).toBe(
      'Your 15-day free trial runs until 16 Nov 2026 (12 days left).',
    );
    expect(trialStatusText(trialEndsAt(created), after(30 * DAY))).toBe(
      'Your 15-day free trial ended on 16 Nov 2026. Upgrade to Paid Member to use the product again.',
    );
  });
});
