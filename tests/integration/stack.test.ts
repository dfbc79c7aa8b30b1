import { corsHeaders } from '@supabase/supabase-js/cors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

describe(`local stack boot (${TEST_DB})`, () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  it('provides Supabase roles, schemas and helpers', async () => {
    const { rows } = await stack.db.query<{ n: number }>(
      `select count(*)::int as n from pg_roles where rolname in ('anon','authenticated','service_role','authenticator')`,
    );
    expect(rows[0].n).toBe(4);
    for (const rel of [
      'auth.users',
      'auth.identities',
      'auth.sessions',
      'auth.refresh_tokens',
      'storage.buckets',
      'storage.objects',
      'supabase_migrations.schema_migrations',
    ]) {
      const r = await stack.db.query<{ ok: boolean }>('select to_regclass($1) is not null as ok', [rel]);
      expect(r.rows[0].ok, rel).toBe(true);
    }
  });

  it('auth.uid() and auth.role() read the request claims', async () => {
    const r = await stack.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated', email: 'a@b.c' }),
      ]);
      return tx.query<{ uid: string; role: string; email: string }>(
        'select auth.uid() as uid, auth.role() as role, auth.email() as email',
      );
    });
    expect(r.rows[0]).toEqual({ uid: '00000000-0000-0000-0000-000000000001', role: 'authenticated', email: 'a@b.c' });
  });

  it('storage path helpers behave like Supabase', async () => {
    const r = await stack.db.query<{ f: string[]; n: string; e: string }>(
      `select storage.foldername('a/b/c.pdf') as f, storage.filename('a/b/c.pdf') as n, storage.extension('a/b/c.pdf') as e`,
    );
    expect(r.rows[0]).toEqual({ f: ['a', 'b'], n: 'c.pdf', e: 'pdf' });
  });

  it('bootstrap is idempotent (a second run on the same database changes nothing)', async () => {
    const { bootstrap } = await import('../../supabase/local/db/migrate.ts');
    await expect(bootstrap(stack.db)).resolves.toBeUndefined();
  });

  it('answers CORS preflight for the web app', async () => {
    const res = await fetch(`${stack.url}/rest/v1/anything`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('allows every header supabase-js sends, retries included (postgrest-js marks a retried read X-Retry-Count)', async () => {
    const res = await fetch(`${stack.url}/rest/v1/anything`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim());
    const sdkHeaders = corsHeaders['Access-Control-Allow-Headers'].split(',').map((h) => h.trim());
    expect(sdkHeaders).toContain('x-retry-count');
    expect(allowed).toEqual(expect.arrayContaining(sdkHeaders));
  });
});
