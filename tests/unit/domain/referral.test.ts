import { describe, expect, it } from 'vitest';
import { regenerateReferralCode, signupReferralCode } from '@domain/referral.ts';

/** A random source that returns the given values in turn. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}

describe('signup referral code (§9)', () => {
  it('is 5 name letters, the last 5 mobile digits, then random uppercase letters: 12 characters', () => {
    const code = signupReferralCode('Asha Textiles', '+91 98765 43210', sequence(0, 25 / 26));
    expect(code).toBe('ASHAT43210AZ');
    expect(code).toHaveLength(12);
  });

  it('pads a short name with X and a short mobile with 0, dropping non-letters from the name', () => {
    expect(signupReferralCode('Jo 2', '123', sequence(0.5))).toBe('JOXXX00123NN');
    expect(signupReferralCode('', '', sequence(0))).toBe('XXXXX00000AA');
  });

  it('uses Math.random by default and always yields 12 uppercase letters and digits', () => {
    for (let i = 0; i < 20; i++) expect(signupReferralCode('Ravi', '9876543210')).toMatch(/^RAVIX43210[A-Z]{2}$/);
  });
});

describe('referral code regeneration on the profile (§9)', () => {
  const nothingTaken = async () => false;

  it('is the first letter of the name uppercased plus the last 5 mobile digits', async () => {
    expect(await regenerateReferralCode(' asha', '9876543210', nothingTaken)).toEqual({ ok: true, code: 'A43210' });
  });

  it('needs at least 5 mobile digits and a name', async () => {
    expect(await regenerateReferralCode('Asha', '1234', nothingTaken)).toEqual({
      ok: false,
      reason: 'mobile-too-short',
    });
    expect(await regenerateReferralCode('  ', '9876543210', nothingTaken)).toEqual({
      ok: false,
      reason: 'name-missing',
    });
    // The code holds A-Z only: an accent is dropped, a name without Latin letters cannot start one.
    expect(await regenerateReferralCode('Élodie', '9876543210', nothingTaken)).toEqual({ ok: true, code: 'E43210' });
    expect(await regenerateReferralCode('(Asha)', '9876543210', nothingTaken)).toEqual({ ok: true, code: 'A43210' });
    expect(await regenerateReferralCode('आशा', '9876543210', nothingTaken)).toEqual({
      ok: false,
      reason: 'name-missing',
    });
  });

  it('appends a random digit while the code is taken', async () => {
    const taken = new Set(['A43210', 'A432103']);
    const asked: string[] = [];
    const isTaken = async (code: string) => {
      asked.push(code);
      return taken.has(code);
    };
    expect(await regenerateReferralCode('Asha', '9876543210', isTaken, sequence(0.3, 0.7))).toEqual({
      ok: true,
      code: 'A432107',
    });
    expect(asked).toEqual(['A43210', 'A432103', 'A432107']);
  });

  it('gives up after 10 retries', async () => {
    let calls = 0;
    const alwaysTaken = async () => {
      calls++;
      return true;
    };
    expect(await regenerateReferralCode('Asha', '9876543210', alwaysTaken, sequence(0.1))).toEqual({
      ok: false,
      reason: 'all-taken',
    });
    expect(calls).toBe(11);
  });
});
