import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { EMAIL_OTP_REQUIRED, INVALID_PASSWORD, PASSWORDS_DO_NOT_MATCH } from '../messages.ts';
import { emailField, evenWithFieldIssues } from './fields.ts';

/** The email tab of /signup (§5). */
export const signupSchema = z
  .object({
    email: emailField,
    password: z.string().min(LIMITS.signupPasswordMin, INVALID_PASSWORD.description),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH.title,
    ...evenWithFieldIssues,
  });
export type SignupForm = z.infer<typeof signupSchema>;

/** The email OTP step after the account is created. */
export const signupOtpSchema = z.object({
  email: emailField,
  otp: z.string().trim().min(1, EMAIL_OTP_REQUIRED),
});
