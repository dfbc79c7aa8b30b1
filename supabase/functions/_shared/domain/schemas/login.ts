import { z } from 'zod';
import {
  EMAIL_OTP_REQUIRED,
  INVALID_OTP_LENGTH,
  MOBILE_DIGITS_ONLY,
  MOBILE_OTP_LENGTH,
  REQUIRED,
} from '../messages.ts';
import { INDIA_DIAL_CODE } from '../phone.ts';
import { emailField, otpField } from './fields.ts';

/** Email OTP login, step 1 (§5). */
export const emailOtpRequestSchema = z.object({ email: emailField });

/** Email OTP login, step 2: the 6-digit code ('Invalid OTP Length' / 'Email OTP must be 6 digits.'). */
export const emailOtpVerifySchema = z.object({
  email: emailField,
  otp: otpField(EMAIL_OTP_REQUIRED, INVALID_OTP_LENGTH.description),
});

/** Mobile OTP login, step 1: digits only, country code defaults to +91. */
export const mobileOtpRequestSchema = z.object({
  countryCode: z.string().trim().min(1).default(INDIA_DIAL_CODE),
  mobileNumber: z.string().trim().min(1, REQUIRED.mobileNumber).regex(/^\d+$/, MOBILE_DIGITS_ONLY),
});

/** Mobile OTP login, step 2: the same 6-digit rule. */
export const mobileOtpVerifySchema = mobileOtpRequestSchema.extend({
  otp: otpField(REQUIRED.otp, MOBILE_OTP_LENGTH.description),
});

/** Forgot password: email required. */
export const forgotPasswordSchema = z.object({ email: emailField });
