/** Prefer, Accept, Range and profile headers; overload choice of /rpc; CSV output. */
import { describe, expect, it } from 'vitest';
import { chooseFunction } from '../../../supabase/local/rest/build/rpc.ts';
import {
  parseAccept,
  parsePrefer,
  parseRange,
  PREFER_KINDS,
  preferenceApplied,
  requestSchema,
} from '../../../supabase/local/rest/headers.ts';
import type { RpcFunction } from '../../../supabase/local/rest/schema-cache.ts';
import { pgrstError } from './support.ts';

const fn = (name: string, args: [string, string, boolean?][]): RpcFunction => ({
  schema: 'public',
  name,
  sql: `"public"."${name}"`,
  args: args.map(([n, type, hasDefault = false]) => ({ name: n, type, hasDefault })),
  returnsSet: false,
  returns: 'scalar',
  columns: new Map(),
  relation: null,
  volatility: 'v',
});

describe('request headers', () => {
  it('reads every Prefer preference, comma-joined or repeated; the first of a kind wins; unknown ones are ignored', () => {
    const p = parsePrefer([
      'return=representation, count=exact',
      'resolution=merge-duplicates,missing=default, return=minimal',
      'tx=rollback, params=single-object, foo=bar',
    ]);
    expect(p).toMatchObject({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
      missingDefault: true,
      singleObject: true,
    });
    // Supabase's PostgREST (db-tx-end = commit) ignores tx.
    expect(p).not.toHaveProperty('tx');
    expect(preferenceApplied(parsePrefer(undefined), PREFER_KINDS)).toBeUndefined();
  });

  it('echoes applied preferences in PostgREST order, only those the response kind honours', () => {
    const p = parsePrefer('count=exact, return=representation, missing=default, resolution=ignore-duplicates');
    expect(preferenceApplied(p, PREFER_KINDS)).toBe(
      'resolution=ignore-duplicates, missing=default, return=representation, count=exact',
    );
    expect(preferenceApplied(p, ['count'])).toBe('count=exact');
  });

  it('negotiates JSON array, singular object, stripped nulls and CSV; refuses the rest with 406', () => {
    expect(parseAccept(undefined)).toEqual({ singular: false, stripNulls: false });
    expect(parseAccept('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({
      singular: true,
      stripNulls: true,
    });
    expect(parseAccept('text/csv').csv).toBe(true);
    expect(parseAccept('text/html, */*;q=0.8')).toEqual({ singular: false, stripNulls: false });
    expect(pgrstError(() => parseAccept('application/xml')).code).toBe('PGRST107');
  });

  it('reads Range in items and refuses inverted ranges', () => {
    expect(parseRange({ range: '0-9' })).toEqual({ offset: 0, limit: 10 });
    expect(parseRange({ range: '5-', 'range-unit': 'items' })).toEqual({ offset: 5 });
    expect(parseRange({ range: 'bytes=0-9' })).toBeNull();
    expect(parseRange({ range: '0-9', 'range-unit': 'bytes' })).toBeNull();
    expect(pgrstError(() => parseRange({ range: '9-1' })).code).toBe('PGRST103');
  });

  it('exposes only the public schema', () => {
    expect(requestSchema({}, false)).toBe('public');
    expect(requestSchema({ 'content-profile': 'public' }, true)).toBe('public');
    expect(pgrstError(() => requestSchema({ 'accept-profile': 'auth' }, false)).code).toBe('PGRST106');
  });
});

describe('rpc overloads', () => {
  const add = fn('add', [
    ['a', 'integer'],
    ['b', 'integer', true],
  ]);
  const echo = fn('echo', [['', 'jsonb']]);

  it('chooses by argument names, allowing defaults to be left out', () => {
    expect(chooseFunction([add], 'public', 'add', ['a'], false)).toEqual({ fn: add, singleObject: false });
    expect(chooseFunction([add], 'public', 'add', ['a', 'b'], false).fn).toBe(add);
  });

  it('gives a single unnamed json parameter the whole body, and a named one with params=single-object', () => {
    expect(chooseFunction([echo], 'public', 'echo', ['x', 'y'], false)).toEqual({ fn: echo, singleObject: true });
    const named = fn('named', [['payload', 'json']]);
    expect(chooseFunction([named], 'public', 'named', ['x'], true)).toEqual({ fn: named, singleObject: true });
  });

  it('answers PGRST202 with PostgREST wording when nothing fits', () => {
    const e = pgrstError(() => chooseFunction([add], 'public', 'add', ['c', 'a'], false));
    expect(e).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.add(a, c) in the schema cache',
      details:
        'Searched for the function public.add with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
    expect(pgrstError(() => chooseFunction(undefined, 'public', 'nope', [], false)).message).toBe(
      'Could not find the function public.nope without parameters in the schema cache',
    );
  });
});
