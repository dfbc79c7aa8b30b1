/**
 * The local GoTrue's custom access token hook, against GoTrue's own contract (internal/hooks,
 * internal/tokens): a stack whose config.toml names a test function shows what the hook is given on each
 * kind of token issue (user_id, claims, authentication_method), that `{claims}` replaces the claims, and
 * that refusals and broken outputs come back with GoTrue's statuses and error bodies.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSql, startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

const PASSWORD = 'Loom#Hook1';

/*
 * The test hook answers by the address's first word: refuse (403), nocode (an error without http_code),
 * nomessage (an error without a message: no error), noclaims, badclaims (required claims gone), raise (a
 * database error); anyone else gets an extra claim. Each call is logged. It is SECURITY DEFINER for its
 * log only: GoTrue runs hooks as supabase_auth_admin, and so does the local stack.
 */
const TEST_HOOK = `
create table public.hook_calls (id serial primary key, event jsonb not null);
alter table public.hook_calls enable row level security;
create function public.test_token_hook(event jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_word text := split_part(event #>> '{claims,email}', '-', 1);
begin
  insert into public.hook_calls (event) values (event);
  case v_word
    when 'refuse' then return '{"error": {"http_code": 403, "message": "Not today"}}';
    when 'nocode' then return '{"error": {"message": "No code given"}}';
    when 'nomessage' then return jsonb_build_object('error', '{"http_code": 403}'::jsonb, 'claims', event -> 'claims');
    when 'noclaims' then return '{"something": 1}';
    when 'badclaims' then return jsonb_build_object('claims', (event -> 'claims') - 'aud' - 'session_id');
    when 'raise' then raise exception 'hook broke';
    else return jsonb_build_object('claims', (event -> 'claims') || '{"hooked": true}');
  end case;
end
$$;
revoke execute on function public.test_token_hook(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.test_token_hook(jsonb) to supabase_auth_admin;
`;

describe(`custom access token hook, as GoTrue calls it (${TEST_DB})`, () => {
  let stack: TestStack;
  let dir: string;
  let n = 0;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'loom-hook-'));
    const config = path.join(dir, 'config.toml');
    await fs.writeFile(
      config,
      `[auth]\nminimum_password_length = 8\n\n[auth.hook.custom_access_token]\nenabled = true\nuri = "pg-functions://postgres/public/test_token_hook"\n`,
    );
    stack = await startTestStack({ authConfigPath: config });
    await loadSql(stack, TEST_HOOK);
  });
  afterAll(async () => {
    await stack?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function account(word: string) {
    const email = `${word}-${++n}@hook.loom.test`;
    const created = await stack.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (created.error) throw created.error;
    return { email, id: created.data.user.id };
  }

  const lastCall = async () =>
    (await stack.db.query<{ event: Record<string, unknown> }>('select event from public.hook_calls order by id desc'))
      .rows[0].event;

  async function tokenRequest(email: string, modern: boolean) {
    const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: stack.config.anonKey,
        'content-type': 'application/json',
        ...(modern ? { 'x-supabase-api-version': '2024-01-01' } : {}),
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('is given user_id, the claims and the authentication method, and its claims are signed', async () => {
    const { email, id } = await account('plain');
    const client = stack.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({ sub: id, hooked: true, role: 'authenticated' });

    const event = await lastCall();
    expect(event).toMatchObject({
      user_id: id,
      authentication_method: 'password',
      metadata: { name: 'customize-access-token' },
      claims: {
        sub: id,
        aud: 'authenticated',
        email,
        role: 'authenticated',
        aal: 'aal1',
        session_id: claims.session_id,
        is_anonymous: false,
        amr: [{ method: 'password', timestamp: expect.any(Number) }],
      },
    });
    expect(event.claims).not.toHaveProperty('hooked');

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token).hooked).toBe(true);
    expect(await lastCall()).toMatchObject({ user_id: id, authentication_method: 'token_refresh' });
  });

  it('is told a verified e-mail code is an otp sign-in', async () => {
    const { email, id } = await account('code');
    const client = stack.client();
    await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const res = await fetch(`${stack.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
    const [summary] = ((await res.json()) as { messages: { ID: string }[] }).messages;
    const mail = (await (await fetch(`${stack.mailUrl}/api/v1/message/${summary.ID}`)).json()) as { Text: string };
    const token = /\b(\d{6})\b/.exec(mail.Text)![1];
    expect((await client.auth.verifyOtp({ email, token, type: 'email' })).error).toBeNull();
    expect(await lastCall()).toMatchObject({ user_id: id, authentication_method: 'otp' });
  });

  it("refuses with the hook's status and message in GoTrue's two error formats, starting no session", async () => {
    const { email, id } = await account('refuse');
    expect(await tokenRequest(email, false)).toEqual({
      status: 403,
      body: { code: 403, error_code: 'unknown', msg: 'Not today' },
    });
    expect(await tokenRequest(email, true)).toEqual({ status: 403, body: { code: 'unknown', message: 'Not today' } });
    const sessions = await stack.db.query('select 1 from auth.sessions where user_id = $1', [id]);
    expect(sessions.rows).toHaveLength(0);
    const viaJs = await stack.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(viaJs.error).toMatchObject({ status: 403, message: 'Not today' });
  });

  it('treats an error without http_code as a 500 and one without a message as no error', async () => {
    expect(await tokenRequest((await account('nocode')).email, true)).toEqual({
      status: 500,
      body: { code: 'unexpected_failure', message: 'No code given' },
    });
    expect((await tokenRequest((await account('nomessage')).email, true)).status).toBe(200);
  });

  it('refuses outputs GoTrue refuses: no claims, claims missing what a token needs, a failing function', async () => {
    expect(await tokenRequest((await account('noclaims')).email, true)).toEqual({
      status: 500,
      body: { code: 'unexpected_failure', message: 'output claims field is missing' },
    });
    const bad = await tokenRequest((await account('badclaims')).email, true);
    expect(bad.status).toBe(500);
    expect(bad.body.message).toBe(
      'output claims do not conform to the expected schema: \n- (root): aud is required\n- (root): session_id is required\n',
    );
    expect(await tokenRequest((await account('raise')).email, true)).toEqual({
      status: 500,
      body: {
        code: 'unexpected_failure',
        message: 'Error running hook URI: pg-functions://postgres/public/test_token_hook',
      },
    });
  });

  it('runs the hook as supabase_auth_admin: a function that role may not execute fails as on Supabase', async () => {
    const { email } = await account('plain');
    await stack.db.exec('revoke execute on function public.test_token_hook(jsonb) from supabase_auth_admin');
    try {
      expect((await tokenRequest(email, true)).status).toBe(500);
    } finally {
      await stack.db.exec('grant execute on function public.test_token_hook(jsonb) to supabase_auth_admin');
    }
    expect((await tokenRequest(email, true)).status).toBe(200);
  });
});
