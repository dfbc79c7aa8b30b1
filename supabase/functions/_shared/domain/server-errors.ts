/**
 * What a person reads when the server refuses (issue 23: "no database error text ever reaches a user"). The
 * one mapping from the errors PostgREST, Storage, the auth server and the edge functions pass on to words:
 * PostgreSQL's own texts ('new row violates row-level security policy…', 'duplicate key value…', 'violates
 * check constraint "…"', 'invalid input syntax…') become the app's sentences, a text limit's constraint becomes
 * the form's own 'X must be N characters or less.', and the sentences our SQL functions and edge functions raise
 * on purpose (the spec's words: 'Please enter a valid bid price.', 'Trial Period Expired' …) pass unchanged.
 * The data adapters run every refusal through `userMessage` before a page can show it.
 */
import { SOMETHING_WENT_WRONG } from './messages.ts';
import { textLimitMessage, textLimitOf } from './text-limits.ts';

/** A refusal as the Supabase clients report it (PostgREST's body, a storage or function reply, or a bare message). */
export interface ServerError {
  code?: string | null;
  message?: string | null;
  details?: string | null;
  /** HTTP status (storage refusals are told apart by it). */
  status?: number | string | null;
}

export const SERVER_MESSAGES = {
  notAllowed: 'You do not have permission to do this.',
  duplicate: 'This already exists.',
  missing: 'This refers to something that no longer exists. Reload the page and try again.',
  profileRequired: 'Please complete your profile first: your profile is needed for this.',
  invalidValue: 'One of the values is not accepted. Please check what you entered.',
  badFormat: 'One of the values is not in the expected format. Please check what you entered.',
  numberTooLarge: 'One of the numbers is too large.',
  required: 'A required value is missing.',
  notFound: 'Not found. It may have been removed.',
  sessionExpired: 'Your session has expired. Please log in again.',
  tryAgain: 'Someone else changed this at the same moment. Please try again.',
  fileTooLarge: 'The file is larger than this upload allows.',
  fileType: 'This kind of file cannot be stored here.',
  fileExists: 'A file with this name already exists.',
  unexpected: `${SOMETHING_WENT_WRONG}. Please try again later.`,
} as const;

/** Quoted names in a PostgreSQL message, in order: `"news_items"`, `"news_items_content_length"`. */
const quoted = (text: string) => [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]);

/** Refusals recognised by their PostgreSQL wording (the code alone cannot tell them from our own raises). */
const WORDED: readonly { test: RegExp; say: (message: string, details: string) => string }[] = [
  {
    test: /violates check constraint "/,
    say: (m) => textLimitMessage(quoted(m).at(-1) ?? '') ?? SERVER_MESSAGES.invalidValue,
  },
  {
    test: /^null value in column "/,
    say: (m) => {
      const [column, table] = quoted(m);
      const limit = table && column ? textLimitOf(table, column) : undefined;
      return limit ? `${limit.label} is required.` : SERVER_MESSAGES.required;
    },
  },
  { test: /^duplicate key value violates unique constraint/, say: () => SERVER_MESSAGES.duplicate },
  {
    test: /violates foreign key constraint "/,
    say: (m, details) =>
      /not present in table "yarnconnect_free"/.test(details) || /_user_id_fkey"/.test(m)
        ? SERVER_MESSAGES.profileRequired
        : SERVER_MESSAGES.missing,
  },
  { test: /row-level security|^permission denied for |^must be owner of /, say: () => SERVER_MESSAGES.notAllowed },
  { test: /^invalid input (syntax|value) for /, say: () => SERVER_MESSAGES.badFormat },
  { test: /^value too long for type /, say: () => SERVER_MESSAGES.invalidValue },
  { test: /out of range|^numeric field overflow/, say: () => SERVER_MESSAGES.numberTooLarge },
  { test: /^JSON object requested, multiple \(or no\) rows/, say: () => SERVER_MESSAGES.notFound },
  { test: /^(JWT expired|invalid JWT|Invalid JWT)/i, say: () => SERVER_MESSAGES.sessionExpired },
  { test: /could not serialize access|deadlock detected/, say: () => SERVER_MESSAGES.tryAgain },
  { test: /^Database error /, say: () => SERVER_MESSAGES.unexpected },
  // Storage's own words (supabase/local/storage/errors.ts, as Supabase Storage answers).
  { test: /^The object exceeded the maximum allowed size/, say: () => SERVER_MESSAGES.fileTooLarge },
  { test: /^mime type .+ is not supported$/, say: () => SERVER_MESSAGES.fileType },
  { test: /^The resource already exists$/, say: () => SERVER_MESSAGES.fileExists },
];

/** Codes whose every text is PostgreSQL's or the API server's, never a sentence of ours. */
const INTERNAL_CODES = /^(08|0A|25|26|28|2B|34|3D|3F|42P|42[0-9]{3}|53|54|55|57|58|XX|PGRST[0-9]{3})/;
/** Our SQL functions raise with these codes (P0001, 22023, 42501, P0002, PT429 …); their messages are ours. */
const OWN_CODES = new Set(['P0001', 'P0002', '22023', '42501', '23505', '23514', 'PT429']);

/** The sentence to show for a server's refusal. */
export function userMessage(error: ServerError | string | null | undefined): string {
  const e: ServerError = typeof error === 'string' ? { message: error } : (error ?? {});
  const message = (e.message ?? '').trim();
  if (!message) return SERVER_MESSAGES.unexpected;
  const worded = WORDED.find((w) => w.test.test(message));
  if (worded) return worded.say(message, e.details ?? '');
  const code = e.code ?? '';
  if (code === '40001' || code === '40P01') return SERVER_MESSAGES.tryAgain;
  if (code === 'PGRST116') return SERVER_MESSAGES.notFound;
  if (code === 'PGRST301' || code === 'PGRST303') return SERVER_MESSAGES.sessionExpired;
  if (code && !OWN_CODES.has(code) && INTERNAL_CODES.test(code)) return SERVER_MESSAGES.unexpected;
  return message;
}
