import { regenerateReferralCode, type RandomSource, type RegeneratedReferralCode } from '@domain/referral.ts';
import type { ProfilesPort } from '@/data/ports/profiles.ts';

/** Whose code to regenerate, with the profile facts the rule reads. */
export interface ReferralCodeOwner {
  userId: string;
  memberName: string;
  mobileNumber: string;
}

/** The rule's outcome, or 'taken' when the save lost a race for the code. */
export type ReferralCodeChange = RegeneratedReferralCode | { ok: false; reason: 'taken' };

/** A new code by the profile rule (§9), checked against other members' codes, then saved as the owner's. */
export async function changeReferralCode(
  owner: ReferralCodeOwner,
  profiles: Pick<ProfilesPort, 'referralCodeInUse' | 'saveReferralCode'>,
  random?: RandomSource,
): Promise<ReferralCodeChange> {
  const next = await regenerateReferralCode(
    owner.memberName,
    owner.mobileNumber,
    (code) => profiles.referralCodeInUse(code),
    random,
  );
  if (!next.ok) return next;
  // Another member may save the same code between the check and this write.
  const saved = await profiles.saveReferralCode(owner.userId, next.code);
  return saved.ok ? next : { ok: false, reason: 'taken' };
}
