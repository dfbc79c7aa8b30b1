/** The /rest/v1 SQL builder as pure code: one statement per request, identifiers only from the schema cache. */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../supabase/local/http/types.ts';
import {
  buildLevel,
  checkLevelsUsed,
  relationSource,
  type BuildContext,
} from '../../../supabase/local/rest/build/level.ts';
import { Params } from '../../../supabase/local/rest/build/sql.ts';
import { finalStatement } from '../../../supabase/local/rest/build/statement.ts';
import { statusForSqlState } from '../../../supabase/local/rest/errors.ts';
import { parseQuery } from '../../../supabase/local/rest/parse/query.ts';
import { fixtureCache, pgrstError } from './support.ts';

const shape = { singular: false, head: false, stripNulls: false, count: null };

/** Builds the read statement of `table?query` against the hand-made cache. */
function read(table: string, query: string, exactCount = false) {
  const cache = fixtureCache();
  const q = parseQuery(new URLSearchParams(query));
  const ctx: BuildContext = { cache, params: new Params(), levels: q.levels, n: 0, visited: new Set() };
  const rel = cache.relations.get(`public.${table}`)!;
  const level = buildLevel(ctx, relationSource(rel), 't0', q.select, []);
  checkLevelsUsed(ctx);
  return {
    sql: finalStatement(level, `from ${rel.sql} as t0`, { ...shape, count: exactCount ? { cap: null } : null }),
    params: ctx.params.values,
  };
}

describe('SQL builder', () => {
  it('builds one statement with bound values for a filtered read', () => {
    const { sql, params } = read('countries', 'select=*&id=eq.5');
    expect(sql).toBe(
      `select count(*)::int as page, coalesce(json_agg(_r.j), '[]'::json)::text as body, null::int as total from (select row_to_json(t0) as j from "public"."countries" as t0 where t0."id" = $1) _r`,
    );
    expect(params).toEqual(['5']);
  });

  it('cuts a deep page before building its JSON when nothing is embedded', () => {
    const { sql } = read('countries', 'select=id,name&order=name&limit=10&offset=5000');
    expect(sql).toContain(
      `from (select t0.* from "public"."countries" as t0 order by t0."name" asc limit $1 offset $2) as t0 order by t0."name" asc`,
    );
    // Without an offset the JSON is built in the one select, as before.
    expect(read('countries', 'select=id&limit=10').sql).not.toContain('select t0.*');
  });

  it('translates every operator to SQL with the value bound', () => {
    const cases: [string, string, (string | null)[]][] = [
      ['name=neq.a', `t0."name" <> $1`, ['a']],
      ['name=like.a*b', `t0."name" like $1`, ['a%b']],
      ['name=ilike.*x', `t0."name" ilike $1`, ['%x']],
      ['name=match.^a', `t0."name" ~ $1`, ['^a']],
      ['name=imatch.^a', `t0."name" ~* $1`, ['^a']],
      ['id=in.(1,2)', `t0."id" = any($1)`, ['{"1","2"}']],
      ['id=is.null', `t0."id" is null`, []],
      ['id=not.is.true', `not (t0."id" is true)`, []],
      ['id=isdistinct.3', `t0."id" is distinct from $1`, ['3']],
      ['tags=cs.{a,b}', `t0."tags" @> $1`, ['{a,b}']],
      ['tags=cd.{a}', `t0."tags" <@ $1`, ['{a}']],
      ['tags=ov.{a}', `t0."tags" && $1`, ['{a}']],
      ['meta->>k=eq.v', `(t0."meta"->>$1::text) = $2`, ['k', 'v']],
      ['meta->0=eq.1', `(t0."meta"->$1::int) = $2`, ['0', '1']],
      [
        'name=fts(english).cat',
        `to_tsvector($1::regconfig, t0."name") @@ to_tsquery($1::regconfig, $2)`,
        ['english', 'cat'],
      ],
      ['name=wfts.cat', `to_tsvector(t0."name") @@ websearch_to_tsquery($1)`, ['cat']],
      ['name=like(any).{a*,b*}', `t0."name" like any($1)`, ['{a%,b%}']],
    ];
    for (const [query, where, params] of cases) {
      const built = read('countries', `select=id&${query}`);
      expect(built.sql, query).toContain(` where ${where}`);
      expect(built.params, query).toEqual(params);
    }
    expect(read('cities', 'select=id&search=plfts.x').sql).toContain(`t0."search" @@ plainto_tsquery($1)`);
  });

  it('builds or/and trees as nested conditions', () => {
    const { sql } = read('countries', 'select=id&or=(id.eq.1,and(name.eq.a,not.or(id.gt.5,id.lt.0)))');
    expect(sql).toContain(`where (t0."id" = $1 or (t0."name" = $2 and not ((t0."id" > $3 or t0."id" < $4))))`);
  });

  it('embeds many-to-one, one-to-many and many-to-many as LEFT JOIN LATERAL subqueries', () => {
    const m2o = read('cities', 'select=name,country:countries(name)').sql;
    expect(m2o).toContain(
      `left join lateral (select json_build_object('name', t1."name") as body from "public"."countries" as t1 where t1."id" = t0."country_id") as e1 on true`,
    );
    const o2m = read('countries', 'select=name,cities(name)&cities.order=name.desc&cities.limit=2').sql;
    expect(o2m).toContain(
      `select json_agg(_x.j) as body from (select json_build_object('name', t1."name") as j from "public"."cities" as t1 where t1."country_id" = t0."id" order by t1."name" desc limit $1) _x`,
    );
    expect(o2m).toContain(`coalesce(e1.body, '[]'::json)`);
    // reviews also points at films and actors, but its keys are not its primary key: no junction.
    const m2m = read('films', 'select=title,actors(name)').sql;
    expect(m2m).toContain(
      `from "public"."actors" as t1 join "public"."roles" as t1_j on t1_j."actor_id" = t1."id" where t1_j."film_id" = t0."id"`,
    );
  });

  it('applies !inner to the parent and to the exact count', () => {
    const { sql } = read('countries', 'select=name,cities!inner(name)&cities.name=eq.x', true);
    expect(sql).toContain('where e1.body is not null');
    expect(sql).toMatch(
      /\(select count\(\*\)::int from "public"\."countries" as t0 left join lateral .* where e1\.body is not null\) as total/,
    );
  });

  it('disambiguates embeds with !fk or !column, else PGRST201/PGRST200', () => {
    expect(read('messages', 'select=id,actors!sender_id(name)').sql).toContain(`t1."id" = t0."sender_id"`);
    expect(read('messages', 'select=id,actors!messages_receiver_id_fkey(name)').sql).toContain(
      `t1."id" = t0."receiver_id"`,
    );
    const ambiguous = pgrstError(() => read('messages', 'select=id,actors(name)'));
    expect(ambiguous.code).toBe('PGRST201');
    expect(ambiguous.details).toHaveLength(2);
    expect(pgrstError(() => read('countries', 'select=id,actors(name)')).code).toBe('PGRST200');
    expect(pgrstError(() => read('messages', 'select=id,actors!nope(name)')).code).toBe('PGRST200');
  });

  it('reports unknown columns anywhere as 42703 and unknown embed paths as PGRST108', () => {
    for (const q of [
      'select=nope',
      'nope=eq.1',
      'order=nope',
      'select=id,cities(nope)',
      'select=id,cities(id)&cities.nope=eq.1',
      'or=(id.eq.1,nope.eq.2)',
    ]) {
      expect(pgrstError(() => read('countries', q)).code, q).toBe('42703');
    }
    expect(pgrstError(() => read('countries', 'select=id&cities.id=eq.1')).code).toBe('PGRST108');
  });

  it('never splices input into SQL: aliases, JSON keys and values are bound', () => {
    const evil = `x"; drop table countries; --`;
    const { sql, params } = read(
      'countries',
      new URLSearchParams({
        select: `"${evil.replaceAll('"', '\\"')}":name,meta->>"${evil.replaceAll('"', '\\"')}"`,
        name: `eq.${evil}`,
        or: `(name.eq."${evil.replaceAll('"', '\\"')}")`,
      }).toString(),
    );
    expect(sql).not.toContain('drop table');
    expect(params.filter((p) => p === evil).length).toBeGreaterThanOrEqual(3);
  });

  it('answers every hostile query with a PostgREST error or a safe statement, never another exception', () => {
    const hostile = [
      'select=*,cities(*,countries(*,cities(*)))',
      "name=eq.'; select 1; --",
      'select=name::text;drop',
      'select=a:b:c',
      'order=cities(nope)',
      'order=countries(name)',
      'select=...cities(name)',
      `select=${'cities(countries('.repeat(10)}id${'))'.repeat(10)}`,
    ];
    for (const q of hostile) {
      try {
        const { sql } = read('countries', q);
        expect(sql).not.toMatch(/;|--/);
      } catch (e) {
        expect(e, q).toBeInstanceOf(HttpError);
      }
    }
  });

  it('maps SQLSTATEs to PostgREST statuses', () => {
    expect(statusForSqlState('42501', 'anon')).toBe(401);
    expect(statusForSqlState('42501', 'authenticated')).toBe(403);
    expect(['23505', '23503', '40001'].map((c) => statusForSqlState(c, 'anon'))).toEqual([409, 409, 409]);
    expect(
      ['23502', '23514', '22001', '22003', '22P02', '22007', 'P0001', '42703'].map((c) => statusForSqlState(c, 'anon')),
    ).toEqual(Array(8).fill(400));
    expect(['42883', '42P01'].map((c) => statusForSqlState(c, 'anon'))).toEqual([404, 404]);
    expect(['25006', '08006', 'XX000', 'PT418'].map((c) => statusForSqlState(c, 'anon'))).toEqual([405, 503, 500, 418]);
  });
});
