import { describe, expect, it } from 'vitest';
import {
  ManageUserProfileBody,
  MembershipChangeBody,
  SendLoginOtpBody,
  SendSignupOtpBody,
  UserSignupBody,
  VerifyLoginOtpBody,
  isSignupVariant,
} from '@domain/schemas/functions.ts';

const USER_ID = '6f1c1f5e-8d4e-4a53-9a55-0d2b2d6f3c11';

const signup = (overrides: Record<string, unknown> = {}) => ({
  action: 'createProfileAndCredits',
  userId: USER_ID,
  email: 'meera@example.com',
  membershipType: 'Free Member',
  mobileNumber: '9876543210',
  countryCode: '+91',
  newMemberReferralCode: 'MEERA43210AB',
  referralCodeUsed: null,
  memberName: 'Meera',
  currentDateISO: '2026-11-22T10:00:00.000Z',
  businessName: 'Meera Weaving',
  gstNumber: null,
  country: 'India',
  state: 'Tamil Nadu',
  district: 'Coimbatore',
  city: 'Coimbatore',
  pinZipCode: '641001',
  businessType: ['Yarn Supplier'],
  listInDirectory: true,
  ...overrides,
});

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0].message;

describe('UserSignupBody', () => {
  it('accepts the app body, trimming and uppercasing the referral code and nulling empty optionals', () => {
    const body = UserSignupBody.parse(signup({ referralCodeUsed: ' abcde12345xy ', gstNumber: '', pinZipCode: '  ' }));
    expect(body).toMatchObject({ referralCodeUsed: 'ABCDE12345XY', gstNumber: null, pinZipCode: null });
  });

  it('applies the §5 mobile rules with their messages', () => {
    expect(firstMessage(UserSignupBody.safeParse(signup({ mobileNumber: '5876543210' })))).toBe(
      'For India, please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9.',
    );
    expect(firstMessage(UserSignupBody.safeParse(signup({ mobileNumber: '' })))).toBe(
      'Mobile number is required for India.',
    );
    expect(firstMessage(UserSignupBody.safeParse(signup({ countryCode: '' })))).toBe(
      'Country code is required with mobile number.',
    );
  });

  it('refuses Corporate Member, a wrong action, unknown business types and long PIN codes', () => {
    expect(UserSignupBody.safeParse(signup({ membershipType: 'Corporate Member' })).success).toBe(false);
    expect(UserSignupBody.safeParse(signup({ action: 'other' })).success).toBe(false);
    expect(UserSignupBody.safeParse(signup({ businessType: ['Wizard'] })).success).toBe(false);
    expect(UserSignupBody.safeParse(signup({ pinZipCode: '12345678901' })).success).toBe(false);
  });
});

describe('mobile OTP bodies', () => {
  it('defaults the login country code to +91 and checks the number', () => {
    expect(SendLoginOtpBody.parse({ mobileNumber: '98765 43210' })).toEqual({
      countryCode: '+91',
      mobileNumber: '9876543210',
    });
    expect(firstMessage(SendLoginOtpBody.safeParse({ countryCode: '+91', mobileNumber: '12' }))).toBe(
      'Please enter a valid 10-digit Indian mobile number.',
    );
  });

  it('needs a 6-digit OTP to verify and tells the signup variant by its mobile field', () => {
    expect(VerifyLoginOtpBody.safeParse({ mobileNumber: '9876543210', otp: '12345' }).success).toBe(false);
    expect(VerifyLoginOtpBody.parse({ mobileNumber: '9876543210', otp: '123456' }).otp).toBe('123456');
    expect(isSignupVariant({ mobile: '+919876543210' })).toBe(true);
    expect(isSignupVariant({ countryCode: '+91', mobileNumber: '9876543210' })).toBe(false);
    expect(SendSignupOtpBody.safeParse({ mobile: '9876543210' }).success).toBe(false);
  });
});

describe('membership and admin bodies', () => {
  it('takes a date or a full ISO timestamp as the day of the change', () => {
    const base = { userId: USER_ID, newMembershipType: 'Paid Member', oldMembershipType: 'Free Member' };
    expect(MembershipChangeBody.parse({ ...base, currentDateISO: '2026-11-22' }).currentDateISO).toBe('2026-11-22');
    expect(MembershipChangeBody.parse({ ...base, currentDateISO: '2026-11-22T10:00:00.000Z' }).currentDateISO).toBe(
      '2026-11-22',
    );
    expect(MembershipChangeBody.safeParse({ ...base, newMembershipType: 'Gold' }).success).toBe(false);
  });

  it('lets admins change only known profile fields', () => {
    const update = (userData: Record<string, unknown>) =>
      ManageUserProfileBody.safeParse({ action: 'update', userId: USER_ID, userData });
    expect(update({ member_name: 'New', is_verified_member: true, messaging_credits: 10 }).success).toBe(true);
    expect(update({ referral_credits_earned: 100 }).success).toBe(false);
    expect(update({ messaging_credits: -1 }).success).toBe(false);
    expect(ManageUserProfileBody.safeParse({ action: 'delete', userId: USER_ID }).success).toBe(true);
    expect(ManageUserProfileBody.safeParse({ action: 'ban', userId: USER_ID }).success).toBe(false);
  });
});
