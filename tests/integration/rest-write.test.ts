/** /rest/v1 writes through supabase-js: insert, bulk, upsert, update, delete, Prefer handling, constraint errors. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadSql, startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

/** Rows sorted by name: a write returns its rows in no promised order. */
const byName = <T extends { name: string }>(rows: T[] | null) =>
  [...(rows ?? [])].sort((a, b) => a.name.localeCompare(b.name));

const FIXTURE = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/rest-fixture.sql'), 'utf8');

describe(`rest writes (${TEST_DB})`, () => {
  let stack: TestStack;
  /** The fixture's tables and functions are not in the generated types: the client as an untyped one. */
  const db = (): SupabaseClient => stack.service;
  const rest = (p: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/rest/v1/${p}`, {
      method,
      headers: {
        apikey: stack.config.serviceRoleKey,
        authorization: `Bearer ${stack.config.serviceRoleKey}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    stack = await startTestStack();
    await loadSql(stack, FIXTURE);
  });
  afterAll(() => stack?.close());

  it('inserts one row: 201, minimal by default, representation with select and embeds', async () => {
    const minimal = await db().from('fx_actors').insert({ name: 'Dora' });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
    const { data, status } = await db()
      .from('fx_cities')
      .insert({ name: 'Kyoto', country_id: 3 })
      .select('name, active, country:fx_countries(name)')
      .single();
    expect(status).toBe(201);
    expect(data).toEqual({ name: 'Kyoto', active: true, country: { name: 'Japan' } });
  });

  it('sends Location for return=headers-only and Preference-Applied', async () => {
    const res = await rest('fx_actors', 'POST', { name: 'Eve' }, { prefer: 'return=headers-only' });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(/^\/fx_actors\?id=eq\.\d+$/);
    expect(res.headers.get('preference-applied')).toContain('return=headers-only');
    expect(await res.text()).toBe('');
  });

  it('bulk-inserts with columns= and fills missing keys with defaults (missing=default) or null', async () => {
    // supabase-js defaults to missing keys = null, as PostgREST: a NOT NULL column without the key fails.
    const nulls = await db()
      .from('fx_countries')
      .insert([
        { name: 'Peru', code: 'PE', tags: ['andes'] },
        { name: 'Chile', code: 'CL' },
      ]);
    expect(nulls).toMatchObject({ status: 400, error: { code: '23502' } });
    const { data, error } = await db()
      .from('fx_countries')
      .insert(
        [
          { name: 'Peru', code: 'PE', tags: ['andes'] },
          { name: 'Chile', code: 'CL' },
        ],
        { defaultToNull: false },
      )
      .select('name, tags, meta');
    expect(error).toBeNull();
    // A write's rows come back in the order it wrote them (PostgREST applies no `order` to them).
    expect(byName(data)).toEqual([
      { name: 'Chile', tags: [], meta: {} },
      { name: 'Peru', tags: ['andes'], meta: {} },
    ]);
    const nullMissing = await rest(
      'fx_films?columns=title,year&select=title,year',
      'POST',
      [{ title: 'A' }, { title: 'B', year: 2000 }],
      { prefer: 'return=representation' },
    );
    expect(nullMissing.status).toBe(201);
    expect(await nullMissing.json()).toEqual([
      { title: 'A', year: null },
      { title: 'B', year: 2000 },
    ]);
  });

  it('upserts with merge-duplicates and ignore-duplicates, on_conflict by a unique column', async () => {
    const merged = await db()
      .from('fx_countries')
      .upsert({ name: 'Peru', code: 'PE', population: 34000000 }, { onConflict: 'name' })
      .select('name, population');
    expect(merged.data).toEqual([{ name: 'Peru', population: 34000000 }]);
    const ignored = await db()
      .from('fx_countries')
      .upsert({ name: 'Peru', code: 'PE', population: 1 }, { onConflict: 'name', ignoreDuplicates: true })
      .select('name');
    expect(ignored.data).toEqual([]);
    const byPk = await db()
      .from('fx_actors')
      .upsert([
        { id: 1, name: 'Ada L.' },
        { id: 100, name: 'New' },
      ])
      .select('id,name')
      .order('id');
    expect(byPk.data).toEqual([
      { id: 1, name: 'Ada L.' },
      { id: 100, name: 'New' },
    ]);
    const { data } = await db().from('fx_countries').select('population').eq('name', 'Peru').single();
    expect(data).toEqual({ population: 34000000 });
  });

  it('updates with filters: 204 by default, 200 with representation, count=exact', async () => {
    const minimal = await db().from('fx_cities').update({ active: false }).eq('country_id', 1);
    expect(minimal.status).toBe(204);
    const { data, status, count } = await db()
      .from('fx_cities')
      .update({ active: true }, { count: 'exact' })
      .eq('country_id', 1)
      .select('name, active');
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(byName(data)).toEqual([
      { name: 'Lyon', active: true },
      { name: 'Paris', active: true },
    ]);
  });

  it('limits an update and a delete with order + limit', async () => {
    await db()
      .from('fx_actors')
      .insert([{ name: 'tmp1' }, { name: 'tmp2' }, { name: 'tmp3' }]);
    const res = await rest(
      'fx_actors?name=like.tmp*&order=name.desc&limit=1&select=name',
      'PATCH',
      { name: 'tmpX' },
      { prefer: 'return=representation' },
    );
    expect(await res.json()).toEqual([{ name: 'tmpX' }]);
    const del = await db().from('fx_actors').delete().like('name', 'tmp*').order('name').limit(2).select('name');
    expect(del.data).toEqual([{ name: 'tmp1' }, { name: 'tmp2' }]);
    const left = await db().from('fx_actors').select('name').like('name', 'tmp*');
    expect(left.data).toEqual([{ name: 'tmpX' }]);
  });

  it('deletes with filters and returns deleted rows on request', async () => {
    const { data, status } = await db().from('fx_countries').delete().eq('name', 'Chile').select('name');
    expect(status).toBe(200);
    expect(data).toEqual([{ name: 'Chile' }]);
    const none = await db().from('fx_countries').delete().eq('name', 'Chile');
    expect(none.status).toBe(204);
  });

  it('rolls back a singular write that does not hit exactly one row', async () => {
    const res = await db().from('fx_cities').update({ active: false }).eq('country_id', 1).select('name').single();
    expect(res.status).toBe(406);
    expect(res.error?.code).toBe('PGRST116');
    const { data } = await db().from('fx_cities').select('active').eq('country_id', 1);
    expect(data).toEqual([{ active: true }, { active: true }]);
  });

  it('maps constraint violations to PostgREST statuses with details', async () => {
    const unique = await db().from('fx_countries').insert({ name: 'France', code: 'FR' });
    expect(unique).toMatchObject({ status: 409, error: { code: '23505' } });
    expect(unique.error?.details).toContain('France');
    const fk = await db().from('fx_cities').insert({ name: 'X', country_id: 999 });
    expect(fk).toMatchObject({ status: 409, error: { code: '23503' } });
    const notNull = await db().from('fx_cities').insert({ country_id: 1 });
    expect(notNull).toMatchObject({ status: 400, error: { code: '23502' } });
    const check = await db().from('fx_countries').insert({ name: 'Lower', code: 'lo' });
    expect(check).toMatchObject({ status: 400, error: { code: '23514' } });
    const tooLong = await db()
      .from('fx_country_profiles')
      .insert({ country_id: 2, motto: 'x'.repeat(30) });
    expect(tooLong).toMatchObject({ status: 400, error: { code: '22001' } });
    const range = await db().from('fx_films').insert({ title: 'x', year: 99999999999 });
    expect(range).toMatchObject({ status: 400, error: { code: '22003' } });
    const badDate = await db().from('fx_cities').insert({ name: 'x', country_id: 1, founded: 'yesterday-ish' });
    expect(badDate).toMatchObject({ status: 400, error: { code: '22007' } });
  });

  it('rejects unknown payload columns (PGRST204) and bad JSON (PGRST102)', async () => {
    const unknown = await db().from('fx_actors').insert({ name: 'x', nope: 1 });
    // Its wording differs between PostgREST releases: rest-golden/differences.ts.
    expect(unknown).toMatchObject({ status: 400, error: { code: 'PGRST204' } });
    const patch = await db().from('fx_actors').update({ nope: 1 }).eq('id', 1);
    expect(patch.error?.code).toBe('PGRST204');
    const bad = await rest('fx_actors', 'POST', '{"name":');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('PGRST102');
  });

  it('upserts one row by primary key with PUT', async () => {
    const created = await rest(
      'fx_actors?id=eq.500&select=id,name',
      'PUT',
      { id: 500, name: 'Put' },
      { prefer: 'return=representation' },
    );
    // PostgREST 12: 201 when the PUT inserted, 200 when it replaced (with a representation), else 204.
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual([{ id: 500, name: 'Put' }]);
    const replaced = await rest('fx_actors?id=eq.500', 'PUT', { id: 500, name: 'Put again' });
    expect(replaced.status).toBe(204);
    expect((await db().from('fx_actors').select('name').eq('id', 500).single()).data).toEqual({ name: 'Put again' });
    const mismatch = await rest('fx_actors?id=eq.501', 'PUT', { id: 500, name: 'x' });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { code: string }).code).toBe('PGRST115');
    const notByKey = await rest('fx_actors?name=eq.x', 'PUT', { id: 1, name: 'x' });
    expect(notByKey.status).toBe(405);
    expect(((await notByKey.json()) as { code: string }).code).toBe('PGRST105');
  });

  it("ignores Prefer: tx=rollback, as Supabase's PostgREST (db-tx-end = commit) does", async () => {
    const res = await rest(
      'fx_actors?select=name',
      'POST',
      { name: 'Ghost' },
      { prefer: 'return=representation,tx=rollback' },
    );
    expect(await res.json()).toEqual([{ name: 'Ghost' }]);
    expect(res.headers.get('preference-applied')).toBe('return=representation');
    const { data } = await db().from('fx_actors').select('name').eq('name', 'Ghost');
    expect(data).toEqual([{ name: 'Ghost' }]);
  });
});
