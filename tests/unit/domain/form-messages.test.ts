/**
 * Every form's messages are worded for the member (spec style), never zod's defaults such as
 * "Too big: expected string to have <=200 characters": over-long, missing and malformed values of each
 * field get the field's own message, and text limits match the server's (functions and table checks).
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LIMITS } from '@domain/constants.ts';
import { tooLong } from '@domain/messages.ts';
import { corporateEnquirySchema, EMPTY_CORPORATE_ENQUIRY } from '@domain/schemas/corporate-enquiry.ts';
import { AdminProfileFields, UserSignupBody } from '@domain/schemas/functions.ts';
import { emailOtpRequestSchema, forgotPasswordSchema, mobileOtpVerifySchema } from '@domain/schemas/login.ts';
import { emptyPostForm, postFormSchema } from '@domain/schemas/post.ts';
import { profileFormSchema } from '@domain/schemas/profile.ts';
import { signupSchema } from '@domain/schemas/signup.ts';

/** zod's own texts (v4): what a member must never read. */
const ZOD_DEFAULT =
  /^(Too (big|small)|Invalid (input|option|string|email|UUID|url|key|element|union)|Expected|Required$)/i;

const long = (length: number) => 'x'.repeat(length);

function messagesOf(schema: z.ZodType, value: unknown): Map<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return new Map();
  return new Map(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

function expectWorded(messages: Map<string, string>) {
  for (const [field, message] of messages) expect(message, field).not.toMatch(ZOD_DEFAULT);
}

const profile = {
  email: 'asha@example.com',
  memberName: 'Asha',
  businessName: 'Asha Mills',
  mobileNumber: '9876543210',
  state: 'Gujarat',
  district: 'Surat',
  pinZipCode: '395003',
};

describe('profile form', () => {
  for (const mode of ['create', 'edit'] as const) {
    it(`says which field is too long, in words (${mode})`, () => {
      const messages = messagesOf(profileFormSchema(mode), {
        ...profile,
        memberName: long(LIMITS.memberNameMax + 1),
        businessName: long(LIMITS.businessNameMax + 1),
        gstNumber: long(LIMITS.gstNumberMax + 1),
        state: long(LIMITS.placeNameMax + 1),
        district: long(LIMITS.placeNameMax + 1),
        my_yarns: [long(LIMITS.yarnNameMax + 1)],
        referralCode: 'A!',
      });
      expectWorded(messages);
      expect(messages.get('memberName')).toBe('Member name must be 120 characters or less.');
      expect(messages.get('businessName')).toBe('Business name must be 200 characters or less.');
      expect(messages.get('gstNumber')).toBe('GST number must be 20 characters or less.');
      expect(messages.get('state')).toBe('State must be 100 characters or less.');
      expect(messages.get('my_yarns.0')).toBe('A yarn name must be 100 characters or less.');
      expect(messages.get('referralCode')).toBe('Referral codes are 4-16 letters or digits.');
    });
  }

  it('takes names exactly as long as the server does', () => {
    const value = { ...profile, memberName: long(120), businessName: long(200) };
    expect(profileFormSchema('edit').safeParse(value).success).toBe(true);
    expect(UserSignupBody.shape.memberName.safeParse(long(121)).error?.issues[0].message).toBe(
      tooLong('Member name', 120),
    );
    expect(UserSignupBody.shape.businessName.safeParse(long(201)).error?.issues[0].message).toBe(
      tooLong('Business name', 200),
    );
  });

  it('words wrong types and missing values too', () => {
    expectWorded(messagesOf(profileFormSchema('edit'), { ...profile, country: 'India', businessType: ['Bakery'] }));
    expectWorded(messagesOf(profileFormSchema('edit'), { ...profile, membershipType: 'Gold Member', memberName: '' }));
  });
});

describe('contact form', () => {
  it('says which field is too long, in words', () => {
    const messages = messagesOf(corporateEnquirySchema, {
      ...EMPTY_CORPORATE_ENQUIRY,
      name: long(LIMITS.contactNameMax + 1),
      organisationName: long(LIMITS.organisationNameMax + 1),
      mobileNumber: '9876543210',
      email: 'x@example.com',
    });
    expect(messages).toEqual(
      new Map([
        ['name', 'Name must be 120 characters or less.'],
        ['organisationName', 'Organisation name must be 200 characters or less.'],
      ]),
    );
  });

  it('words missing and malformed values', () => {
    expectWorded(messagesOf(corporateEnquirySchema, EMPTY_CORPORATE_ENQUIRY));
    expectWorded(messagesOf(corporateEnquirySchema, { ...EMPTY_CORPORATE_ENQUIRY, email: 'nope', mobileNumber: 'x' }));
  });
});

describe('posting form', () => {
  it('words every over-long or malformed field', () => {
    for (const kind of ['enquiry', 'offer'] as const) {
      const messages = messagesOf(postFormSchema, {
        ...emptyPostForm(kind),
        fibre_type: 'Others',
        specification: long(31),
        blend_ratio: long(31),
        denier_count: '12345',
        filament_count: 'ab',
        number_of_plys: '99',
        grade: long(61),
        quantity: '-1',
        price: 'free',
        preferred_company: long(201),
      });
      expect(messages.size).toBeGreaterThan(5);
      expectWorded(messages);
    }
  });
});

describe('account forms and function bodies', () => {
  it('word their refusals', () => {
    expectWorded(messagesOf(signupSchema, { email: 'x', password: '1', confirmPassword: '2' }));
    expectWorded(messagesOf(emailOtpRequestSchema, { email: '' }));
    expectWorded(messagesOf(forgotPasswordSchema, { email: 'a b@c' }));
    expectWorded(messagesOf(mobileOtpVerifySchema, { countryCode: '+91', mobileNumber: 'x', otp: '12' }));
    expectWorded(
      messagesOf(UserSignupBody, {
        action: 'createProfileAndCredits',
        userId: '00000000-0000-4000-a000-000000000001',
        email: 'a@b.co',
        membershipType: 'Free Member',
        mobileNumber: '',
        countryCode: '',
        memberName: long(121),
        businessName: long(201),
        country: long(101),
        city: long(101),
        gstNumber: long(21),
        pinZipCode: long(11),
      }),
    );
    expectWorded(messagesOf(AdminProfileFields, { member_name: long(121), my_yarns: [long(101)], state: long(101) }));
  });
});
