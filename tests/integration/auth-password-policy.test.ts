/**
 * The password policy of config.toml (`minimum_password_length = 8`, `password_requirements =
 * "lower_upper_letters_digits_symbols"`) as the local GoTrue enforces it, through the API as a script or
 * supabase-js would call it: sign-up, password change (PUT /auth/v1/user), recovery and the admin API, with
 * GoTrue's 422 weak_password body in both of its error formats.
 */
import { isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

const CHARACTERS_MESSAGE =
  'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789, !@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~.';
const LENGTH_MESSAGE = 'Password should be at least 8 characters.';
const STRONG = 'Loom#Weave1';

describe(`password policy on the auth server (${TEST_DB})`, () => {
  let stack: TestStack;
  let n = 0;
  const address = (tag: string) => `${tag}-${++n}@policy.loom.test`;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  async function latestCode(email: string): Promise<string> {
    const res = await fetch(`${stack.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
    const [summary] = ((await res.json()) as { messages: { ID: string }[] }).messages;
    const mail = (await (await fetch(`${stack.mailUrl}/api/v1/message/${summary.ID}`)).json()) as { Text: string };
    return /\b(\d{6})\b/.exec(mail.Text)![1];
  }

  async function confirmedClient(email: string): Promise<SupabaseClient> {
    const client = stack.client();
    expect((await client.auth.signUp({ email, password: STRONG })).error).toBeNull();
    const verified = await client.auth.verifyOtp({ email, token: await latestCode(email), type: 'signup' });
    expect(verified.error).toBeNull();
    return client;
  }

  /** A raw call, as a script would make it; `modern` names API version 2024-01-01 as supabase-js does. */
  async function raw(path: string, init: { method: string; body: object; token?: string; modern?: boolean }) {
    const res = await fetch(`${stack.url}/auth/v1${path}`, {
      method: init.method,
      headers: {
        apikey: stack.config.anonKey,
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.modern ? { 'x-supabase-api-version': '2024-01-01' } : {}),
      },
      body: JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it("refuses a weak sign-up with GoTrue's 422 weak_password body, in both formats, and creates nobody", async () => {
    const email = address('signup');
    expect(await raw('/signup', { method: 'POST', body: { email, password: 'abcdef' } })).toEqual({
      status: 422,
      body: {
        code: 422,
        error_code: 'weak_password',
        msg: `${LENGTH_MESSAGE} ${CHARACTERS_MESSAGE}`,
        weak_password: { reasons: ['length', 'characters'] },
      },
    });
    expect(await raw('/signup', { method: 'POST', body: { email, password: 'abcdefgh1!' }, modern: true })).toEqual({
      status: 422,
      body: { code: 'weak_password', message: CHARACTERS_MESSAGE, weak_password: { reasons: ['characters'] } },
    });
    const users = await stack.db.query('select 1 from auth.users where email = $1', [email]);
    expect(users.rows).toHaveLength(0);

    const viaJs = await stack.client().auth.signUp({ email, password: 'Abcdefg1' });
    expect(isAuthWeakPasswordError(viaJs.error)).toBe(true);
    expect(viaJs.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['characters'] });
    expect((await stack.client().auth.signUp({ email, password: STRONG })).error).toBeNull();
  });

  it('refuses a weak new password on PUT /auth/v1/user and keeps the old one', async () => {
    const email = address('change');
    const client = await confirmedClient(email);
    const { data } = await client.auth.getSession();
    const token = data.session!.access_token;
    expect(await raw('/user', { method: 'PUT', body: { password: 'abcdef' }, token })).toMatchObject({
      status: 422,
      body: { error_code: 'weak_password', weak_password: { reasons: ['length', 'characters'] } },
    });
    const weak = await client.auth.updateUser({ password: 'Abcdefgh1' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['characters'] });
    expect((await stack.client().auth.signInWithPassword({ email, password: STRONG })).error).toBeNull();
    expect((await client.auth.updateUser({ password: 'New#Weave2' })).error).toBeNull();
  });

  it('refuses a weak password set after a recovery code', async () => {
    const email = address('recover');
    await confirmedClient(email);
    await stack.db.query(`update auth.email_send_log set sent_at = now() - interval '2 minutes' where email = $1`, [
      email,
    ]);
    expect((await stack.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const client = stack.client();
    const verified = await client.auth.verifyOtp({ email, token: await latestCode(email), type: 'recovery' });
    expect(verified.error).toBeNull();
    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length', 'characters'] });
    expect((await client.auth.updateUser({ password: 'Recovered#3' })).error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email, password: 'Recovered#3' })).error).toBeNull();
  });

  it('holds an admin password change to the policy, not an admin-created password (as GoTrue)', async () => {
    const email = address('admin');
    const created = await stack.service.auth.admin.createUser({ email, password: 'abc123', email_confirm: true });
    expect(created.error).toBeNull();
    const changed = await stack.service.auth.admin.updateUserById(created.data.user!.id, { password: 'abc1234' });
    expect(changed.error).toMatchObject({ status: 422, code: 'weak_password' });

    // Signing in with a right but weak password works; GoTrue names the weakness beside the session.
    const signIn = await raw('/token?grant_type=password', { method: 'POST', body: { email, password: 'abc123' } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.weak_password).toEqual({
      message: `${LENGTH_MESSAGE} ${CHARACTERS_MESSAGE}`,
      reasons: ['length', 'characters'],
    });
    const strong = await stack.client().auth.signInWithPassword({ email: address('none'), password: STRONG });
    expect(strong.error?.code).toBe('invalid_credentials');
  });

  it('refuses passwords longer than bcrypt takes', async () => {
    const long = `Aa1!${'x'.repeat(69)}`;
    expect(await raw('/signup', { method: 'POST', body: { email: address('long'), password: long } })).toMatchObject({
      status: 400,
      body: { error_code: 'validation_failed', msg: 'Password cannot be longer than 72 characters' },
    });
  });
});
