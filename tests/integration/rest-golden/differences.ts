/**
 * Where the local stack's /rest/v1 knowingly answers otherwise than PostgREST 12.0.2 (answers.json), and why.
 * rest-parity.test.ts holds the stack to the recorded answer with exactly these parts replaced, so a new
 * difference fails the test until it is either fixed or listed here with its reason.
 */
import type { RecordedAnswer } from './cases.ts';

export interface KnownDifference {
  /** The case (cases.ts) whose answer differs. */
  case: string;
  why: string;
  /** The parts of the stack's answer that differ from the recorded one. */
  stack: Partial<RecordedAnswer>;
}

const error = (code: string, message: string, hint: string | null = null, details: string | null = null) => ({
  code,
  details,
  hint,
  message,
});

export const KNOWN_DIFFERENCES: KnownDifference[] = [
  {
    case: 'expired 2 minutes ago',
    why: 'Later PostgREST releases, which hosted Supabase runs, give an expired token its own code (PGRST303); 12.0.2 answers PGRST301 for every JWT error.',
    stack: { body: error('PGRST303', 'JWT expired') },
  },
  {
    case: 'an unknown table',
    why: "Later PostgREST releases (hosted Supabase's) refuse an unknown table from the schema cache with PGRST205; 12.0.2 lets PostgreSQL answer 42P01.",
    stack: { body: error('PGRST205', "Could not find the table 'public.fx_nope' in the schema cache") },
  },
  {
    case: 'an unknown payload column',
    why: "Later PostgREST releases (hosted Supabase's) word PGRST204 as the stack does; 12.0.2 says \"Column 'nope' of relation 'fx_docs' does not exist\".",
    stack: { body: error('PGRST204', "Could not find the 'nope' column of 'fx_docs' in the schema cache") },
  },
  {
    case: 'an unknown column',
    why: "The stack checks a selected column against its schema cache before the query reaches PostgreSQL, so PostgreSQL's spelling hint is not there.",
    stack: { body: error('42703', 'column fx_countries.nope does not exist') },
  },
  {
    case: 'parse error: select=a,b(c,d::nope)',
    why: 'The stack casts only to a fixed list of types, so no type name from a request reaches SQL, and refuses `::nope` while parsing; PostgREST hands any type name to PostgreSQL and here fails first on the unknown embed.',
    stack: {
      body: error(
        'PGRST100',
        '"failed to parse select parameter (a,b(c,d::nope))" (line 1, column 10)',
        null,
        'unsupported cast "nope"',
      ),
    },
  },
  {
    case: 'a set of rows with an embed',
    why: "PostgREST 12.0.2 qualifies a filter on a function's rows with the returned table's name instead of the call's alias and fails (42703); the stack filters them, as PostgREST documents for functions returning table types.",
    stack: { status: 200, body: [{ name: 'Berlin', country: { code: 'DE' } }] },
  },
  {
    case: 'a set of scalars ordered by the function name',
    why: 'The stack reads a set of scalars as a one-column relation named after the function, so it can be filtered and ordered by that name; PostgREST 12.0.2 cannot.',
    stack: { status: 200, body: [4, 3, 2, 1] },
  },
];
