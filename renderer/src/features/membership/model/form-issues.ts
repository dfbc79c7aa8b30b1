import type { z } from 'zod';

/** The first message per field of a failed parse, for a form that shows each field's error under it. */
export function fieldIssues(error: z.ZodError | undefined): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    issues[field] ??= issue.message;
  }
  return issues;
}
