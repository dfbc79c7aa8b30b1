import { z } from 'zod';
import { EMAIL_OTP_REQUIRED, PASSWORDS_DO_NOT_MATCH } from '../messages.ts';
import { emailField, evenWithFieldIssues } from './fields.ts';
import { newPasswordField } from './password.ts';

/**
 * The email tab of /signup (§5). The password follows the password policy the auth server enforces on sign-up
 * (8+ characters, upper, lower, number, special character), not the spec's older 6-character minimum: a
 * shorter one would only be refused by the server.
 */
export const signupSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
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
