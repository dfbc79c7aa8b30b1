import { isPgError } from '../db/database.ts';
import { HttpError } from '../http/types.ts';

/** A PostgREST-shaped error: `{code, message, details, hint}` with its HTTP status. */
export function pgrst(
  status: number,
  code: string,
  message: string,
  details: unknown = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(status, { code, details, hint, message }, headers);
}

/** PGRST100: the query string does not follow PostgREST's grammar (no position to report). */
export function syntaxError(what: string, details: string): HttpError {
  return pgrst(400, 'PGRST100', `"failed to parse ${what}"`, details);
}

/** A parser's failure at offset `at` of the text it was given; `parsing()` reports it. */
class ParseFailure extends Error {
  constructor(
    readonly details: string,
    readonly at: number,
  ) {
    super(details);
  }
}

export function fail(details: string, at: number): never {
  throw new ParseFailure(details, at);
}

/** Runs a parser on the part of a text that starts at `offset`, so its failures point into the whole text. */
export function shifted<T>(offset: number, parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    if (e instanceof ParseFailure) throw new ParseFailure(e.details, e.at + offset);
    throw e;
  }
}

/**
 * Parses one parameter value; a failure becomes PostgREST's PGRST100, which names the value and the
 * column where parsing stopped: `"failed to parse select parameter (id,,name)" (line 1, column 4)`.
 */
export function parsing<T>(what: string, input: string, parse: () => T, parsedLength = input.length): T {
  try {
    return parse();
  } catch (e) {
    if (!(e instanceof ParseFailure)) throw e;
    return throwParse(what, input, e, parsedLength);
  }
}

/** `parsedLength`: the length of the text the parser read, when more than `input` (a logic tree's operator). */
function throwParse(what: string, input: string, e: ParseFailure, parsedLength: number): never {
  const column = Math.min(Math.max(e.at, 0), parsedLength) + 1;
  throw pgrst(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column ${column})`, e.details);
}

export function columnNotFound(relation: string, column: string): HttpError {
  return pgrst(400, '42703', `column ${relation}.${column} does not exist`);
}

/** HTTP status PostgREST 12 gives a SQLSTATE (its documented table). */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '23P01': 409,
    '25006': 405,
    '40001': 409,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
  };
  if (exact[code]) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** Turns a database error into PostgREST's reply; anything else is rethrown untouched. */
export function fromDbError(e: unknown, role: string): never {
  if (e instanceof HttpError || !isPgError(e) || !e.code) throw e;
  throw pgrst(statusForSqlState(e.code, role), e.code, e.message, e.detail ?? null, e.hint ?? null);
}
