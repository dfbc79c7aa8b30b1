import { describe, expect, it } from 'vitest';
import {
  EMAIL_OTP_REQUIRED,
  INVALID_EMAIL,
  INVALID_OTP_LENGTH,
  MOBILE_DIGITS_ONLY,
  MOBILE_OTP_LENGTH,
  REQUIRED,
} from '@domain/messages.ts';
import { digitsOnly } from '@domain/schemas/fields.ts';
import {
  emailOtpRequestSchema,
  emailOtpVerifySchema,
  forgotPasswordSchema,
  mobileOtpRequestSchema,
  mobileOtpVerifySchema,
} from '@domain/schemas/login.ts';
import { issues } from './support.ts';

describe('email OTP login (§5)', () => {
  it('requires a valid email', () => {
    expect(issues(emailOtpRequestSchema, { email: '' })).toEqual({ email: REQUIRED.email });
    expect(issues(emailOtpRequestSchema, { email: 'nope' })).toEqual({ email: INVALID_EMAIL.description });
  });

  it("requires the OTP, then exactly 6 digits ('Invalid OTP Length')", () => {
    expect(issues(emailOtpVerifySchema, { email: 'a@b.co', otp: '' })).toEqual({ otp: EMAIL_OTP_REQUIRED });
    for (const otp of ['12345', '1234567', '12345a']) {
      expect(issues(emailOtpVerifySchema, { email: 'a@b.co', otp })).toEqual({ otp: INVALID_OTP_LENGTH.description });
    }
    expect(INVALID_OTP_LENGTH).toEqual({ title: 'Invalid OTP Length', description: 'Email OTP must be 6 digits.' });
    expect(emailOtpVerifySchema.parse({ email: 'a@b.co', otp: ' 123456 ' }).otp).toBe('123456');
  });

  it('restricts OTP input to digits', () => {
    expect(digitsOnly('12a3-4 56789', 6)).toBe('123456');
    expect(digitsOnly('+91 98765')).toBe('9198765');
  });
});

describe('mobile OTP login (§5)', () => {
  it('defaults the country code to +91 and needs a digits-only number', () => {
    expect(mobileOtpRequestSchema.parse({ mobileNumber: '9876543210' })).toEqual({
      countryCode: '+91',
      mobileNumber: '9876543210',
    });
    expect(issues(mobileOtpRequestSchema, { mobileNumber: '' })).toEqual({ mobileNumber: REQUIRED.mobileNumber });
    expect(issues(mobileOtpRequestSchema, { mobileNumber: '98765x3210' })).toEqual({
      mobileNumber: MOBILE_DIGITS_ONLY,
    });
  });

  it('applies the same 6-digit OTP rule', () => {
    expect(issues(mobileOtpVerifySchema, { mobileNumber: '9876543210', otp: '' })).toEqual({ otp: REQUIRED.otp });
    expect(issues(mobileOtpVerifySchema, { mobileNumber: '9876543210', otp: '12345' })).toEqual({
      otp: MOBILE_OTP_LENGTH.description,
    });
    expect(mobileOtpVerifySchema.parse({ countryCode: '+44', mobileNumber: '7911123456', otp: '654321' }).otp).toBe(
      '654321',
    );
  });
});

describe('forgot password (§5)', () => {
  it('requires the email', () => {
    expect(issues(forgotPasswordSchema, {})).not.toEqual({});
    expect(issues(forgotPasswordSchema, { email: '' })).toEqual({ email: REQUIRED.email });
    expect(forgotPasswordSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
  });
});
