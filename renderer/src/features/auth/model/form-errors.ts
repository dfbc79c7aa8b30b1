import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The message the toast shows after an invalid submit: the first failed rule in the schema's order.
 * zodResolver adds each field's error in the order zod reports its issues, so that is the errors' own order.
 * The account forms are flat, so nested field groups are not looked into.
 */
export function firstErrorMessage(errors: FieldErrors<FieldValues>): string | undefined {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string' && error.message) return error.message;
  }
  return undefined;
}
