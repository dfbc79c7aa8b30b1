import { z } from 'zod';
import { INVALID_EMAIL, REQUIRED } from '../messages.ts';

/** The spec's simple email pattern: text, @, text, dot, text, no spaces (§5). */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z.string().trim().min(1, REQUIRED.email).regex(SIMPLE_EMAIL, INVALID_EMAIL.description);

/** An OTP box: required, then exactly `length` digits. */
export function otpField(requiredMessage: string, lengthMessage: string, length = 6) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .regex(new RegExp(`^\\d{${length}}$`), lengthMessage);
}

/** What a digits-only input keeps of what was typed or pasted. */
export function digitsOnly(value: string, maxLength?: number): string {
  const digits = value.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

/** Adds a zod issue for each field whose first rule fails, so forms show it under that field. */
export function addIssue(ctx: z.RefinementCtx, path: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [path], message });
}

/**
 * Refinement option: run cross-field rules even when some field already failed, so a form shows every
 * message at once (zod skips refinements after field issues by default). Only objects get through.
 */
export const evenWithFieldIssues = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
