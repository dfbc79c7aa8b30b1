import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, userMessage } from '@domain/server-errors.ts';
import { characterCount, textLimitMessage, TEXT_LIMITS } from '@domain/text-limits.ts';

describe('no database text reaches a person: userMessage', () => {
  it('words a text limit’s refusal as the form does', () => {
    const refusal = {
      code: '23514',
      message: 'new row for relation "news_items" violates check constraint "news_items_content_length"',
    };
    expect(userMessage(refusal)).toBe('Content must be 20,000 characters or less.');
    expect(
      userMessage({
        code: '23514',
        message: 'new row for relation "sourcing_bids" violates check constraint "sourcing_bids_vendor_notes_length"',
      }),
    ).toBe('Notes must be 2,000 characters or less.');
    expect(
      userMessage(
        'new row for relation "news_snippets" violates check constraint "news_snippets_snippet_content_length"',
      ),
    ).toBe('Snippet content must be 250 characters or less.');
    expect(
      userMessage('new row for relation "news_items" violates check constraint "news_items_headline_not_blank"'),
    ).toBe('Headline is required.');
    expect(
      userMessage(
        'new row for relation "yarnconnect_free" violates check constraint "yarnconnect_free_my_yarns_items"',
      ),
    ).toBe('You can list at most 50 yarns.');
  });

  it('words PostgreSQL’s own refusals without their table, column or constraint names', () => {
    const cases: [Parameters<typeof userMessage>[0], string][] = [
      [
        { code: '42501', message: 'new row violates row-level security policy for table "news_items"' },
        SERVER_MESSAGES.notAllowed,
      ],
      [{ code: '42501', message: 'permission denied for table staff' }, SERVER_MESSAGES.notAllowed],
      [
        { code: '23505', message: 'duplicate key value violates unique constraint "staff_pkey"' },
        SERVER_MESSAGES.duplicate,
      ],
      [
        {
          code: '23503',
          message:
            'insert or update on table "purchase_enquiries" violates foreign key constraint "purchase_enquiries_user_id_fkey"',
          details: 'Key (user_id)=(0b5e…) is not present in table "yarnconnect_free".',
        },
        SERVER_MESSAGES.profileRequired,
      ],
      [
        { code: '23503', message: 'insert or update on table "x" violates foreign key constraint "x_company_id_fkey"' },
        SERVER_MESSAGES.missing,
      ],
      [
        {
          code: '23514',
          message: 'new row for relation "corporate_ads" violates check constraint "corporate_ads_dates"',
        },
        SERVER_MESSAGES.invalidValue,
      ],
      [
        {
          code: '23502',
          message: 'null value in column "headline" of relation "news_items" violates not-null constraint',
        },
        'Headline is required.',
      ],
      [{ code: '22P02', message: 'invalid input syntax for type uuid: "abc"' }, SERVER_MESSAGES.badFormat],
      [{ code: '22003', message: 'numeric field overflow' }, SERVER_MESSAGES.numberTooLarge],
      [
        { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
        SERVER_MESSAGES.notFound,
      ],
      [{ code: '42P01', message: 'relation "public.nothing" does not exist' }, SERVER_MESSAGES.unexpected],
      [
        { code: 'PGRST202', message: 'Could not find the function public.nope without parameters' },
        SERVER_MESSAGES.unexpected,
      ],
      [{ code: '40001', message: 'could not serialize access due to concurrent update' }, SERVER_MESSAGES.tryAgain],
      ['Database error saving new user', SERVER_MESSAGES.unexpected],
      [{ status: 415, message: 'mime type text/plain is not supported' }, SERVER_MESSAGES.fileType],
      [{ status: 413, message: 'The object exceeded the maximum allowed size' }, SERVER_MESSAGES.fileTooLarge],
      [null, SERVER_MESSAGES.unexpected],
      [{ message: '  ' }, SERVER_MESSAGES.unexpected],
    ];
    for (const [error, expected] of cases) expect(userMessage(error)).toBe(expected);
  });

  it('passes the sentences our SQL and edge functions raise on purpose', () => {
    expect(userMessage({ code: 'P0001', message: 'Please enter a valid bid price.' })).toBe(
      'Please enter a valid bid price.',
    );
    expect(userMessage({ code: '42501', message: 'Only the platform creates member profiles.' })).toBe(
      'Only the platform creates member profiles.',
    );
    expect(userMessage({ code: '22023', message: 'Quoted price must be a finite number.' })).toBe(
      'Quoted price must be a finite number.',
    );
    expect(userMessage('Trial Period Expired')).toBe('Trial Period Expired');
  });
});

describe('text limits', () => {
  it('name each column once', () => {
    const keys = TEXT_LIMITS.map((l) => `${l.table}.${l.column}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answer null for a constraint that is not a text limit', () => {
    expect(textLimitMessage('corporate_ads_dates')).toBeNull();
    expect(textLimitMessage('news_items_content_check')).toBeNull();
  });

  it('count characters as the database does, grouped as India reads numbers', () => {
    expect(characterCount('naïve 🧵', 20000)).toBe('7 / 20,000');
    expect(characterCount('x'.repeat(123456), 200000)).toBe('1,23,456 / 2,00,000');
  });
});
