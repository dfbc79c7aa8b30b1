/**
 * /rest/v1 against PostgREST 12's own answers (compared with the postgrest 12.0.2 binary): the role a
 * JWT may assume, planned and estimated counts, the headers and statuses of each kind of write,
 * bulk inserts whose rows have different keys, JSON paths with array indexes, and parse error texts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { loadSql, startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { clientWithToken } from './support/users.ts';

const FIXTURE = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/rest-fixture.sql'), 'utf8');

describe(`rest parity with PostgREST 12 (${TEST_DB})`, () => {
  let stack: TestStack;
  /** The fixture's tables and functions are not in the generated types: the client as an untyped one. */
  const db = (): SupabaseClient => stack.service;
  const token = (claims: Record<string, unknown>) =>
    signJwt({ exp: Math.floor(Date.now() / 1000) + 600, ...claims }, stack.config.jwtSecret);
  const rest = async (p: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${stack.url}/rest/v1/${p}`, {
      method,
      headers: {
        apikey: stack.config.serviceRoleKey,
        authorization: `Bearer ${stack.config.serviceRoleKey}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as unknown };
  };

  beforeAll(async () => {
    stack = await startTestStack();
    await loadSql(stack, FIXTURE);
    await loadSql(
      stack,
      `create table public.fx_docs (id int primary key, name text not null default 'untitled', data jsonb, n int);
       insert into public.fx_docs values (1, 'a', '[{"name":"x"},{"name":"y"}]', 1), (2, 'b', null, 2);`,
    );
  });
  afterAll(() => stack?.close());

  describe('role claims', () => {
    it('refuses a JWT whose role the authenticator may not assume, with PostgreSQL SET ROLE error', async () => {
      for (const role of ['postgres', 'supabase_admin']) {
        const forged = await rest('fx_secrets', 'GET', undefined, { authorization: `Bearer ${await token({ role })}` });
        expect(forged.status, role).toBe(403);
        expect(forged.json()).toEqual({
          code: '42501',
          details: null,
          hint: null,
          message: `permission denied to set role "${role}"`,
        });
      }
      const missing = await rest('fx_docs', 'GET', undefined, {
        authorization: `Bearer ${await token({ role: 'nobody' })}`,
      });
      expect(missing.status).toBe(400);
      expect(missing.json()).toMatchObject({ code: '22023', message: 'role "nobody" does not exist' });
      const empty = await rest('fx_docs', 'GET', undefined, { authorization: `Bearer ${await token({ role: '' })}` });
      expect(empty.json()).toMatchObject({ code: '22023', message: 'role "" does not exist' });
    });

    it('refuses the forged role through supabase-js, for reads, writes and RPC alike', async () => {
      const forged: SupabaseClient = clientWithToken(stack, await token({ role: 'postgres' }));
      const read = await forged.from('fx_secrets').select('*');
      expect(read).toMatchObject({ status: 403, data: null, error: { code: '42501' } });
      const write = await forged.from('fx_docs').insert({ id: 99, name: 'forged' });
      expect(write.error?.code).toBe('42501');
      const call = await forged.rpc('fx_add', { a: 1, b: 2 });
      expect(call.error?.code).toBe('42501');
      const rows = await stack.db.query('select 1 from public.fx_docs where id = 99');
      expect(rows.rows).toEqual([]);
    });

    it('assumes roles the authenticator was granted, and no role claim means anon', async () => {
      await loadSql(
        stack,
        `do $$ begin create role fx_reporter nologin; exception when duplicate_object then null; end $$;
         grant fx_reporter to authenticator; grant usage on schema public to fx_reporter;
         grant select on public.fx_docs to fx_reporter;`,
      );
      const granted = await rest('fx_docs?select=id&order=id', 'GET', undefined, {
        authorization: `Bearer ${await token({ role: 'fx_reporter' })}`,
      });
      expect(granted.status).toBe(200);
      expect(granted.json()).toEqual([{ id: 1 }, { id: 2 }]);
      const noRole = await rest('fx_secrets', 'GET', undefined, { authorization: `Bearer ${await token({})}` });
      // anon has no privilege on fx_secrets: 401, as an anonymous request.
      expect(noRole.status).toBe(401);
    });

    it('refuses the forged role in storage too', async () => {
      const res = await fetch(`${stack.url}/storage/v1/bucket`, {
        headers: { apikey: stack.config.anonKey, authorization: `Bearer ${await token({ role: 'postgres' })}` },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: 'permission denied to set role "postgres"' });
    });
  });

  describe('counts', () => {
    it('answers count=planned with the planner estimate and count=estimated exactly below the threshold', async () => {
      const planned = await rest('fx_docs?select=id', 'GET', undefined, { prefer: 'count=planned' });
      expect(planned.status).toBeLessThan(300);
      expect(planned.headers.get('preference-applied')).toBe('count=planned');
      expect(planned.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
      const filtered = await rest('fx_docs?select=name:name&id=eq.1&limit=5', 'GET', undefined, {
        prefer: 'count=planned',
      });
      expect(filtered.status).toBeLessThan(300);
      expect(filtered.headers.get('content-range')).toMatch(/^0-0\/\d+$/);
      const estimated = await rest('fx_docs?select=id', 'GET', undefined, { prefer: 'count=estimated' });
      expect(estimated.headers.get('content-range')).toBe('0-1/2');
      const { count, error } = await db().from('fx_docs').select('id', { count: 'planned', head: true });
      expect(error).toBeNull();
      expect(typeof count).toBe('number');
    });

    it('switches count=estimated to the planner past the threshold', async () => {
      await loadSql(
        stack,
        `create table public.fx_many (id int primary key); insert into public.fx_many select generate_series(1, 1500);
         analyze public.fx_many;`,
      );
      const res = await rest('fx_many?select=id&limit=1', 'GET', undefined, { prefer: 'count=estimated' });
      expect(res.status).toBe(206);
      const total = Number(res.headers.get('content-range')!.split('/')[1]);
      // The exact count stops at the threshold + 1; the planner (which knows 1500 rows) answers beyond it.
      expect(total).toBeGreaterThan(1001);
    });
  });

  describe('write replies', () => {
    it('POST: 201, Content-Range */* (or */n with a count), Location only for headers-only', async () => {
      const plain = await rest('fx_docs', 'POST', { id: 10 });
      expect([plain.status, plain.headers.get('content-range'), plain.headers.get('location')]).toEqual([
        201,
        '*/*',
        null,
      ]);
      const counted = await rest('fx_docs', 'POST', [{ id: 11 }, { id: 12 }], { prefer: 'count=exact' });
      expect(counted.headers.get('content-range')).toBe('*/2');
      const headersOnly = await rest('fx_docs', 'POST', { id: 13 }, { prefer: 'return=headers-only' });
      expect(headersOnly.headers.get('location')).toBe('/fx_docs?id=eq.13');
      const repr = await rest('fx_docs', 'POST', { id: 14 }, { prefer: 'return=representation' });
      expect(repr.headers.get('location')).toBeNull();
      expect(repr.json()).toEqual([{ id: 14, name: 'untitled', data: null, n: null }]);
    });

    it('upserts: 201 when a row was inserted, 200 when all were merged; ignore-duplicates stays 201', async () => {
      const merge = { prefer: 'resolution=merge-duplicates' };
      const mixed = await rest(
        'fx_docs',
        'POST',
        [
          { id: 1, name: 'a1' },
          { id: 20, name: 'new' },
        ],
        merge,
      );
      expect([mixed.status, mixed.headers.get('preference-applied')]).toEqual([201, 'resolution=merge-duplicates']);
      const merged = await rest('fx_docs?on_conflict=id', 'POST', [{ id: 1, name: 'a2' }], {
        prefer: 'resolution=merge-duplicates,count=exact',
      });
      expect([merged.status, merged.headers.get('content-range')]).toEqual([200, '*/1']);
      const ignored = await rest('fx_docs', 'POST', [{ id: 1, name: 'zz' }], {
        prefer: 'resolution=ignore-duplicates,return=representation',
      });
      expect([ignored.status, ignored.json()]).toEqual([201, []]);
      const { data } = await db().from('fx_docs').select('name').eq('id', 1).single();
      expect(data).toEqual({ name: 'a2' });
    });

    it('PUT: no Content-Range; 204, or 201 inserted / 200 replaced with a representation', async () => {
      const repr = { prefer: 'return=representation' };
      const created = await rest('fx_docs?id=eq.30', 'PUT', { id: 30, name: 'put' }, repr);
      expect([created.status, created.headers.get('content-range')]).toEqual([201, null]);
      const replaced = await rest('fx_docs?id=eq.30', 'PUT', { id: 30, name: 'put again' }, repr);
      expect(replaced.status).toBe(200);
      const minimal = await rest('fx_docs?id=eq.30', 'PUT', { id: 30, name: 'quiet' }, { prefer: 'count=exact' });
      expect([minimal.status, minimal.headers.get('content-range'), minimal.headers.get('preference-applied')]).toEqual(
        [204, null, 'count=exact'],
      );
    });

    it('PATCH reports the changed range, DELETE only the count', async () => {
      await rest('fx_docs', 'POST', [{ id: 40 }, { id: 41 }]);
      const patch = await rest('fx_docs?id=in.(40,41)', 'PATCH', { n: 9 }, { prefer: 'count=exact' });
      expect([patch.status, patch.headers.get('content-range')]).toEqual([204, '0-1/2']);
      const none = await rest('fx_docs?id=eq.999', 'PATCH', { n: 9 });
      expect(none.headers.get('content-range')).toBe('*/*');
      const del = await rest('fx_docs?id=in.(40,41)', 'DELETE', undefined, { prefer: 'count=exact' });
      expect([del.status, del.headers.get('content-range')]).toEqual([204, '*/2']);
      const patchRepr = await rest('fx_docs?id=eq.2&select=id', 'PATCH', { n: 3 }, { prefer: 'return=representation' });
      expect([patchRepr.headers.get('content-range'), patchRepr.json()]).toEqual(['0-0/*', [{ id: 2 }]]);
    });

    it('reads back only the selected columns (a column the role may not SELECT is not needed)', async () => {
      await loadSql(
        stack,
        `create table public.fx_private (id int primary key, shown text, hidden text);
         revoke all on public.fx_private from authenticated;
         grant select (id, shown), insert, update on public.fx_private to authenticated;`,
      );
      const user: SupabaseClient = clientWithToken(
        stack,
        await token({ role: 'authenticated', sub: crypto.randomUUID() }),
      );
      const ok = await user.from('fx_private').insert({ id: 1, shown: 's', hidden: 'h' }).select('id, shown');
      expect(ok).toMatchObject({ status: 201, data: [{ id: 1, shown: 's' }] });
      const refused = await user.from('fx_private').update({ shown: 't' }).eq('id', 1).select('*');
      expect(refused.error?.code).toBe('42501');
    });
  });

  describe('bulk inserts', () => {
    it('refuses rows with different keys without ?columns=, as PostgREST does', async () => {
      const res = await rest('fx_docs', 'POST', [
        { id: 50, name: 'c' },
        { id: 51, n: 5 },
      ]);
      expect([res.status, res.json()]).toEqual([
        400,
        { code: 'PGRST102', details: null, hint: null, message: 'All object keys must match' },
      ]);
    });

    it('takes the union of keys from supabase-js (?columns=): missing keys get null, or the default', async () => {
      const nulls = await db()
        .from('fx_docs')
        .insert([
          { id: 60, n: 1 },
          { id: 61, data: { k: 1 } },
        ])
        .select('id, data, n')
        .order('id');
      expect(nulls.data).toEqual([
        { id: 60, data: null, n: 1 },
        { id: 61, data: { k: 1 }, n: null },
      ]);
      // A NOT NULL column given null fails; with missing=default it gets its default.
      const notNull = await db()
        .from('fx_docs')
        .insert([
          { id: 62, name: 'c' },
          { id: 63, n: 5 },
        ]);
      expect(notNull.error?.code).toBe('23502');
      const defaults = await db()
        .from('fx_docs')
        .insert(
          [
            { id: 62, name: 'c' },
            { id: 63, n: 5 },
          ],
          { defaultToNull: false },
        )
        .select('id, name, n')
        .order('id');
      expect(defaults.data).toEqual([
        { id: 62, name: 'c', n: null },
        { id: 63, name: 'untitled', n: 5 },
      ]);
      // Keys outside ?columns= are ignored.
      const listed = await rest('fx_docs?columns=id,n', 'POST', [{ id: 64, name: 'ignored', n: 1 }], {
        prefer: 'return=representation',
      });
      expect(listed.json()).toEqual([{ id: 64, name: 'untitled', data: null, n: 1 }]);
    });
  });

  describe('JSON paths with array indexes', () => {
    it('reads, filters and orders by data->0->>name; an index names the field after its column', async () => {
      const res = await rest('fx_docs?select=id,data->0->>name,last:data->-1->>name,data->1&id=eq.1');
      expect(res.json()).toEqual([{ id: 1, name: 'x', last: 'y', data: { name: 'y' } }]);
      const filtered = await db().from('fx_docs').select('id').eq('data->0->>name', 'x');
      expect(filtered.data).toEqual([{ id: 1 }]);
      const ordered = await rest('fx_docs?select=id&id=in.(1,2)&order=data->0->>name.desc.nullslast');
      expect(ordered.json()).toEqual([{ id: 1 }, { id: 2 }]);
    });
  });

  describe('parse errors', () => {
    it('name the value that failed to parse and where', async () => {
      const cases: [string, string][] = [
        ['fx_docs?select=id,,name', '"failed to parse select parameter (id,,name)" (line 1, column 4)'],
        ['fx_docs?id=in.1,2', '"failed to parse filter (in.1,2)" (line 1, column 4)'],
        ['fx_docs?or=(id.eq.1,)', '"failed to parse logic tree ((id.eq.1,))" (line 1, column 10)'],
        ['fx_docs?order=id.up', '"failed to parse order (id.up)" (line 1, column 4)'],
      ];
      for (const [q, message] of cases) {
        const res = await rest(q);
        expect(res.status, q).toBe(400);
        expect(res.json(), q).toMatchObject({ code: 'PGRST100', message });
      }
    });
  });
});
