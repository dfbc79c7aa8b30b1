import { UserSignupBody } from '@domain/schemas/functions.ts';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TYPE_UNKNOWN,
  COUNTRY_CODE_REQUIRED_WITH_MOBILE,
  INDIA_MOBILE_FORMAT,
  INDIAN_MOBILE_INVALID,
  MEMBERSHIP_CHOICE,
  MOBILE_REQUIRED_FOR_INDIA,
  MOBILE_REQUIRED_WITH_CODE,
  OTHER_MOBILE_FORMAT,
  PIN_ZIP_TOO_LONG,
  REQUIRED,
} from '@domain/messages.ts';
import {
  BUSINESS_TYPES,
  profileFormSchema,
  profileToUsersignupBody,
  SELECTABLE_MEMBERSHIP_TYPES,
  withCountry,
  withState,
  type ProfileFormInput,
} from '@domain/schemas/profile.ts';
import { issues } from './support.ts';

const minimal: ProfileFormInput = {
  email: 'asha@example.com',
  memberName: 'Asha Textiles',
  businessName: 'Asha Mills',
  mobileNumber: '9876543210',
};
const create = profileFormSchema('create');
const edit = profileFormSchema('edit');
const editable: ProfileFormInput = { ...minimal, state: 'Gujarat', district: 'Surat', pinZipCode: '395003' };

describe('profile form defaults (§3)', () => {
  it('defaults country India, code +91, Free Member, listed in the directory', () => {
    expect(create.parse(minimal)).toEqual({
      email: 'asha@example.com',
      countryCode: '+91',
      mobileNumber: '9876543210',
      memberName: 'Asha Textiles',
      businessName: 'Asha Mills',
      gstNumber: '',
      businessType: [],
      my_yarns: [],
      country: 'India',
      state: '',
      district: '',
      city: '',
      pinZipCode: '',
      membershipType: 'Free Member',
      listInDirectory: true,
      referralCode: '',
      mobileVerified: false,
    });
  });

  it('trims and uppercases the referral code; GST stays optional', () => {
    const parsed = create.parse({ ...minimal, referralCode: '  asha12 ', gstNumber: ' 24AAACA1234A1Z5 ' });
    expect(parsed.referralCode).toBe('ASHA12');
    expect(parsed.gstNumber).toBe('24AAACA1234A1Z5');
  });
});

describe('profile form rules (§5)', () => {
  it('requires member name, business name, email and country', () => {
    expect(issues(create, { ...minimal, memberName: ' ', businessName: '', email: '', country: '' })).toEqual({
      memberName: REQUIRED.memberName,
      businessName: REQUIRED.businessName,
      email: REQUIRED.email,
      country: REQUIRED.country,
    });
  });

  it('offers only Free Member and Paid Member (Corporate Member filtered out)', () => {
    expect(SELECTABLE_MEMBERSHIP_TYPES).toEqual(['Free Member', 'Paid Member']);
    expect(create.parse({ ...minimal, membershipType: 'Paid Member' }).membershipType).toBe('Paid Member');
    expect(issues(create, { ...minimal, membershipType: 'Corporate Member' })).toEqual({
      membershipType: MEMBERSHIP_CHOICE,
    });
  });

  it('has exactly the 22 business types of §3 and rejects others', () => {
    expect(BUSINESS_TYPES).toHaveLength(22);
    expect(new Set(BUSINESS_TYPES).size).toBe(22);
    expect(BUSINESS_TYPES[0]).toBe('Fabric Manufacturer');
    expect(BUSINESS_TYPES).toContain('Zipper / Button / Hook & Loop Supplier');
    expect(BUSINESS_TYPES.at(-1)).toBe('Other');
    expect(create.parse({ ...minimal, businessType: ['Yarn Supplier', 'Other'] }).businessType).toEqual([
      'Yarn Supplier',
      'Other',
    ]);
    expect(issues(create, { ...minimal, businessType: ['Spaceship Builder'] })).toEqual({
      'businessType.0': BUSINESS_TYPE_UNKNOWN,
    });
  });

  it('limits PIN/ZIP to 10 characters; optional at creation', () => {
    expect(create.safeParse({ ...minimal, pinZipCode: '1234567890' }).success).toBe(true);
    expect(issues(create, { ...minimal, pinZipCode: '12345678901' })).toEqual({ pinZipCode: PIN_ZIP_TOO_LONG });
  });

  it('leaves state, district and city optional at creation', () => {
    expect(
      create.safeParse({ ...minimal, country: 'Germany', countryCode: '+49', mobileNumber: '15112345678' }).success,
    ).toBe(true);
  });

  it('on the edit page requires PIN/ZIP, and state and district for India', () => {
    expect(issues(edit, minimal)).toEqual({
      pinZipCode: REQUIRED.pinZipCode,
      state: REQUIRED.state,
      district: REQUIRED.district,
    });
    expect(edit.safeParse(editable).success).toBe(true);
  });

  it('on the edit page requires city or region outside India', () => {
    const abroad = {
      ...minimal,
      country: 'Germany',
      countryCode: '+49',
      mobileNumber: '15112345678',
      pinZipCode: '10115',
    };
    expect(issues(edit, abroad)).toEqual({ city: REQUIRED.city });
    expect(edit.safeParse({ ...abroad, city: 'Berlin' }).success).toBe(true);
  });

  it.each([
    ['create', '+91', '', MOBILE_REQUIRED_FOR_INDIA],
    ['create', '+91', '1234567890', INDIA_MOBILE_FORMAT],
    ['edit', '+91', '1234567890', INDIAN_MOBILE_INVALID],
    ['create', '+44', '', MOBILE_REQUIRED_WITH_CODE],
    ['edit', '+44', '12345', OTHER_MOBILE_FORMAT],
  ] as const)('%s: %s %j → %s', (mode, countryCode, mobileNumber, message) => {
    const schema = profileFormSchema(mode);
    expect(issues(schema, { ...editable, countryCode, mobileNumber }).mobileNumber).toBe(message);
  });

  it('asks for the country code when it is cleared', () => {
    expect(issues(create, { ...minimal, countryCode: ' ' })).toEqual({
      countryCode: COUNTRY_CODE_REQUIRED_WITH_MOBILE,
    });
  });

  it('shows the mobile rule together with other field errors', () => {
    expect(issues(create, { ...minimal, memberName: '', mobileNumber: '' })).toEqual({
      memberName: REQUIRED.memberName,
      mobileNumber: MOBILE_REQUIRED_FOR_INDIA,
    });
  });
});

describe('profile form transitions (§4)', () => {
  const form = { country: 'India', state: 'Gujarat', district: 'Surat', city: 'Old city' };

  it('leaving India clears state and district; choosing India clears the city', () => {
    expect(withCountry(form, 'Germany')).toEqual({ country: 'Germany', state: '', district: '', city: 'Old city' });
    expect(withCountry({ ...form, country: 'Germany' }, 'India')).toEqual({
      country: 'India',
      state: 'Gujarat',
      district: 'Surat',
      city: '',
    });
  });

  it('a state change clears the district', () => {
    expect(withState(form, 'Maharashtra')).toEqual({ ...form, state: 'Maharashtra', district: '' });
  });
});

describe('usersignup body (§7)', () => {
  const ids = { userId: 'u-1', newMemberReferralCode: 'ASHAT43210QZ', now: new Date('2026-11-22T04:00:00Z') };

  it('builds the exact body for an Indian member: city is the district, empty optionals are null', () => {
    const form = create.parse({ ...editable, referralCode: ' ab12c ', businessType: ['Fabric Exporter'] });
    expect(profileToUsersignupBody(form, ids)).toEqual({
      action: 'createProfileAndCredits',
      userId: 'u-1',
      email: 'asha@example.com',
      membershipType: 'Free Member',
      mobileNumber: '9876543210',
      countryCode: '+91',
      newMemberReferralCode: 'ASHAT43210QZ',
      referralCodeUsed: 'AB12C',
      memberName: 'Asha Textiles',
      currentDateISO: '2026-11-22T04:00:00.000Z',
      businessName: 'Asha Mills',
      gstNumber: null,
      country: 'India',
      state: 'Gujarat',
      district: 'Surat',
      city: 'Surat',
      pinZipCode: '395003',
      businessType: ['Fabric Exporter'],
      listInDirectory: true,
    });
  });

  it('sends the city abroad, nulls state and district, and null for an unused referral code', () => {
    const form = create.parse({
      ...minimal,
      country: 'Germany',
      countryCode: '+49',
      mobileNumber: '15112345678',
      state: 'stale',
      district: 'stale',
      city: 'Berlin',
      gstNumber: 'DE123',
      listInDirectory: false,
      membershipType: 'Paid Member',
    });
    expect(profileToUsersignupBody(form, ids)).toMatchObject({
      membershipType: 'Paid Member',
      referralCodeUsed: null,
      gstNumber: 'DE123',
      country: 'Germany',
      state: null,
      district: null,
      city: 'Berlin',
      pinZipCode: null,
      listInDirectory: false,
    });
  });

  it('sends null for the city of an Indian member without a district', () => {
    expect(profileToUsersignupBody(create.parse(minimal), ids)).toMatchObject({
      state: null,
      district: null,
      city: null,
    });
  });

  it('is what the usersignup function accepts: the client builds the body the server checks', () => {
    const indian = create.parse({ ...editable, referralCode: 'AB12C', businessType: ['Fabric Exporter'] });
    const abroad = create.parse({
      ...minimal,
      country: 'Germany',
      countryCode: '+49',
      mobileNumber: '15112345678',
      city: 'Berlin',
    });
    for (const form of [indian, abroad]) {
      const body = profileToUsersignupBody(form, { ...ids, userId: '3f6d2d8e-4b1c-4e7a-9d55-0c1b2a3d4e5f' });
      expect(UserSignupBody.safeParse(body).error?.issues ?? []).toEqual([]);
    }
  });
});
