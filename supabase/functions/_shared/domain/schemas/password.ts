import { z } from 'zod';
import { PASSWORDS_DO_NOT_MATCH_UPDATE } from '../messages.ts';
import { brokenPasswordRules } from '../password-policy.ts';
import { evenWithFieldIssues } from './fields.ts';

/**
 * A new password: every rule of the password policy it breaks, each with the spec's message, in the spec's
 * order (the auth server refuses the same passwords).
 */
export const newPasswordField = z.string().superRefine((password, ctx) => {
  for (const rule of brokenPasswordRules(password)) ctx.addIssue({ code: 'custom', message: rule.message });
});

/** /update-password: a new password under the policy, typed twice. */
export const updatePasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH_UPDATE,
    ...evenWithFieldIssues,
  });
