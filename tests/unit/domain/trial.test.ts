import { describe, expect, it } from 'vitest';
import { isTrialExpired } from '@domain/trial.ts';

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
