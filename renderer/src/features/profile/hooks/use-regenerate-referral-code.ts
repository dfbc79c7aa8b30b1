import { REFERRAL_CODE_NOT_CHANGED, REFERRAL_CODE_REFUSALS, referralCodeUpdated } from '@domain/messages.ts';
import type { MemberProfile } from '@/data/ports/profiles.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useRegenerateReferralCodeMutation } from '../api.ts';

/**
 * Regenerates the owner's referral code (§9) and says how it went; the profile query refetches on
 * success, so the card shows the new code.
 */
export function useRegenerateReferralCode(profile: Pick<MemberProfile, 'id' | 'member_name' | 'mobile_number'>) {
  const [mutate, { isLoading }] = useRegenerateReferralCodeMutation();

  const regenerate = async () => {
    const result = await mutate({
      userId: profile.id,
      memberName: profile.member_name,
      mobileNumber: profile.mobile_number ?? '',
    });
    if (result.error) {
      const description = 'message' in result.error ? result.error.message : undefined;
      showToast({ title: REFERRAL_CODE_NOT_CHANGED, description, variant: 'destructive' });
    } else if (!result.data.ok) {
      const description = REFERRAL_CODE_REFUSALS[result.data.reason];
      showToast({ title: REFERRAL_CODE_NOT_CHANGED, description, variant: 'destructive' });
    } else {
      showToast({ ...referralCodeUpdated(result.data.code), variant: 'success' });
    }
  };

  return { regenerate, regenerating: isLoading };
}
