/** /rest/v1 reads through supabase-js: select grammar, embeds, filters, ordering, paging, counts. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadSql, startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

const FIXTURE = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/rest-fixture.sql'), 'utf8');

describe(`rest reads (${TEST_DB})`, () => {
  let stack: TestStack;
  /** The fixture's tables and functions are not in the generated types: the client as an untyped one. */
  const db = (): SupabaseClient => stack.service;
  /** Raw HTTP with the service key, for headers supabase-js does not expose. */
  const rest = (p: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${stack.url}/rest/v1/${p}`, {
      method,
      headers: {
        apikey: stack.config.serviceRoleKey,
        authorization: `Bearer ${stack.config.serviceRoleKey}`,
        ...headers,
      },
    });

  beforeAll(async () => {
    stack = await startTestStack();
    await loadSql(stack, FIXTURE);
  });
  afterAll(() => stack?.close());

  it('selects columns, aliases, casts and JSON paths', async () => {
    const { data, error } = await db()
      .from('fx_countries')
      .select('name, iso:code, pop:population::text, capital:meta->>capital, firstLang:meta->langs->0, eu:meta->eu')
      .eq('code', 'FR');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'France', iso: 'FR', pop: '68000000', capital: 'Paris', firstLang: 'fr', eu: true }]);
  });

  it('returns every column for * with native JSON types (jsonb, arrays, numbers, dates)', async () => {
    const { data } = await db().from('fx_countries').select('*').eq('id', 4).single();
    expect(data).toEqual({
      id: 4,
      name: 'Iceland',
      code: 'IS',
      meta: { capital: 'Reykjavik', eu: false },
      tags: ['europe', 'cold, windy'],
      population: 380000,
    });
  });

  it('embeds many-to-one as an object and one-to-many as an array, nested', async () => {
    const { data } = await db()
      .from('fx_cities')
      .select('name, country:fx_countries(name, fx_country_profiles(motto))')
      .in('name', ['Paris', 'Berlin'])
      .order('name');
    expect(data).toEqual([
      { name: 'Berlin', country: { name: 'Germany', fx_country_profiles: null } },
      { name: 'Paris', country: { name: 'France', fx_country_profiles: { motto: 'Liberté' } } },
    ]);
    const { data: countries } = await db()
      .from('fx_countries')
      .select('name, fx_cities(name)')
      .eq('code', 'DE')
      .order('name', { referencedTable: 'fx_cities', ascending: false });
    expect(countries).toEqual([{ name: 'Germany', fx_cities: [{ name: 'Munich' }, { name: 'Berlin' }] }]);
  });

  it('embeds many-to-many through the junction table', async () => {
    const { data } = await db().from('fx_films').select('title, fx_actors(name)').eq('id', 2);
    expect(data?.[0].fx_actors.map((a: { name: string }) => a.name).sort()).toEqual(['Ben', 'Cleo']);
    const { data: actors } = await db().from('fx_actors').select('name, fx_films(title)').eq('name', 'Ada');
    expect(actors).toEqual([{ name: 'Ada', fx_films: [{ title: 'The Loom' }] }]);
  });

  it('needs a hint for two foreign keys to the same table (PGRST201, 300) and accepts !fk and !column', async () => {
    const ambiguous = await db().from('fx_messages').select('body, fx_actors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    expect(ambiguous.error?.details).toHaveLength(2);
    expect(ambiguous.error?.hint).toContain('fx_actors!fx_messages_sender_id_fkey');
    const { data } = await db()
      .from('fx_messages')
      .select('body, from:fx_actors!sender_id(name), to:fx_actors!fx_messages_receiver_id_fkey(name)')
      .eq('body', 'hello');
    expect(data).toEqual([{ body: 'hello', from: { name: 'Cleo' }, to: { name: 'Ada' } }]);
  });

  it('embeds by foreign key column or constraint name and filters parents on embed presence', async () => {
    const { data } = await db().from('fx_messages').select('body, from:sender_id(name)').eq('body', 'hello');
    expect(data).toEqual([{ body: 'hello', from: { name: 'Cleo' } }]);
    const byName = await db().from('fx_actors').select('name, fx_messages_sender_id_fkey(body)').eq('name', 'Cleo');
    expect(byName.data).toEqual([{ name: 'Cleo', fx_messages_sender_id_fkey: [{ body: 'hello' }] }]);
    const withProfile = await db()
      .from('fx_countries')
      .select('name, fx_country_profiles(motto)')
      .not('fx_country_profiles', 'is', null)
      .order('name');
    expect(withProfile.data?.map((c) => c.name)).toEqual(['France', 'Japan']);
    const withoutProfile = await db()
      .from('fx_countries')
      .select('name, fx_country_profiles()', { count: 'exact' })
      .is('fx_country_profiles', null);
    expect(withoutProfile.count).toBe(3);
    const inTree = await db()
      .from('fx_countries')
      .select('name, fx_country_profiles()', { count: 'exact' })
      .or('fx_country_profiles.not.is.null,code.eq.DE');
    expect(inTree.count).toBe(3);
  });

  it('embeds through views by the keys of their base tables', async () => {
    const fromView = await db().from('fx_active_cities').select('city, fx_countries(code)').eq('city', 'Berlin');
    expect(fromView.data).toEqual([{ city: 'Berlin', fx_countries: { code: 'DE' } }]);
    const toView = await db()
      .from('fx_cities')
      .select('name, fx_big_countries(name)')
      .in('name', ['Lyon', 'Reykjavik'])
      .order('id');
    expect(toView.data).toEqual([
      { name: 'Lyon', fx_big_countries: { name: 'France' } },
      { name: 'Reykjavik', fx_big_countries: null },
    ]);
    const viewToMany = await db().from('fx_big_countries').select('name, fx_cities(name)').eq('name', 'Germany');
    expect(viewToMany.data).toEqual([{ name: 'Germany', fx_cities: [{ name: 'Berlin' }, { name: 'Munich' }] }]);
    const viewFromTable = await db().from('fx_countries').select('code, fx_active_cities(city)').eq('code', 'DE');
    expect(viewFromTable.data).toEqual([{ code: 'DE', fx_active_cities: [{ city: 'Berlin' }] }]);
  });

  it('reports a missing relationship as PGRST200', async () => {
    const { error, status } = await db().from('fx_countries').select('name, fx_actors(name)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
    expect(error?.message).toContain("'fx_countries' and 'fx_actors'");
  });

  it('filters, limits and orders inside embeds; !inner filters the parent', async () => {
    const { data } = await db()
      .from('fx_countries')
      .select('name, fx_cities(name)')
      .eq('fx_cities.active', true)
      .limit(1, { referencedTable: 'fx_cities' })
      .in('code', ['DE', 'JP'])
      .order('name');
    expect(data).toEqual([
      { name: 'Germany', fx_cities: [{ name: 'Berlin' }] },
      { name: 'Japan', fx_cities: [{ name: 'Tokyo' }] },
    ]);
    const inner = await db().from('fx_countries').select('name, fx_cities!inner(name)').eq('fx_cities.name', 'Lyon');
    expect(inner.data).toEqual([{ name: 'France', fx_cities: [{ name: 'Lyon' }] }]);
    const orEmbed = await db()
      .from('fx_countries')
      .select('name, fx_cities!inner(name)')
      .or('name.eq.Tokyo,name.eq.Munich', { referencedTable: 'fx_cities' })
      .order('name');
    expect(orEmbed.data?.map((c) => c.name)).toEqual(['Germany', 'Japan']);
    const withoutKey = await db().from('fx_countries').select('name, fx_cities!inner()').eq('fx_cities.name', 'Tokyo');
    expect(withoutKey.data).toEqual([{ name: 'Japan' }]);
  });

  it('orders by a to-one embed column and spreads a to-one embed', async () => {
    const { data } = await db()
      .from('fx_cities')
      .select('name, fx_countries(name)')
      .order('fx_countries(name)', { ascending: false })
      .order('name')
      .limit(3);
    expect(data?.map((c) => c.name)).toEqual(['Tokyo', 'Reykjavik', 'Berlin']);
    const spread = await db().from('fx_cities').select('name, ...fx_countries(country:name, code)').eq('name', 'Lyon');
    expect(spread.data).toEqual([{ name: 'Lyon', country: 'France', code: 'FR' }]);
  });

  it('supports every comparison and pattern operator', async () => {
    const names = async (q: PromiseLike<{ data: { name: string }[] | null }>) => (await q).data?.map((r) => r.name);
    const c = () => db().from('fx_countries').select('name').order('name');
    expect(await names(c().eq('code', 'JP'))).toEqual(['Japan']);
    expect(await names(c().neq('code', 'JP').lt('id', 3))).toEqual(['France', 'Germany']);
    expect(await names(c().gt('population', 80000000))).toEqual(['Germany', 'Japan']);
    expect(await names(c().gte('population', 84000000).lte('population', 84000000))).toEqual(['Germany']);
    expect(await names(c().like('name', '*ce'))).toEqual(['France']);
    expect(await names(c().ilike('name', 'g*'))).toEqual(['Germany']);
    expect(await names(c().match({ code: 'IS' }))).toEqual(['Iceland']);
    expect(await names(c().filter('name', 'match', '^[FG]'))).toEqual(['France', 'Germany']);
    expect(await names(c().filter('name', 'imatch', '^j'))).toEqual(['Japan']);
    expect(await names(c().is('population', null))).toEqual(['Atlantis']);
    expect(await names(c().not('population', 'is', null).lt('population', 1000000))).toEqual(['Iceland']);
    expect(await names(c().eq('meta->>eu', 'true'))).toEqual(['France', 'Germany']);
    expect(await names(c().filter('population', 'isdistinct', 68000000))).toEqual([
      'Atlantis',
      'Germany',
      'Iceland',
      'Japan',
    ]);
    expect(await names(c().not('name', 'in', '("France","Germany","Japan")'))).toEqual(['Atlantis', 'Iceland']);
    expect(await names(c().filter('name', 'like(any)', '{F*,J*}'))).toEqual(['France', 'Japan']);
  });

  it('handles in() values with commas and quotes', async () => {
    const { data } = await db().from('fx_countries').select('name').filter('tags', 'cs', '{"cold, windy"}');
    expect(data).toEqual([{ name: 'Iceland' }]);
    const quoted = await db()
      .from('fx_countries')
      .select('name')
      .in('name', ['Iceland', 'a,"b"', 'France'])
      .order('id');
    expect(quoted.data).toEqual([{ name: 'France' }, { name: 'Iceland' }]);
  });

  it('supports array, range and jsonb containment operators', async () => {
    const names = async (q: PromiseLike<{ data: { name?: string; title?: string }[] | null }>) =>
      (await q).data?.map((r) => r.name ?? r.title);
    expect(await names(db().from('fx_countries').select('name').contains('tags', ['europe']).order('id'))).toEqual([
      'France',
      'Germany',
      'Iceland',
    ]);
    expect(
      await names(db().from('fx_countries').select('name').containedBy('tags', ['asia', 'x']).order('id')),
    ).toEqual(['Japan', 'Atlantis']);
    expect(
      await names(db().from('fx_countries').select('name').overlaps('tags', ['beer', 'asia']).order('id')),
    ).toEqual(['Germany', 'Japan']);
    expect(await names(db().from('fx_countries').select('name').contains('meta', { eu: true }).order('id'))).toEqual([
      'France',
      'Germany',
    ]);
    expect(await names(db().from('fx_films').select('title').overlaps('years', '[2011,2020)'))).toEqual(['Silk Road']);
    expect(await names(db().from('fx_films').select('title').contains('years', '[1995,1996]'))).toEqual(['The Loom']);
    expect(await names(db().from('fx_films').select('title').rangeGt('years', '[1980,1989]').order('id'))).toEqual([
      'The Loom',
      'Silk Road',
    ]);
  });

  it('supports full-text search on tsvector and text columns with a configuration', async () => {
    const t = async (q: PromiseLike<{ data: { name?: string; title?: string }[] | null }>) =>
      (await q).data?.map((r) => r.name ?? r.title);
    expect(await t(db().from('fx_cities').select('name').textSearch('search', 'munich'))).toEqual(['Munich']);
    expect(
      await t(db().from('fx_films').select('title').textSearch('summary', 'silk & desert', { config: 'english' })),
    ).toEqual(['Silk Road']);
    expect(
      await t(
        db()
          .from('fx_films')
          .select('title')
          .textSearch('summary', 'cotton harvest', { type: 'plain', config: 'english' }),
      ),
    ).toEqual(['Cotton Fields']);
    expect(
      await t(db().from('fx_films').select('title').textSearch('summary', 'ancient craft', { type: 'phrase' })),
    ).toEqual(['The Loom']);
    expect(
      await t(
        db()
          .from('fx_films')
          .select('title')
          .textSearch('summary', 'merchants -weaver', { type: 'websearch', config: 'english' }),
      ),
    ).toEqual(['Silk Road']);
    expect(await t(db().from('fx_films').select('title').not('summary', 'fts', 'silk').order('id'))).toEqual([
      'The Loom',
      'Cotton Fields',
    ]);
  });

  it('nests or/and/not arbitrarily', async () => {
    const { data } = await db()
      .from('fx_countries')
      .select('name')
      .or('code.eq.FR,and(population.gt.100000000,or(name.like.J*,name.eq.x)),not.or(id.lt.5,code.eq.AT)')
      .order('name');
    expect(data?.map((r) => r.name)).toEqual(['France', 'Japan']);
    const notOr = await rest('fx_countries?select=name&not.or=(code.eq.FR,code.eq.DE,code.eq.JP)&order=name');
    expect(((await notOr.json()) as { name: string }[]).map((r) => r.name)).toEqual(['Atlantis', 'Iceland']);
    const and = await rest('fx_countries?select=name&and=(population.gt.1,population.lt.70000000)&order=name');
    expect(await and.json()).toEqual([{ name: 'France' }, { name: 'Iceland' }]);
    const quoted = await db()
      .from('fx_countries')
      .select('name')
      .or('name.eq."Japan",name.in.("France","a,b")')
      .order('id');
    expect(quoted.data).toEqual([{ name: 'France' }, { name: 'Japan' }]);
  });

  it('orders with asc/desc/nullsfirst/nullslast over several columns', async () => {
    const { data } = await db()
      .from('fx_countries')
      .select('name')
      .order('population', { ascending: false, nullsFirst: false })
      .order('name');
    expect(data?.map((r) => r.name)).toEqual(['Japan', 'Germany', 'France', 'Iceland', 'Atlantis']);
    const first = await rest('fx_countries?select=name&order=population.asc.nullsfirst,name&limit=2');
    expect(await first.json()).toEqual([{ name: 'Atlantis' }, { name: 'Iceland' }]);
  });

  it('pages with limit/offset and Range, reports counts in Content-Range with 206 when cut', async () => {
    const page = await db().from('fx_countries').select('name', { count: 'exact' }).order('id').range(1, 2);
    expect(page.status).toBe(206);
    expect(page.count).toBe(5);
    expect(page.data).toEqual([{ name: 'Germany' }, { name: 'Japan' }]);
    const all = await db().from('fx_countries').select('name', { count: 'exact' });
    expect(all.status).toBe(200);
    expect(all.count).toBe(5);
    const ranged = await rest('fx_countries?select=id&order=id', {
      range: '0-1',
      'range-unit': 'items',
      prefer: 'count=exact',
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('0-1/5');
    const noCount = await rest('fx_countries?select=id&order=id&limit=2&offset=3');
    expect(noCount.status).toBe(200);
    expect(noCount.headers.get('content-range')).toBe('3-4/*');
    const empty = await rest('fx_countries?select=id&code=eq.XX', { prefer: 'count=exact' });
    expect(empty.headers.get('content-range')).toBe('*/0');
    const past = await rest('fx_countries?select=id&offset=10', { prefer: 'count=exact' });
    expect(past.status).toBe(416);
    expect(((await past.json()) as { code: string }).code).toBe('PGRST103');
    const planned = await db().from('fx_countries').select('id', { count: 'planned' });
    expect(typeof planned.count).toBe('number');
    const estimated = await db().from('fx_countries').select('id', { count: 'estimated' }).limit(1);
    expect(estimated.count).toBe(5);
  });

  it('answers HEAD with headers only', async () => {
    const { data, count, status } = await db()
      .from('fx_cities')
      .select('*', { count: 'exact', head: true })
      .eq('country_id', 1);
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(2);
    const res = await rest('fx_cities?country_id=eq.1', { prefer: 'count=exact' }, 'HEAD');
    expect(res.headers.get('content-range')).toBe('0-1/2');
    expect(await res.text()).toBe('');
  });

  it('answers singular requests with an object or 406 PGRST116', async () => {
    const one = await db().from('fx_countries').select('name').eq('code', 'JP').single();
    expect(one.data).toEqual({ name: 'Japan' });
    const many = await db().from('fx_countries').select('name').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 5 rows',
    });
    const none = await db().from('fx_countries').select('name').eq('code', 'XX').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const raw = await rest('fx_countries?select=name&code=eq.DE', { accept: 'application/vnd.pgrst.object+json' });
    expect(raw.headers.get('content-type')).toContain('application/vnd.pgrst.object+json');
  });

  it('answers text/csv, values as PostgreSQL prints them', async () => {
    const { data } = await db().from('fx_countries').select('id, name, tags').lt('id', 5).gt('id', 2).order('id').csv();
    expect(data).toBe('id,name,tags\n3,Japan,{asia}\n4,Iceland,"{europe,""cold, windy""}"');
  });

  it('strips nulls on request and reads views', async () => {
    const { data } = await db().from('fx_countries').select('name, population').eq('code', 'AT').stripNulls();
    expect(data).toEqual([{ name: 'Atlantis' }]);
    const view = await db().from('fx_big_countries').select('name').order('name');
    expect(view.data).toEqual([{ name: 'France' }, { name: 'Germany' }, { name: 'Japan' }]);
  });

  it('turns bad input into PostgREST errors, never 500', async () => {
    const unknownColumn = await db().from('fx_countries').select('name, nope');
    expect(unknownColumn).toMatchObject({ status: 400, error: { code: '42703' } });
    const unknownFilter = await db().from('fx_countries').select('name').eq('nope', 1);
    expect(unknownFilter).toMatchObject({ status: 400, error: { code: '42703' } });
    // Its code differs between PostgREST releases: rest-golden/differences.ts.
    expect((await db().from('fx_nope').select('*')).status).toBe(404);
    for (const q of [
      'fx_countries?select=name,(',
      'fx_countries?or=(name.eq.a',
      'fx_countries?name=xx.1',
      'fx_countries?name=eq',
      "fx_countries?select=name'; drop table fx_cities; --",
      'fx_countries?order=name.sideways',
      `fx_countries?or=${'or('.repeat(200)}a.eq.1${')'.repeat(200)}`,
    ]) {
      const res = await rest(q);
      expect(res.status, q).toBeGreaterThanOrEqual(400);
      expect(res.status, q).toBeLessThan(500);
      expect(((await res.json()) as { code: string }).code, q).toMatch(/^(PGRST1\d\d|42703)$/);
    }
    const stillThere = await db().from('fx_cities').select('id', { count: 'exact', head: true });
    expect(stillThere.count).toBe(6);
    const badType = await db().from('fx_countries').select('name').eq('id', 'abc');
    expect(badType).toMatchObject({ status: 400, error: { code: '22P02' } });
    const notEmbedded = await rest('fx_countries?select=name&fx_cities.name=eq.x');
    expect(notEmbedded.status).toBe(400);
    expect(((await notEmbedded.json()) as { code: string }).code).toBe('PGRST108');
  });

  it('reloads the schema cache once when a relation appears outside the stack', async () => {
    await stack.db.exec('create table public.fx_late (id int primary key); insert into public.fx_late values (7);');
    const { data, error } = await db().from('fx_late').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 7 }]);
  });

  it('only exposes the public schema', async () => {
    const { error, status } = await db().schema('auth').from('users').select('id');
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST106');
  });
});
