import type { z } from 'zod';
import { toastForIssue } from '@domain/messages.ts';
import { showToast } from '@/ui/toast/toast-store.ts';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Checks `values` with a @domain schema: the parsed data, or each field's first message (shown inline)
 * with the first of all shown as the spec's toast.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  toastIssue(parsed.error.issues[0].message);
  return { data: null, errors };
}

/** A validation message as a destructive toast, with the spec's title when it pairs one with the text. */
export function toastIssue(message: string): void {
  showToast({ ...toastForIssue(message), variant: 'destructive' });
}
