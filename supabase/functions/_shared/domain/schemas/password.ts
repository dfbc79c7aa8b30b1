import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { PASSWORD_STRENGTH, PASSWORDS_DO_NOT_MATCH_UPDATE } from '../messages.ts';
import { evenWithFieldIssues } from './fields.ts';

/** The session client's strength rules, in the order it checks them (§5). */
const STRENGTH_RULES: readonly { test: (password: string) => boolean; message: string }[] = [
  { test: (p) => p.length >= LIMITS.updatePasswordMin, message: PASSWORD_STRENGTH.length },
  { test: (p) => /[A-Z]/.test(p), message: PASSWORD_STRENGTH.uppercase },
  { test: (p) => /[a-z]/.test(p), message: PASSWORD_STRENGTH.lowercase },
  { test: (p) => /\d/.test(p), message: PASSWORD_STRENGTH.number },
  { test: (p) => /[^A-Za-z0-9]/.test(p), message: PASSWORD_STRENGTH.special },
];

/** The first strength message the password fails, or null when it is strong enough. */
export function passwordStrengthError(password: string): string | null {
  return STRENGTH_RULES.find((rule) => !rule.test(password))?.message ?? null;
}

/** /update-password: at least 8 characters with an uppercase letter, a lowercase letter and a number; both equal. */
export const updatePasswordSchema = z
  .object({
    password: z
      .string()
      .min(LIMITS.updatePasswordMin, PASSWORD_STRENGTH.length)
      .regex(/[A-Z]/, PASSWORD_STRENGTH.uppercase)
      .regex(/[a-z]/, PASSWORD_STRENGTH.lowercase)
      .regex(/\d/, PASSWORD_STRENGTH.number),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH_UPDATE,
    ...evenWithFieldIssues,
  });
export type UpdatePasswordForm = z.infer<typeof updatePasswordSchema>;
