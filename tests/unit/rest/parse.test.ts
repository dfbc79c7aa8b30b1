/** The /rest/v1 query-string parser as pure code: select grammar, every operator, logic trees, order. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARSE_ERROR_QUERIES } from '../../integration/rest-golden/cases.ts';
import { KNOWN_DIFFERENCES } from '../../integration/rest-golden/differences.ts';
import { HttpError } from '../../../supabase/local/http/types.ts';
import { parseFilter, parseLogic } from '../../../supabase/local/rest/parse/filter.ts';
import { parseField } from '../../../supabase/local/rest/parse/field.ts';
import { parseQuery } from '../../../supabase/local/rest/parse/query.ts';
import { parseSelect } from '../../../supabase/local/rest/parse/select.ts';
import { pgrstError } from './support.ts';

const field = (name: string) => parseField(name, 'test');

describe('select parser', () => {
  it('parses columns, star, aliases, casts and JSON paths', () => {
    expect(parseSelect('*, id, nm:name, n:num::text, data->a->>b, d:data->0, "odd name"')).toEqual([
      { kind: 'star' },
      { kind: 'field', field: { name: 'id', json: [] }, alias: undefined },
      { kind: 'field', field: { name: 'name', json: [] }, alias: 'nm' },
      { kind: 'field', field: { name: 'num', json: [] }, alias: 'n', cast: 'text' },
      {
        kind: 'field',
        field: {
          name: 'data',
          json: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: 'b', index: false },
          ],
        },
        alias: undefined,
      },
      { kind: 'field', field: { name: 'data', json: [{ arrow: '->', key: '0', index: true }] }, alias: 'd' },
      { kind: 'field', field: { name: 'odd name', json: [] }, alias: undefined },
    ]);
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
  });

  it('parses embeds with alias, hints, !inner, nesting, spreads and empty selects', () => {
    const [e] = parseSelect('to:people!receiver_id!inner(name, team:teams(*), ...org(title))');
    expect(e).toMatchObject({
      kind: 'embed',
      name: 'people',
      alias: 'to',
      hint: 'receiver_id',
      inner: true,
      spread: false,
    });
    if (e.kind !== 'embed') throw new Error('embed expected');
    expect(e.select[1]).toMatchObject({ kind: 'embed', name: 'teams', alias: 'team', select: [{ kind: 'star' }] });
    expect(e.select[2]).toMatchObject({ kind: 'embed', name: 'org', spread: true });
    expect(parseSelect('cities!left()')).toEqual([
      { kind: 'embed', name: 'cities', alias: undefined, hint: undefined, inner: false, spread: false, select: [] },
    ]);
  });

  it('refuses bad select syntax with PGRST100', () => {
    for (const bad of [
      'a,,b',
      'a(',
      'a)',
      'x:y(z',
      'a::regclass',
      'a::text;drop',
      '...b',
      'a!x!y(*)',
      'a:',
      '"unterminated',
    ]) {
      expect(pgrstError(() => parseSelect(bad)).code, bad).toBe('PGRST100');
    }
  });

  it('bounds embedding depth and input size', () => {
    expect(pgrstError(() => parseSelect('a('.repeat(100) + ')'.repeat(100))).code).toBe('PGRST100');
    expect(pgrstError(() => parseSelect('a,'.repeat(40000) + 'a')).code).toBe('PGRST100');
  });
});

describe('filter parser', () => {
  it('parses every operator', () => {
    for (const op of [
      'eq',
      'neq',
      'gt',
      'gte',
      'lt',
      'lte',
      'like',
      'ilike',
      'match',
      'imatch',
      'isdistinct',
      'cs',
      'cd',
      'ov',
      'sl',
      'sr',
      'nxr',
      'nxl',
      'adj',
      'fts',
      'plfts',
      'phfts',
      'wfts',
    ]) {
      expect(parseFilter(field('c'), `${op}.v`)).toEqual({
        kind: 'filter',
        field: field('c'),
        negate: false,
        op,
        value: 'v',
      });
    }
  });

  it('keeps the whole value after the operator, dots included', () => {
    expect(parseFilter(field('c'), 'eq.a.b.c').value).toBe('a.b.c');
    expect(parseFilter(field('c'), 'eq.').value).toBe('');
  });

  it('parses not., in lists with quoted values, is values, fts config and quantifiers', () => {
    expect(parseFilter(field('c'), 'not.in.(a,"b,c","d\\"e",)')).toMatchObject({
      negate: true,
      op: 'in',
      value: ['a', 'b,c', 'd"e', ''],
    });
    expect(parseFilter(field('c'), 'in.()').value).toEqual([]);
    expect(parseFilter(field('c'), 'is.NULL').value).toBe('null');
    expect(parseFilter(field('c'), 'is.unknown').value).toBe('unknown');
    expect(parseFilter(field('c'), 'fts(english).cat & dog')).toMatchObject({
      op: 'fts',
      config: 'english',
      value: 'cat & dog',
    });
    expect(parseFilter(field('c'), 'like(any).{a*,b*}')).toMatchObject({
      op: 'like',
      quantifier: 'any',
      value: '{a*,b*}',
    });
    expect(parseFilter(field('c'), 'cs.{a,b}').value).toBe('{a,b}');
    expect(parseFilter(field('c'), 'ov.[1,5)').value).toBe('[1,5)');
  });

  it('refuses unknown operators and malformed values with PGRST100', () => {
    for (const bad of ['xx.1', 'eq', 'is.maybe', 'in.a,b', 'in.(a', 'eq(some).1', 'fts(a)(b).x', 'not.', 'EQ.1']) {
      expect(pgrstError(() => parseFilter(field('c'), bad)).code, bad).toBe('PGRST100');
    }
  });
});

describe('logic trees', () => {
  it('nests and/or/not arbitrarily, unquoting values', () => {
    const tree = parseLogic('or', false, '(a.eq.1,and(b.gt.2,not.or(c.is.null,d.in.("x,y",z))),e.not.eq."q,r")');
    expect(tree).toEqual({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        { kind: 'filter', field: field('a'), negate: false, op: 'eq', value: '1' },
        {
          kind: 'logic',
          op: 'and',
          negate: false,
          children: [
            { kind: 'filter', field: field('b'), negate: false, op: 'gt', value: '2' },
            {
              kind: 'logic',
              op: 'or',
              negate: true,
              children: [
                { kind: 'filter', field: field('c'), negate: false, op: 'is', value: 'null' },
                { kind: 'filter', field: field('d'), negate: false, op: 'in', value: ['x,y', 'z'] },
              ],
            },
          ],
        },
        { kind: 'filter', field: field('e'), negate: true, op: 'eq', value: 'q,r' },
      ],
    });
  });

  it('accepts JSON paths and array/range literals inside trees', () => {
    const tree = parseLogic('and', false, '(data->>k.eq.v,tags.cs.{a,b},r.ov.[1,2))');
    expect(tree.children.map((c) => (c.kind === 'filter' ? c.value : null))).toEqual(['v', '{a,b}', '[1,2)']);
  });

  it('refuses unbalanced, empty and over-deep trees with PGRST100', () => {
    for (const bad of [
      '(a.eq.1',
      'a.eq.1)',
      '()',
      '(a.eq.1,)',
      '(a)',
      '(and(a.eq.1)',
      '(a.eq.")',
      `(${'or('.repeat(50)}a.eq.1${')'.repeat(50)})`,
    ]) {
      expect(pgrstError(() => parseLogic('or', false, bad)).code, bad).toBe('PGRST100');
    }
  });
});

describe('query string', () => {
  const q = (s: string) => parseQuery(new URLSearchParams(s));

  it('routes filters, trees, order and paging to the root or to embeds', () => {
    const parsed = q(
      'select=id,cities(name)&id=gt.1&cities.name=eq.x&cities.order=name.desc&cities.limit=2&cities.offset=1&cities.or=(a.eq.1,b.eq.2)&not.and=(a.eq.1,b.eq.2)&order=id.desc.nullslast,cities(name)&limit=10&offset=5',
    );
    const root = parsed.levels.get('')!;
    expect(root.conditions.map((c) => c.kind)).toEqual(['filter', 'logic']);
    expect(root.conditions[1]).toMatchObject({ op: 'and', negate: true });
    expect(root.order).toEqual([
      { embed: undefined, field: field('id'), desc: true, nulls: 'last' },
      { embed: 'cities', field: field('name'), desc: false },
    ]);
    expect([root.limit, root.offset]).toEqual([10, 5]);
    const cities = parsed.levels.get('cities')!;
    expect(cities.conditions.map((c) => c.kind)).toEqual(['filter', 'logic']);
    expect(cities.order).toEqual([{ embed: undefined, field: field('name'), desc: true }]);
    expect([cities.limit, cities.offset]).toEqual([2, 1]);
  });

  it('reads columns, on_conflict and RPC arguments', () => {
    const parsed = parseQuery(new URLSearchParams('columns="a","b"&on_conflict=a&n=5&x=eq.1'), new Set(['n']));
    expect(parsed.columns).toEqual(['a', 'b']);
    expect(parsed.onConflict).toEqual(['a']);
    expect(parsed.args).toEqual({ n: '5' });
    expect(parsed.levels.get('')!.conditions).toHaveLength(1);
  });

  it('ignores a limit or offset that is not a non-negative integer, as PostgREST does', () => {
    for (const bad of ['limit=-1', 'limit=1e3', 'offset=x']) {
      const root = q(bad).levels.get('')!;
      expect([root.limit, root.offset], bad).toEqual([undefined, undefined]);
    }
  });

  it('refuses bad ordering with PGRST100', () => {
    for (const bad of ['order=a.up', 'order=a.desc.asc.nullsmiddle', 'order=(a)']) {
      expect(pgrstError(() => q(bad)).code, bad).toBe('PGRST100');
    }
  });

  it('never throws anything but a PostgREST error on hostile input', () => {
    const alphabet = [
      '(',
      ')',
      ',',
      '.',
      '"',
      "'",
      ';',
      '--',
      ':',
      '::',
      '!',
      '->',
      '->>',
      '*',
      '{',
      '}',
      '[',
      ']',
      'eq',
      'in',
      'or',
      'not',
      'a',
      '1',
      ' ',
      '\\',
      '\u0000',
      'é',
    ];
    let seed = 42;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    for (let i = 0; i < 3000; i++) {
      const s = Array.from({ length: 1 + rand(30) }, () => alphabet[rand(alphabet.length)]).join('');
      for (const key of ['select', 'or', 'order', 'a', 'a.b', 'not.or', 'limit']) {
        try {
          parseQuery(new URLSearchParams([[key, s]]));
        } catch (e) {
          expect(e, `${key}=${s}`).toBeInstanceOf(HttpError);
        }
      }
    }
  });
});

const q = (s: string) => parseQuery(new URLSearchParams(s));

describe('parse error texts', () => {
  // The real PostgREST's answers to these queries, recorded by scripts/rest-golden.ts.
  const recorded = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, '../../integration/rest-golden/answers.json'), 'utf8'),
  ) as Record<string, { body: { message: string; details: string } }>;

  it.each(PARSE_ERROR_QUERIES)('%s: the message and details PostgREST 12.0.2 gives', (query) => {
    const name = `parse error: ${query}`;
    // A listed difference (rest-golden/differences.ts) replaces the recorded answer.
    const expected = (KNOWN_DIFFERENCES.find((d) => d.case === name)?.stack.body ?? recorded[name].body) as Pick<
      Error & { details: string },
      'message' | 'details'
    >;
    const { message, details } = pgrstError(() => q(query));
    expect({ message, details }).toEqual(pick(expected));
  });
});

const pick = ({ message, details }: { message: string; details: string }) => ({ message, details });
