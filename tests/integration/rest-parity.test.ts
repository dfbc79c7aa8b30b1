/**
 * /rest/v1 against PostgREST 12.0.2's own answers: every request of rest-golden/cases.ts, answered by the real
 * binary and recorded by `npx tsx scripts/rest-golden.ts` (rest-golden/answers.json), must get the same answer
 * from this run's server, except the differences listed with their reasons in rest-golden/differences.ts. In
 * the `integration-postgrest` project the server is PostgREST itself, which proves the record is current.
 * Below them, what the record cannot hold: planner estimates, and roles in storage.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { REST_CASES, type RecordedAnswer } from './rest-golden/cases.ts';
import { KNOWN_DIFFERENCES } from './rest-golden/differences.ts';
import { runCase } from './rest-golden/run-case.ts';
import { loadSql, startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { REST_SERVER } from './support/postgrest.ts';
import { clientWithToken } from './support/users.ts';

const FIXTURE = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/rest-fixture.sql'), 'utf8');
const ANSWERS = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'rest-golden/answers.json'), 'utf8'),
) as Record<string, RecordedAnswer>;

/** The answer this run's server should give: the recorded one, with the stack's listed differences. */
function expectedAnswer(name: string): RecordedAnswer {
  const recorded = ANSWERS[name];
  const difference = KNOWN_DIFFERENCES.find((d) => d.case === name);
  return REST_SERVER === 'stack' && difference ? { ...recorded, ...difference.stack } : recorded;
}

describe(`rest answers recorded from PostgREST 12.0.2 (${TEST_DB}, ${REST_SERVER})`, () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
    await loadSql(stack, FIXTURE);
  });
  afterAll(() => stack?.close());

  it('has a recorded answer for every case, and every listed difference is a case', () => {
    const names = REST_CASES.filter((c) => !('sql' in c)).map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ANSWERS).sort()).toEqual([...names].sort());
    for (const d of KNOWN_DIFFERENCES) expect(names, d.case).toContain(d.case);
  });

  for (const c of REST_CASES) {
    it(c.name, async () => {
      if ('sql' in c) return loadSql(stack, c.sql);
      expect(await runCase(stack.url, stack.config, c)).toEqual(expectedAnswer(c.name));
    });
  }
});

describe(`rest parity beyond the record (${TEST_DB}, ${REST_SERVER})`, () => {
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

  describe('bulk inserts', () => {
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
});
