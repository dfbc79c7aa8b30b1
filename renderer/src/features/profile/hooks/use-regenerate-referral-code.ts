import { REFERRAL_CODE_NOT_CHANGED, REFERRAL_CODE_REFUSALS, referralCodeUpdated } from '@domain/messages.ts';
import type { MemberProfile } from '@/data/ports/profiles.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useRegenerateReferralCodeMutation } from '../api.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/**
 * Regenerates the owner's referral code (§9) and says how it went; the profile query refetches on
 * success, so the card shows the new code.
 */
export function useRegenerateReferralCode(profile: Pick<MemberProfile, 'id' | 'memberName' | 'mobileNumber'>) {
  const [mutate, { isLoading }] = useRegenerateReferralCodeMutation();

  const regenerate = async () => {
    try {
      const change = await mutate({
        userId: profile.id,
        memberName: profile.memberName,
        mobileNumber: profile.mobileNumber ?? '',
      }).unwrap();
      if (change.ok) showToast({ ...referralCodeUpdated(change.code), variant: 'success' });
      else
        showToast({
          title: REFERRAL_CODE_NOT_CHANGED,
          description: REFERRAL_CODE_REFUSALS[change.reason],
          variant: 'destructive',
        });
    } catch (error) {
      toastFailure(REFERRAL_CODE_NOT_CHANGED, error);
    }
  };

  return { regenerate, regenerating: isLoading };
}
