import { describe, expect, it } from 'vitest';
import { profileFormSchema } from '@domain/schemas/profile.ts';
import type { MemberProfile } from '@/data/ports/profiles.ts';
import { blankProfileForm, formToEditable, profileToForm } from './profile-form-values.ts';

const stored: MemberProfile = {
  id: '00000000-0000-4000-a000-000000000007',
  member_name: 'Priya Paid',
  business_name: 'Priya Fabrics',
  email: 'paid@loomconnect.test',
  mobile_number: '9800000007',
  country_code: '+91',
  state: 'Gujarat',
  district: 'Surat',
  city: 'Surat',
  pin_zip_code: '395003',
  country: 'India',
  gst_number: null,
  business_type: ['Fabric Manufacturer'],
  my_yarns: ['Viscose Rayon'],
  membership_type: 'Corporate Member',
  created_at: '2026-01-01T00:00:00Z',
  messaging_credits: 200,
  referral_code: 'PRIYA00007AA',
  referral_credits_earned: 5,
  is_verified_member: true,
  is_corporate_member: false,
  list_in_directory: true,
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
      member_name: 'Priya Paid',
      business_name: 'Priya Fabrics',
      email: 'paid@loomconnect.test',
      mobile_number: '9800000007',
      country_code: '+91',
      country: 'India',
      state: 'Gujarat',
      district: 'Surat',
      city: 'Surat',
      pin_zip_code: '395003',
      gst_number: null,
      business_type: ['Fabric Manufacturer'],
      my_yarns: ['Viscose Rayon'],
      list_in_directory: true,
    });
    // The columns the database refuses from members never leave the form.
    for (const column of ['membership_type', 'messaging_credits', 'is_verified_member', 'referral_code']) {
      expect(editable).not.toHaveProperty(column);
    }
  });

  it('keeps a Corporate Member out of the Free/Paid choice as Free, so no upgrade is implied', () => {
    expect(profileToForm(stored).membershipType).toBe('Free Member');
    expect(profileToForm({ ...stored, membership_type: 'Paid Member' }).membershipType).toBe('Paid Member');
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
