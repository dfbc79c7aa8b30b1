import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { PASSWORD_STRENGTH, PASSWORDS_DO_NOT_MATCH_UPDATE } from '../messages.ts';
import { evenWithFieldIssues } from './fields.ts';

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
