import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EMAIL_OTP_REQUIRED,
  INVALID_EMAIL,
  INVALID_OTP_LENGTH,
  PASSWORD_STRENGTH,
  PASSWORDS_DO_NOT_MATCH,
  REQUIRED,
} from '@domain/messages.ts';
import {
  emailOtpRequestSchema,
  emailOtpVerifySchema,
  forgotPasswordSchema,
  mobileOtpRequestSchema,
  mobileOtpVerifySchema,
} from '@domain/schemas/login.ts';
import { updatePasswordSchema } from '@domain/schemas/password.ts';
import { signupOtpSchema, signupSchema } from '@domain/schemas/signup.ts';
import { firstErrorMessage } from './form-errors.ts';

/** What react-hook-form holds after an invalid submit of `values` through the schema's resolver. */
async function resolverErrors(schema: z.ZodType<unknown, FieldValues>, values: FieldValues) {
  const resolve = zodResolver(schema);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

describe('firstErrorMessage', () => {
  it('gives the first failed rule of the signup form while every field keeps its own message', async () => {
    const errors = await resolverErrors(signupSchema, {
      email: 'not-an-email',
      password: '12345',
      confirmPassword: '54321',
    });
    expect(firstErrorMessage(errors)).toBe(INVALID_EMAIL.description);
    expect(errors.password?.message).toBe(PASSWORD_STRENGTH.length);
    expect(errors.confirmPassword?.message).toBe(PASSWORDS_DO_NOT_MATCH.title);

    const passwordsOnly = await resolverErrors(signupSchema, {
      email: 'weaver@example.com',
      password: '12345',
      confirmPassword: '54321',
    });
    expect(firstErrorMessage(passwordsOnly)).toBe(PASSWORD_STRENGTH.length);
  });

  it('follows the schema order, not the order the values were typed in', async () => {
    const errors = await resolverErrors(updatePasswordSchema, { confirmPassword: 'other', password: 'weakpass1' });
    expect(firstErrorMessage(errors)).toBe(PASSWORD_STRENGTH.uppercase);
  });

  it('is undefined when nothing failed', async () => {
    expect(firstErrorMessage(await resolverErrors(forgotPasswordSchema, { email: 'weaver@example.com' }))).toBe(
      undefined,
    );
    expect(firstErrorMessage({})).toBe(undefined);
  });

  // The hand-made helper this replaces toasted the schema's first issue: every account form keeps that toast.
  const cases: [string, z.ZodType<unknown, FieldValues>, FieldValues, string][] = [
    ['signup', signupSchema, { email: '', password: '', confirmPassword: 'x' }, REQUIRED.email],
    ['signup OTP', signupOtpSchema, { email: 'weaver@example.com', otp: ' ' }, EMAIL_OTP_REQUIRED],
    ['email OTP request', emailOtpRequestSchema, { email: 'weaver@' }, INVALID_EMAIL.description],
    [
      'email OTP verify',
      emailOtpVerifySchema,
      { email: 'weaver@example.com', otp: '123' },
      INVALID_OTP_LENGTH.description,
    ],
    ['mobile OTP request', mobileOtpRequestSchema, { countryCode: '+91', mobileNumber: '' }, REQUIRED.mobileNumber],
    ['mobile OTP verify', mobileOtpVerifySchema, { countryCode: '+91', mobileNumber: '98', otp: '' }, REQUIRED.otp],
    ['forgot password', forgotPasswordSchema, { email: '' }, REQUIRED.email],
    ['update password', updatePasswordSchema, { password: 'Short1', confirmPassword: '' }, PASSWORD_STRENGTH.length],
  ];
  it.each(cases)('%s: the toast shows what the schema reports first', async (_name, schema, values, expected) => {
    const firstIssue = schema.safeParse(values).error?.issues[0]?.message;
    expect(firstIssue).toBe(expected);
    expect(firstErrorMessage(await resolverErrors(schema, values))).toBe(expected);
  });
});
