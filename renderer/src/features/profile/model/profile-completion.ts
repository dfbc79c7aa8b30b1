import { signupReferralCode } from '@domain/referral.ts';
import type { UserSignupRequest } from '@domain/schemas/functions.ts';
import { profileToUsersignupBody, type ProfileForm } from '@domain/schemas/profile.ts';
import type { CreatedProfile, ProfilesPort } from '@/data/ports/profiles.ts';
import { formToEditable } from './profile-form-values.ts';

/** The usersignup call for a completed profile form: the member's own new referral code, made as at signup. */
export function profileCompletionBody(values: ProfileForm, userId: string, now = new Date()): UserSignupRequest {
  return profileToUsersignupBody(values, {
    userId,
    newMemberReferralCode: signupReferralCode(values.memberName, values.mobileNumber),
    now,
  });
}

/**
 * /profile/edit for a verified member without a profile row: the row is born the one way every profile is
 * (usersignup → create_member_profile, with the plan's signup credits), then the page's other fields (such
 * as the yarns, which sign-up does not take) are saved on it.
 */
export async function completeProfile(
  profiles: Pick<ProfilesPort, 'create' | 'save'>,
  userId: string,
  values: ProfileForm,
  now = new Date(),
): Promise<CreatedProfile> {
  const created = await profiles.create(profileCompletionBody(values, userId, now));
  await profiles.save(userId, formToEditable(values));
  return created;
}
