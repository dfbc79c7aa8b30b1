/** postgres_changes binding parameters, read as Supabase Realtime reads them. */
import { describe, expect, it } from 'vitest';
import { describeParams, parseChangeParams } from '../../../supabase/local/realtime/filters.ts';

describe('postgres_changes parameters', () => {
  it('reads event, schema, table and each operator', () => {
    expect(parseChangeParams({ event: 'insert', schema: 'public', table: 'notes', filter: 'id=eq.5' })).toEqual({
      action: 'INSERT',
      schema: 'public',
      table: 'notes',
      filters: [{ column: 'id', op: 'eq', value: '5', negate: false }],
      select: null,
    });
    for (const op of ['neq', 'lt', 'lte', 'gt', 'gte', 'like', 'ilike', 'is', 'match', 'imatch', 'isdistinct']) {
      const p = parseChangeParams({ schema: 'public', table: 't', filter: `c=${op}.v` });
      expect('filters' in p && p.filters[0].op, op).toBe(op);
    }
  });

  it('turns in lists into array literals, ANDs comma-separated conditions and unquotes values', () => {
    const p = parseChangeParams({
      event: '*',
      schema: 'public',
      table: 't',
      filter: 'status=not.in.(draft,archived),name=eq."a,b",n=gt.1',
    });
    expect(p).toMatchObject({
      filters: [
        { column: 'status', op: 'in', value: '{draft,archived}', negate: true },
        { column: 'name', op: 'eq', value: 'a,b', negate: false },
        { column: 'n', op: 'gt', value: '1', negate: false },
      ],
    });
  });

  it('fills in the defaults: a schema alone means every table, a table alone the public schema', () => {
    expect(parseChangeParams({ schema: 'public' })).toMatchObject({ schema: 'public', table: '*', action: '*' });
    expect(parseChangeParams({ table: 'notes' })).toMatchObject({ schema: 'public', table: 'notes' });
    expect(parseChangeParams({ schema: 'public', table: 't', filter: '   ' })).toMatchObject({ filters: [] });
  });

  it('refuses what Supabase refuses, with its messages', () => {
    expect(parseChangeParams({ schema: 'public', table: 't', filter: 'c=foo.1' })).toEqual({
      error: 'Error parsing `filter` params: ["foo", "1"]',
    });
    expect(parseChangeParams({ schema: 'public', table: 't', filter: 'undefined' })).toEqual({
      error: 'Error parsing `filter` params: ["undefined"]',
    });
    expect(parseChangeParams({ schema: 'public', table: 't', filter: 'c=in.1,2' })).toEqual({
      error: 'Error parsing `filter` params: `in` filter value must be wrapped by parentheses',
    });
    expect(parseChangeParams({ schema: 'public', table: 't', filter: 'a=eq.1,,b=eq.2' })).toMatchObject({
      error: expect.stringContaining('empty segments'),
    });
    expect(parseChangeParams({})).toMatchObject({ error: expect.stringContaining('No subscription params provided') });
    expect(parseChangeParams({ schema: '*', select: ['a'] })).toMatchObject({
      error: expect.stringContaining('not supported for wildcard'),
    });
  });

  it('describes parameters for error messages', () => {
    const p = parseChangeParams({ event: 'UPDATE', schema: 'public', table: 't', filter: 'id=eq.1', select: ['id'] });
    if ('error' in p) throw new Error(p.error);
    expect(describeParams(p)).toBe(
      'event: UPDATE, schema: public, table: t, filters: [{"id", "eq", "1", false}], select: ["id"]',
    );
  });
});
