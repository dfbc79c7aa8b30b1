import { describe, expect, it } from 'vitest';
import {
  EMAIL_OTP_REQUIRED,
  INVALID_EMAIL,
  PASSWORD_STRENGTH,
  PASSWORDS_DO_NOT_MATCH,
  REQUIRED,
} from '@domain/messages.ts';
import { signupOtpSchema, signupSchema } from '@domain/schemas/signup.ts';
import { issues } from './support.ts';

describe('signup form (§5)', () => {
  it('accepts a valid email and a password under the policy, confirmed', () => {
    expect(signupSchema.parse({ email: ' a@b.co ', password: 'Loom#2026', confirmPassword: 'Loom#2026' })).toEqual({
      email: 'a@b.co',
      password: 'Loom#2026',
      confirmPassword: 'Loom#2026',
    });
  });

  it.each(['plain', 'a@b', 'a b@c.de', '@b.co', 'a@.co'])("rejects the email '%s' as 'Invalid Email'", (email) => {
    expect(issues(signupSchema, { email, password: 'Loom#2026', confirmPassword: 'Loom#2026' })).toEqual({
      email: INVALID_EMAIL.description,
    });
  });

  it('asks for a missing email', () => {
    expect(issues(signupSchema, { email: ' ', password: 'Loom#2026', confirmPassword: 'Loom#2026' })).toEqual({
      email: REQUIRED.email,
    });
  });

  it('holds the password to the policy (the server refuses the rest) and the confirmation, reported together', () => {
    expect(issues(signupSchema, { email: 'a@b.co', password: '123456', confirmPassword: '1234' })).toEqual({
      password: PASSWORD_STRENGTH.length,
      confirmPassword: PASSWORDS_DO_NOT_MATCH.title,
    });
  });

  it('requires the email OTP', () => {
    expect(issues(signupOtpSchema, { email: 'a@b.co', otp: ' ' })).toEqual({ otp: EMAIL_OTP_REQUIRED });
    expect(signupOtpSchema.parse({ email: 'a@b.co', otp: '123456' }).otp).toBe('123456');
  });
});
