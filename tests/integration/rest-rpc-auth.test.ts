/** /rest/v1 RPC and authorization through supabase-js: functions of every shape, JWT checks, RLS per role. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { loadSql, startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

const FIXTURE = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/rest-fixture.sql'), 'utf8');
const ADA = '00000000-0000-0000-0000-0000000000a1';
const BEN = '00000000-0000-0000-0000-0000000000b2';

describe(`rest rpc and auth (${TEST_DB})`, () => {
  let stack: TestStack;
  /** The fixture's tables and functions are not in the generated types: the client as an untyped one. */
  const db = (): SupabaseClient => stack.service;
  const anon = (): SupabaseClient => stack.anon;
  const now = () => Math.floor(Date.now() / 1000);
  const token = (claims: Record<string, unknown>) => signJwt({ exp: now() + 600, ...claims }, stack.config.jwtSecret);
  /** A supabase-js client sending `Authorization: Bearer <jwt>`, as a signed-in app would. */
  const as = (jwt: string) =>
    createClient(stack.url, stack.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
      global: { headers: { Authorization: `Bearer ${jwt}` } },
    });
  const user = async (sub: string) => as(await token({ sub, role: 'authenticated', email: `${sub.slice(-2)}@x.test` }));

  beforeAll(async () => {
    stack = await startTestStack();
    await loadSql(stack, FIXTURE);
  });
  afterAll(() => stack?.close());

  it('calls a scalar function by POST with named arguments', async () => {
    expect(await db().rpc('fx_add', { a: 2, b: 40 })).toMatchObject({ data: 42, status: 200, error: null });
    expect((await db().rpc('fx_hello')).data).toBe('hello world');
    expect((await db().rpc('fx_hello', { name: 'loom' })).data).toBe('hello loom');
    expect((await db().rpc('fx_tags_count', { tags: ['a', 'b', 'c'] })).data).toBe(3);
  });

  it('calls functions by GET with arguments from the query string', async () => {
    expect((await db().rpc('fx_add', { a: 1, b: 2 }, { get: true })).data).toBe(3);
    expect((await db().rpc('fx_tags_count', { tags: ['x', 'y'] }, { get: true })).data).toBe(2);
    // Ordering a set of scalars by the function's name is the stack's own: rest-golden/differences.ts.
    const bad = await fetch(`${stack.url}/rest/v1/rpc/fx_series?n=4&order=nope`, {
      headers: { apikey: stack.config.anonKey },
    });
    expect(bad.status).toBe(400);
  });

  it('returns sets as arrays with select, filters, order, limit, embeds and counts', async () => {
    // Filtering these rows fails on PostgREST 12.0.2 (rest-golden/differences.ts); selecting and embedding work.
    const { data } = await db()
      .rpc('fx_cities_of', { country: 'Germany' })
      .select('name, country:fx_countries(code)')
      .order('name');
    expect(data).toEqual([
      { name: 'Berlin', country: { code: 'DE' } },
      { name: 'Munich', country: { code: 'DE' } },
    ]);
    const stats = await db()
      .rpc('fx_stats', {}, { count: 'exact' })
      .gt('cities', 0)
      .order('cities', { ascending: false })
      .order('country')
      .limit(2);
    expect(stats.data).toEqual([
      { country: 'France', cities: 2 },
      { country: 'Germany', cities: 2 },
    ]);
    expect(stats.count).toBe(4);
    expect(stats.status).toBe(206);
    expect((await db().rpc('fx_series', { n: 3 })).data).toEqual([1, 2, 3]);
    const single = await db().rpc('fx_cities_of', { country: 'Japan' }).select('name').single();
    expect(single.data).toEqual({ name: 'Tokyo' });
  });

  it('answers void functions with 204 and passes a whole body to a single unnamed json parameter', async () => {
    const v = await db().rpc('fx_touch', { note_title: 'from rpc' });
    expect(v).toMatchObject({ status: 204, data: null, error: null });
    const { data } = await db().from('fx_notes').select('title').eq('title', 'from rpc');
    expect(data).toEqual([{ title: 'from rpc' }]);
    expect((await db().rpc('fx_echo', { any: { nested: [1, 'two'] } })).data).toEqual({ any: { nested: [1, 'two'] } });
    const single = await fetch(`${stack.url}/rest/v1/rpc/fx_echo`, {
      method: 'POST',
      headers: { apikey: stack.config.anonKey, 'content-type': 'application/json', prefer: 'params=single-object' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await single.json()).toEqual({ a: 1 });
  });

  it('turns raise exception into 400 with message, details and hint', async () => {
    const { error, status } = await db().rpc('fx_fail', { msg: 'Out of yarn' });
    expect(status).toBe(400);
    expect(error).toEqual({ code: 'P0001', message: 'Out of yarn', details: 'fx detail', hint: 'fx hint' });
  });

  it('answers an unknown function or argument set with 404 PGRST202', async () => {
    const missing = await db().rpc('fx_nope', { a: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.fx_nope(a) in the schema cache',
    });
    const wrongArgs = await db().rpc('fx_add', { a: 1, c: 2 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
    expect(wrongArgs.error?.details).toContain('with parameters a, c');
  });

  it('runs GET functions read-only (a writing function answers 405)', async () => {
    const res = await db().rpc('fx_touch', { note_title: 'via get' }, { get: true });
    expect(res.status).toBe(405);
    expect(res.error?.code).toBe('25006');
  });

  it('runs as the JWT role with its claims', async () => {
    expect((await anon().rpc('fx_whoami')).data).toEqual({ role: 'anon', sub: null });
    expect((await (await user(ADA)).rpc('fx_whoami')).data).toEqual({ role: 'authenticated', sub: ADA });
    expect((await db().rpc('fx_whoami')).data).toMatchObject({ role: 'service_role' });
    const noHeader = await fetch(`${stack.url}/rest/v1/rpc/fx_whoami`, { method: 'POST' });
    expect(await noHeader.json()).toEqual({ role: 'anon', sub: null });
  });

  it('lets RLS decide per JWT: anon, each user, service role', async () => {
    const titles = async (c: ReturnType<typeof as>) =>
      ((await c.from('fx_notes').select('title').like('title', '* p*').order('title')).data ?? []).map((n) => n.title);
    expect(await titles(anon())).toEqual(['Ada public']);
    expect(await titles(await user(ADA))).toEqual(['Ada private', 'Ada public']);
    expect(await titles(await user(BEN))).toEqual(['Ada public', 'Ben private']);
    expect(await titles(db())).toEqual(['Ada private', 'Ada public', 'Ben private']);
  });

  it('enforces RLS on writes: own rows only, others silently untouched', async () => {
    const ben = await user(BEN);
    const inserted = await ben.from('fx_notes').insert({ title: 'Ben new' }).select('owner').single();
    expect(inserted.data).toEqual({ owner: BEN });
    const forged = await ben.from('fx_notes').insert({ title: 'forged', owner: ADA });
    expect(forged).toMatchObject({ status: 403, error: { code: '42501' } });
    const stolen = await ben.from('fx_notes').update({ title: 'hacked' }).eq('title', 'Ada private').select();
    expect(stolen.data).toEqual([]);
    const anonInsert = await anon().from('fx_notes').insert({ title: 'anon' });
    expect(anonInsert).toMatchObject({ status: 401, error: { code: '42501' } });
    const writeOnly = await anon().from('fx_feedback').insert({ message: 'nice loom' });
    expect(writeOnly).toMatchObject({ status: 201, error: null });
    const readBack = await anon().from('fx_feedback').insert({ message: 'again' }).select();
    expect(readBack).toMatchObject({ status: 401, error: { code: '42501' } });
    expect((await db().from('fx_feedback').select('message')).data).toEqual([{ message: 'nice loom' }]);
    const secret = await (await user(ADA)).from('fx_secrets').select('*');
    expect(secret).toMatchObject({ status: 403, error: { code: '42501' } });
    expect((await db().from('fx_secrets').select('value')).data).toEqual([{ value: 'classified' }]);
  });

  it('rejects expired, tampered and alg:none tokens', async () => {
    // Past the 30 s of clock skew PostgREST allows (its code differs between releases: rest-golden/differences.ts).
    const expired = await signJwt({ role: 'authenticated', sub: ADA, exp: now() - 60 }, stack.config.jwtSecret);
    const e = await as(expired).from('fx_countries').select('id');
    expect(e.status).toBe(401);
    expect(e.error).toMatchObject({ message: 'JWT expired' });
    const skewed = await signJwt({ role: 'authenticated', sub: ADA, exp: now() - 10 }, stack.config.jwtSecret);
    expect((await as(skewed).from('fx_countries').select('id').limit(1)).status).toBe(200);

    const good = await token({ role: 'authenticated', sub: ADA });
    const [h, , sig] = good.split('.');
    const payload = Buffer.from(JSON.stringify({ role: 'service_role', exp: now() + 600 })).toString('base64url');
    const tampered = await as(`${h}.${payload}.${sig}`).from('fx_secrets').select('*');
    expect(tampered).toMatchObject({ status: 401, error: { code: 'PGRST301' } });

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = await as(`${none}.${payload}.`).from('fx_secrets').select('*');
    expect(unsigned).toMatchObject({ status: 401, error: { code: 'PGRST301' } });

    const otherSecret = await signJwt(
      { role: 'service_role', exp: now() + 600 },
      'another-secret-that-is-at-least-32-chars!!',
    );
    expect((await as(otherSecret).from('fx_secrets').select('*')).status).toBe(401);
  });

  it('reloads functions on schema change', async () => {
    await stack.db.exec(`create function public.fx_later() returns int language sql as $$ select 7 $$`);
    await stack.context.schemaChanged();
    expect((await db().rpc('fx_later')).data).toBe(7);
  });
});
