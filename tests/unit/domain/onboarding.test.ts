import { describe, expect, it } from 'vitest';
import { mustCompleteProfile, type OnboardingFacts } from '@domain/onboarding.ts';

const member: OnboardingFacts = {
  isAuthenticated: true,
  hasProfile: false,
  isAdmin: false,
  isLimitedAdmin: false,
  isCorporateExecutive: false,
};

describe('a verified member without a profile finishes it first', () => {
  it('wherever they land', () => {
    for (const path of ['/', '/profile/me', '/post-purchase-enquiry', '/check-sales-offers', '/signup', '/login'])
      expect(mustCompleteProfile(path, member), path).toBe(true);
  });

  it('except on the pages that complete it, payment (where a new Paid Member goes), the password and legal pages', () => {
    for (const path of [
      '/register-profile',
      '/register-profile/',
      '/payment/razorpay',
      '/profile/edit/me',
      '/update-password',
      '/terms-of-use',
    ])
      expect(mustCompleteProfile(path, member), path).toBe(false);
  });

  it('never for members with a profile, staff, executives, or before the server’s facts are read', () => {
    expect(mustCompleteProfile('/', { ...member, hasProfile: true })).toBe(false);
    expect(mustCompleteProfile('/', { ...member, isAdmin: true })).toBe(false);
    expect(mustCompleteProfile('/', { ...member, isLimitedAdmin: true })).toBe(false);
    expect(mustCompleteProfile('/', { ...member, isCorporateExecutive: true })).toBe(false);
    expect(mustCompleteProfile('/', { ...member, isAuthenticated: false })).toBe(false);
  });
});
