import type { z } from 'zod';

/** The first message per field of a failed parse (form-level issues under ''), for forms that show them inline. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    found[key] ??= issue.message;
  }
  return found;
}
