import { describe, expect, it } from 'vitest';
import { profileFormSchema } from '@domain/schemas/profile.ts';
import type { MemberProfile } from '@/data/ports/profiles.ts';
import { blankProfileForm, formToEditable, profileToForm } from './profile-form-values.ts';

const stored: MemberProfile = {
  id: '00000000-0000-4000-a000-000000000007',
  memberName: 'Priya Paid',
  businessName: 'Priya Fabrics',
  email: 'paid@loomconnect.test',
  mobileNumber: '9800000007',
  countryCode: '+91',
  state: 'Gujarat',
  district: 'Surat',
  city: 'Surat',
  pinZipCode: '395003',
  country: 'India',
  gstNumber: null,
  businessType: ['Fabric Manufacturer'],
  myYarns: ['Viscose Rayon'],
  membershipType: 'Corporate Member',
  createdAt: '2026-01-01T00:00:00Z',
  messagingCredits: 200,
  referralCode: 'PRIYA00007AA',
  referralCreditsEarned: 5,
  isVerifiedMember: true,
  isCorporateMember: false,
  listInDirectory: true,
  monthlyCreditsUntil: '2027-01-01',
};

describe('profile form values', () => {
  it('starts a new profile in India with +91, Free Member and the directory listing on', () => {
    expect(blankProfileForm('new@loomconnect.test')).toMatchObject({
      email: 'new@loomconnect.test',
      countryCode: '+91',
      country: 'India',
      membershipType: 'Free Member',
      listInDirectory: true,
    });
  });

  it('round-trips a stored profile through the edit form to the editable columns only', () => {
    const form = profileFormSchema('edit').parse(profileToForm(stored));
    const editable = formToEditable(form);
    expect(editable).toEqual({
      memberName: 'Priya Paid',
      businessName: 'Priya Fabrics',
      email: 'paid@loomconnect.test',
      mobileNumber: '9800000007',
      countryCode: '+91',
      country: 'India',
      state: 'Gujarat',
      district: 'Surat',
      city: 'Surat',
      pinZipCode: '395003',
      gstNumber: null,
      businessType: ['Fabric Manufacturer'],
      myYarns: ['Viscose Rayon'],
      listInDirectory: true,
    });
    // The columns the database refuses from members never leave the form.
    for (const column of ['membershipType', 'messagingCredits', 'isVerifiedMember', 'referralCode']) {
      expect(editable).not.toHaveProperty(column);
    }
  });

  it('keeps a Corporate Member out of the Free/Paid choice as Free, so no upgrade is implied', () => {
    expect(profileToForm(stored).membershipType).toBe('Free Member');
    expect(profileToForm({ ...stored, membershipType: 'Paid Member' }).membershipType).toBe('Paid Member');
  });

  it('stores a city outside India and no state or district', () => {
    const form = profileFormSchema('edit').parse({
      ...profileToForm(stored),
      country: 'United States',
      state: '',
      district: '',
      city: 'Austin',
      countryCode: '+1',
      mobileNumber: '2015550123',
    });
    expect(formToEditable(form)).toMatchObject({
      country: 'United States',
      state: null,
      district: null,
      city: 'Austin',
    });
  });
});
