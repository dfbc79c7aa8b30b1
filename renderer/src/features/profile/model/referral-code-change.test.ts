import { describe, expect, it, vi } from 'vitest';
import { REFERRAL_CODE_REFUSALS } from '@domain/messages.ts';
import { accepted, refused } from '@/data/outcome.ts';
import type { ReferralCodeChange } from './referral-code-change.ts';
import { changeReferralCode } from './referral-code-change.ts';

const farhan = { userId: 'u-8', memberName: 'Farhan Free', mobileNumber: '9800000008' };

/** A profiles port over an in-memory set of other members' codes; `lostRace` makes the save find it taken. */
function profilesWith(taken: string[], lostRace = false) {
  return {
    referralCodeInUse: vi.fn(async (code: string) => taken.includes(code)),
    saveReferralCode: vi.fn(async () => (lostRace ? refused('taken', 'duplicate key') : accepted(undefined))),
  };
}

describe('changing the referral code on the profile', () => {
  it('saves the rule’s code as the owner’s when no other member holds it', async () => {
    const profiles = profilesWith([]);
    expect(await changeReferralCode(farhan, profiles)).toEqual({ ok: true, code: 'F00008' });
    expect(profiles.saveReferralCode).toHaveBeenCalledWith('u-8', 'F00008');
  });

  it('skips a code another member holds, appending a random digit', async () => {
    const profiles = profilesWith(['F00008']);
    expect(await changeReferralCode(farhan, profiles, () => 0.35)).toEqual({ ok: true, code: 'F000083' });
    expect(profiles.referralCodeInUse.mock.calls).toEqual([['F00008'], ['F000083']]);
  });

  it('reports "taken" when another member saved the code between the check and the write', async () => {
    expect(await changeReferralCode(farhan, profilesWith([], true))).toEqual({ ok: false, reason: 'taken' });
  });

  it('saves nothing when the rule refuses', async () => {
    const profiles = profilesWith([]);
    expect(await changeReferralCode({ ...farhan, mobileNumber: '98' }, profiles)).toEqual({
      ok: false,
      reason: 'mobile-too-short',
    });
    expect(profiles.saveReferralCode).not.toHaveBeenCalled();
  });

  it('has a message for every refusal', () => {
    const reasons: Extract<ReferralCodeChange, { ok: false }>['reason'][] = [
      'name-missing',
      'mobile-too-short',
      'all-taken',
      'taken',
    ];
    for (const reason of reasons) expect(REFERRAL_CODE_REFUSALS[reason]).toMatch(/\.$/);
  });
});
