import { AuthApiError } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

describe(`auth admin API and token checks (${TEST_DB})`, () => {
  let stack: TestStack;
  let n = 0;
  const address = (tag: string) => `${tag}-${++n}@loom.test`;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  async function adminUser(tag: string) {
    const email = address(tag);
    const { data, error } = await stack.service.auth.admin.createUser({
      email,
      password: 'Secret-pass-1',
      email_confirm: true,
      user_metadata: { member_name: 'Meera' },
      app_metadata: { plan: 'paid' },
    });
    expect(error).toBeNull();
    return { email, user: data.user! };
  }

  async function accessToken(email: string): Promise<string> {
    const { data, error } = await stack.client().auth.signInWithPassword({ email, password: 'Secret-pass-1' });
    expect(error).toBeNull();
    return data.session!.access_token;
  }

  it('creates, reads, lists, updates and deletes users with the service key', async () => {
    const { email, user } = await adminUser('crud');
    expect(user).toMatchObject({
      email,
      user_metadata: { member_name: 'Meera' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'paid' },
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(await accessToken(email)).toBeTruthy();

    const duplicate = await stack.service.auth.admin.createUser({ email, password: 'Secret-pass-1' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });

    const got = await stack.service.auth.admin.getUserById(user.id);
    expect(got.data.user?.email).toBe(email);

    const updated = await stack.service.auth.admin.updateUserById(user.id, {
      password: 'Changed-pass-2',
      user_metadata: { business_name: 'Weave Co' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ member_name: 'Meera', business_name: 'Weave Co' });
    const signIn = await stack.client().auth.signInWithPassword({ email, password: 'Changed-pass-2' });
    expect(signIn.error).toBeNull();

    expect((await stack.service.auth.admin.deleteUser(user.id)).error).toBeNull();
    const missing = await stack.service.auth.admin.getUserById(user.id);
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it("pages the user list with GoTrue's Link and X-Total-Count headers", async () => {
    for (let i = 0; i < 3; i++) await adminUser('page');
    const total = Number((await stack.db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0].n);
    const first = await stack.service.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(2);
    expect(first.data).toMatchObject({ aud: 'authenticated', total, nextPage: 2, lastPage: Math.ceil(total / 2) });

    const res = await fetch(`${stack.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: stack.config.serviceRoleKey, authorization: `Bearer ${stack.config.serviceRoleKey}` },
    });
    expect(res.headers.get('x-total-count')).toBe(String(total));
    expect(res.headers.get('link')).toContain('rel="next"');
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['aud', 'users']);
  });

  it('sends an auth link back to the desktop app (config.toml allows app://loomconnect/**), and nowhere else off the list', async () => {
    const { email } = await adminUser('gen-desktop');
    const linkTo = async (redirectTo: string) =>
      (await stack.service.auth.admin.generateLink({ type: 'magiclink', email, options: { redirectTo } })).data
        .properties!;
    const desktop = await linkTo('app://loomconnect/news/42');
    expect(desktop.redirect_to).toBe('app://loomconnect/news/42');
    const landed = await fetch(desktop.action_link, { redirect: 'manual' });
    expect(landed.headers.get('location')).toMatch(/^app:\/\/loomconnect\/news\/42#access_token=/);
    for (const elsewhere of ['app://evil/news/42', 'app://loomconnect.evil/x', 'https://evil.example/']) {
      expect((await linkTo(elsewhere)).redirect_to, elsewhere).toBe(stack.config.siteUrl);
    }
  });

  it('generates sign-up, magic-link, recovery and invite links whose code, hash and link all verify', async () => {
    const signup = await stack.service.auth.admin.generateLink({
      type: 'signup',
      email: address('gen-signup'),
      password: 'Secret-pass-1',
      options: { data: { member_name: 'Kiran' }, redirectTo: 'http://localhost:5173/done' },
    });
    expect(signup.error).toBeNull();
    const p = signup.data.properties!;
    expect(p.verification_type).toBe('signup');
    expect(p.email_otp).toMatch(/^\d{6}$/);
    expect(p.hashed_token).toMatch(/^[0-9a-f]{56}$/);
    expect(p.redirect_to).toBe('http://localhost:5173/done');
    expect(p.action_link).toBe(
      `${stack.url}/auth/v1/verify?token=${p.hashed_token}&type=signup&redirect_to=${encodeURIComponent('http://localhost:5173/done')}`,
    );
    expect(signup.data.user?.user_metadata.member_name).toBe('Kiran');
    const byHash = await stack.client().auth.verifyOtp({ token_hash: p.hashed_token, type: 'signup' });
    expect(byHash.error).toBeNull();
    expect(byHash.data.user?.email_confirmed_at).toBeTruthy();

    const { email } = await adminUser('gen-magic');
    const magic = await stack.service.auth.admin.generateLink({ type: 'magiclink', email });
    expect(magic.data.properties?.verification_type).toBe('magiclink');
    const viaCode = await stack
      .client()
      .auth.verifyOtp({ email, token: magic.data.properties!.email_otp, type: 'magiclink' });
    expect(viaCode.error).toBeNull();

    const recovery = await stack.service.auth.admin.generateLink({ type: 'recovery', email });
    const res = await fetch(recovery.data.properties!.action_link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/#access_token=.+&type=recovery$/);

    const noUser = await stack.service.auth.admin.generateLink({ type: 'recovery', email: address('none') });
    expect(noUser.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const invite = await stack.service.auth.admin.generateLink({ type: 'invite', email: address('gen-invite') });
    expect(invite.data.user?.invited_at).toBeTruthy();
    const accepted = await stack
      .client()
      .auth.verifyOtp({ token_hash: invite.data.properties!.hashed_token, type: 'invite' });
    expect(accepted.error).toBeNull();
  });

  it('refuses the admin API to the anon key, user tokens and unauthenticated calls', async () => {
    const anon = await stack.anon.auth.admin.listUsers();
    expect(anon.error).toBeInstanceOf(AuthApiError);
    expect(anon.error).toMatchObject({ status: 403, code: 'not_admin' });

    const { email } = await adminUser('not-admin');
    const token = await accessToken(email);
    const asUser = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { apikey: stack.config.anonKey, authorization: `Bearer ${token}` },
    });
    expect(asUser.status).toBe(403);

    const bare = await fetch(`${stack.url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'magiclink', email }),
    });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ error_code: 'no_authorization' });
  });

  it('rejects expired, tampered and unsigned (alg none) tokens with bad_jwt', async () => {
    const { email } = await adminUser('jwt');
    const good = await accessToken(email);
    const claims = decodeJwt(good);
    const secret = new TextEncoder().encode(stack.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(secret);
    const [header, , signature] = good.split('.');
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const tampered = `${header}.${b64({ ...claims, role: 'service_role' })}.${signature}`;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;

    expect((await stack.client().auth.getUser(good)).error).toBeNull();
    for (const token of [expired, tampered, unsigned]) {
      const { error } = await stack.client().auth.getUser(token);
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    }
    const asAdmin = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: { authorization: `Bearer ${tampered}` },
    });
    expect(asAdmin.status).toBe(403);
    const noToken = await fetch(`${stack.url}/auth/v1/user`);
    expect(noToken.status).toBe(401);
  });

  it('confirms sign-ups at once when autoconfirm is on', async () => {
    const auto = await startTestStack({ autoconfirm: true });
    try {
      const email = address('auto');
      const { data, error } = await auto.client().auth.signUp({ email, password: 'Secret-pass-1' });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(data.user?.email_confirmed_at).toBeTruthy();
      const again = await auto.client().auth.signUp({ email, password: 'Secret-pass-1' });
      expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
      const settings = (await (await fetch(`${auto.url}/auth/v1/settings`)).json()) as { mailer_autoconfirm: boolean };
      expect(settings.mailer_autoconfirm).toBe(true);
    } finally {
      await auto.close();
    }
  });
});
