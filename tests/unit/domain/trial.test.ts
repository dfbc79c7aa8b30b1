import { describe, expect, it } from 'vitest';
import { isTrialExpired, memberNameFallback, trialBlocksLogin } from '@domain/trial.ts';

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

  it('blocks login only for Free Members', () => {
    const late = after(16 * DAY);
    expect(trialBlocksLogin('Free Member', created, late)).toBe(true);
    expect(trialBlocksLogin('Paid Member', created, late)).toBe(false);
    expect(trialBlocksLogin('corporate_executive', created, late)).toBe(false);
    expect(trialBlocksLogin('admin', created, late)).toBe(false);
    expect(trialBlocksLogin('Free Member', created, after(DAY))).toBe(false);
  });
});

describe('member name fallback', () => {
  it('uses the member name, then the business name, then the email', () => {
    expect(memberNameFallback({ member_name: 'Asha', business_name: 'Mills' }, 'a@b.co')).toBe('Asha');
    expect(memberNameFallback({ member_name: '  ', business_name: 'Mills' }, 'a@b.co')).toBe('Mills');
    expect(memberNameFallback({ member_name: null, business_name: null }, 'a@b.co')).toBe('a@b.co');
    expect(memberNameFallback(null, 'a@b.co')).toBe('a@b.co');
  });
});
