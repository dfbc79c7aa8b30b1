import { AuthApiError, isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

interface MailSummary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

describe(`auth API through supabase-js (${TEST_DB})`, () => {
  let stack: TestStack;
  let n = 0;
  const address = (tag: string) => `${tag}-${++n}@loom.test`;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  async function mailsTo(email: string): Promise<MailSummary[]> {
    const res = await fetch(`${stack.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
    return ((await res.json()) as { messages: MailSummary[] }).messages;
  }

  /** The newest mail to `email`: its subject, 6-digit code and verify link. */
  async function latestMail(email: string) {
    const [summary] = await mailsTo(email);
    expect(summary, `a mail to ${email}`).toBeDefined();
    const res = await fetch(`${stack.mailUrl}/api/v1/message/${summary.ID}`);
    const mail = (await res.json()) as { Text: string; HTML: string; Subject: string };
    const code = /\b(\d{6})\b/.exec(mail.Text)?.[1] as string;
    const link = /(http\S+\/auth\/v1\/verify\?\S+)/.exec(mail.Text)?.[1] as string;
    return { subject: mail.Subject, code, link, html: mail.HTML };
  }

  /** Lets the next mail to `email` go out at once (the per-address limit is 60 s). */
  async function allowNextMail(email: string) {
    await stack.db.query(`update auth.email_send_log set sent_at = now() - interval '2 minutes' where email = $1`, [
      email,
    ]);
  }

  async function confirmedUser(tag: string, password = 'Secret-pass-1') {
    const email = address(tag);
    const client = stack.client();
    const { error } = await client.auth.signUp({ email, password });
    expect(error).toBeNull();
    const { code } = await latestMail(email);
    const { data, error: verifyError } = await client.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(verifyError).toBeNull();
    return { email, password, client, session: data.session! };
  }

  async function signedIn(email: string, password: string): Promise<SupabaseClient> {
    const client = stack.client();
    const { error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return client;
  }

  it('signs up, mails a code and a link, and verifies the code into a session', async () => {
    const email = address('signup');
    const client = stack.client();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'Secret-pass-1',
      options: { data: { member_name: 'Asha', business_name: 'Loom Mills' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { member_name: 'Asha', business_name: 'Loom Mills' },
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.identities).toHaveLength(1);

    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirm Your Signup');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toMatch(new RegExp(`^${stack.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=signup&redirect_to=`));
    expect(mail.html).toContain(mail.code);

    const verified = await client.auth.verifyOtp({ email, token: mail.code, type: 'signup' });
    expect(verified.error).toBeNull();
    const session = verified.data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.refresh_token).toBeTruthy();
    expect(session.user.email_confirmed_at).toBeTruthy();

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${stack.url}/auth/v1`,
      sub: data.user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email' },
      user_metadata: { member_name: 'Asha' },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.session_id).toEqual(expect.any(String));
    expect(claims.amr).toEqual([{ method: 'email/signup', timestamp: expect.any(Number) }]);

    const { data: me, error: meError } = await client.auth.getUser();
    expect(meError).toBeNull();
    expect(me.user?.id).toBe(data.user!.id);
    expect(me.user?.user_metadata.email_verified).toBe(true);
  });

  it('answers a repeated sign-up of a confirmed address with an obfuscated user and sends nothing', async () => {
    const { email } = await confirmedUser('again');
    const real = (await stack.db.query<{ id: string }>('select id from auth.users where email = $1', [email])).rows[0];
    const before = (await mailsTo(email)).length;
    await allowNextMail(email);
    const { data, error } = await stack.client().auth.signUp({ email, password: 'Other-pass-1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(real.id);
    expect((await mailsTo(email)).length).toBe(before);
  });

  it('answers a repeated sign-up of an unconfirmed address with empty identities and a new code', async () => {
    const email = address('pending');
    const first = await stack.client().auth.signUp({ email, password: 'Secret-pass-1' });
    const firstCode = (await latestMail(email)).code;

    const limited = await stack.client().auth.signUp({ email, password: 'Secret-pass-1' });
    expect(limited.error).toBeInstanceOf(AuthApiError);
    expect(limited.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    await allowNextMail(email);
    const again = await stack.client().auth.signUp({ email, password: 'Secret-pass-1' });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(first.data.user?.id);
    expect(again.data.user?.identities).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(2);
    const { code } = await latestMail(email);
    if (code !== firstCode) {
      const stale = await stack.client().auth.verifyOtp({ email, token: firstCode, type: 'signup' });
      expect(stale.error).toMatchObject({ code: 'otp_expired' });
    }
    const ok = await stack.client().auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(ok.error).toBeNull();
  });

  it('signs in with a password; refuses wrong passwords, unknown and unconfirmed addresses', async () => {
    const { email, password } = await confirmedUser('password');
    const ok = await stack.client().auth.signInWithPassword({ email, password });
    expect(ok.error).toBeNull();
    expect(decodeJwt(ok.data.session!.access_token).amr).toEqual([
      { method: 'password', timestamp: expect.any(Number) },
    ]);

    for (const attempt of [
      { email, password: 'Wrong-pass-1' },
      { email: address('nobody'), password },
    ]) {
      const { error } = await stack.client().auth.signInWithPassword(attempt);
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }

    const pending = address('unconfirmed');
    await stack.client().auth.signUp({ email: pending, password });
    const { error } = await stack.client().auth.signInWithPassword({ email: pending, password });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('rejects weak passwords as a weak-password error and bad addresses', async () => {
    const weak = await stack.client().auth.signUp({ email: address('weak'), password: 'Short1!' });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });

    const bad = await stack.client().auth.signUp({ email: 'not-an-address', password: 'Secret-pass-1' });
    expect(bad.error).toMatchObject({ status: 400, code: 'email_address_invalid' });
  });

  it('signs in with an e-mail code, without creating unknown users when asked not to', async () => {
    const unknown = await stack.client().auth.signInWithOtp({
      email: address('stranger'),
      options: { shouldCreateUser: false },
    });
    expect(unknown.error).toBeInstanceOf(AuthApiError);
    expect(unknown.error).toMatchObject({ status: 422, code: 'otp_disabled' });

    const { email } = await confirmedUser('otp');
    await allowNextMail(email);
    const sent = await stack.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Your LoomConnect login code');

    const client = stack.client();
    const { data, error } = await client.auth.verifyOtp({ email, token: mail.code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  it('limits mails to one address to one a minute', async () => {
    const { email } = await confirmedUser('limit');
    await allowNextMail(email);
    expect((await stack.client().auth.signInWithOtp({ email })).error).toBeNull();
    const second = await stack.client().auth.signInWithOtp({ email });
    expect(second.error).toBeInstanceOf(AuthApiError);
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toMatch(/^For security purposes, you can only request this after (\d+) seconds\.$/);
    const recover = await stack.client().auth.resetPasswordForEmail(email);
    expect(recover.error?.status).toBe(429);
  });

  it('verifies magic links by redirect, with the session (or the error) in the URL fragment', async () => {
    const { email } = await confirmedUser('link');
    await allowNextMail(email);
    await stack.client().auth.signInWithOtp({ email, options: { emailRedirectTo: 'http://localhost:5173/welcome' } });
    const { link } = await latestMail(email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:5173/welcome');

    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/welcome');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'type',
    ]);
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('token_type')).toBe('bearer');
    const user = await stack.client().auth.getUser(fragment.get('access_token')!);
    expect(user.data.user?.email).toBe(email);

    const reused = await fetch(link, { redirect: 'manual' });
    const error = new URLSearchParams(new URL(reused.headers.get('location')!).hash.slice(1));
    expect(error.get('error')).toBe('access_denied');
    expect(error.get('error_code')).toBe('otp_expired');
    expect(error.get('error_description')).toBeTruthy();

    const foreign = await fetch(link.replace(/redirect_to=[^&]+/, 'redirect_to=https%3A%2F%2Fevil.example%2F'), {
      redirect: 'manual',
    });
    expect(foreign.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173\/#error=/);
  });

  it('recovers a password with the mailed code, then signs in with the new one', async () => {
    const { email, password } = await confirmedUser('recover');
    await allowNextMail(email);
    expect(
      (await stack.client().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/reset' })).error,
    ).toBeNull();
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Reset Your Password');
    expect(mail.link).toContain('type=recovery');
    expect(mail.link).toContain(encodeURIComponent('http://localhost:5173/reset'));

    const client = stack.client();
    const verified = await client.auth.verifyOtp({ email, token: mail.code, type: 'recovery' });
    expect(verified.error).toBeNull();
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const updated = await client.auth.updateUser({ password: 'Brand-new-pass-1' });
    expect(updated.error).toBeNull();

    expect((await stack.client().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    expect((await stack.client().auth.signInWithPassword({ email, password: 'Brand-new-pass-1' })).error).toBeNull();
    // An unknown address gets the same empty answer (no enumeration).
    expect((await stack.client().auth.resetPasswordForEmail(address('ghost'))).error).toBeNull();
  });

  it('resends the sign-up code', async () => {
    const email = address('resend');
    await stack.client().auth.signUp({ email, password: 'Secret-pass-1' });
    const early = await stack.client().auth.resend({ type: 'signup', email });
    expect(early.error?.status).toBe(429);
    await allowNextMail(email);
    expect((await stack.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(2);
    const { code } = await latestMail(email);
    expect((await stack.client().auth.verifyOtp({ email, token: code, type: 'signup' })).error).toBeNull();
  });

  it('expires codes after an hour and locks them after 5 wrong tries', async () => {
    const expiring = address('expire');
    await stack.client().auth.signUp({ email: expiring, password: 'Secret-pass-1' });
    const { code } = await latestMail(expiring);
    await stack.db.query(
      `update auth.one_time_tokens set created_at = now() - interval '61 minutes' where relates_to = $1`,
      [expiring],
    );
    const expired = await stack.client().auth.verifyOtp({ email: expiring, token: code, type: 'signup' });
    expect(expired.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });

    const locked = address('lock');
    await stack.client().auth.signUp({ email: locked, password: 'Secret-pass-1' });
    const right = (await latestMail(locked)).code;
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const r = await stack.client().auth.verifyOtp({ email: locked, token: wrong, type: 'signup' });
      expect(r.error?.code).toBe('otp_expired');
    }
    const afterLock = await stack.client().auth.verifyOtp({ email: locked, token: right, type: 'signup' });
    expect(afterLock.error?.code).toBe('otp_expired');
    const stored = await stack.db.query<{ token_hash: string }>(
      'select token_hash from auth.one_time_tokens where relates_to = $1',
      [locked],
    );
    expect(stored.rows[0].token_hash).not.toContain(right);
  });

  it('rotates refresh tokens and ends the session when a used one comes back', async () => {
    const { email, password } = await confirmedUser('refresh');
    const client = await signedIn(email, password);
    const first = (await client.auth.getSession()).data.session!;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);
    expect(decodeJwt(second.access_token).amr).toEqual(decodeJwt(first.access_token).amr);

    // Within the reuse interval (another tab refreshing at the same moment) the current token comes back.
    const concurrent = await stack.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(concurrent.error).toBeNull();
    expect(concurrent.data.session?.refresh_token).toBe(second.refresh_token);

    await stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [
      first.refresh_token,
    ]);
    const reuse = await stack.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error).toBeInstanceOf(AuthApiError);
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const family = await stack.client().auth.refreshSession({ refresh_token: second.refresh_token });
    expect(family.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    expect((await stack.client().auth.getUser(second.access_token)).error?.name).toBe('AuthSessionMissingError');

    const unknown = await stack.client().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('logs out with local, others and global scope', async () => {
    const { email, password } = await confirmedUser('logout');
    const [a, b, c] = [
      await signedIn(email, password),
      await signedIn(email, password),
      await signedIn(email, password),
    ];
    const token = async (client: SupabaseClient) => (await client.auth.getSession()).data.session!.access_token;
    const [ta, tb, tc] = [await token(a), await token(b), await token(c)];
    const works = async (t: string) => !(await stack.client().auth.getUser(t)).error;

    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect([await works(ta), await works(tb), await works(tc)]).toEqual([true, false, false]);
    const gone = await stack.client().auth.getUser(tb);
    expect(gone.error?.name).toBe('AuthSessionMissingError');

    const d = await signedIn(email, password);
    const td = await token(d);
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect([await works(ta), await works(td)]).toEqual([false, true]);

    const e = await signedIn(email, password);
    const te = await token(e);
    expect((await d.auth.signOut()).error).toBeNull();
    expect([await works(td), await works(te)]).toEqual([false, false]);
  });

  it('confirms a password change with the reauthentication code', async () => {
    const { client, email } = await confirmedUser('reauth');
    await allowNextMail(email);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await latestMail(email);
    expect(mail.subject).toBe('Confirm Reauthentication');
    expect(mail.link).toBeUndefined();
    const wrong = String((Number(mail.code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await client.auth.updateUser({ password: 'After-reauth-1', nonce: wrong });
    expect(refused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect((await client.auth.updateUser({ password: 'After-reauth-1', nonce: mail.code })).error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email, password: 'After-reauth-1' })).error).toBeNull();
    const spent = await client.auth.updateUser({ password: 'After-reauth-2', nonce: mail.code });
    expect(spent.error?.code).toBe('reauthentication_not_valid');
  });

  it('updates user metadata (merged) and shows it in the user and in new tokens', async () => {
    const { client } = await confirmedUser('meta');
    await client.auth.updateUser({ data: { member_name: 'Ravi', membership_type: 'Free Member' } });
    const { data, error } = await client.auth.updateUser({ data: { membership_type: 'Paid Member' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ member_name: 'Ravi', membership_type: 'Paid Member' });
    expect((await client.auth.getUser()).data.user?.user_metadata.membership_type).toBe('Paid Member');
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).user_metadata).toMatchObject({
      membership_type: 'Paid Member',
    });
  });

  it('changes the e-mail address after the new address confirms its code', async () => {
    const { client, email } = await confirmedUser('change');
    const next = address('changed');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: next });
    const mail = await latestMail(next);
    expect(mail.subject).toBe('Confirm Change of Email');
    const verified = await client.auth.verifyOtp({ email: next, token: mail.code, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect((await client.auth.getUser()).data.user?.email).toBe(next);
  });

  it("speaks GoTrue's two error formats and its settings shape", async () => {
    const url = `${stack.url}/auth/v1/token?grant_type=password`;
    const headers = { apikey: stack.config.anonKey, 'content-type': 'application/json' };
    const body = JSON.stringify({ email: address('nobody'), password: 'whatever-1' });
    const legacy = await fetch(url, { method: 'POST', headers, body });
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    const modern = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'x-supabase-api-version': '2024-01-01' },
      body,
    });
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await modern.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });

    const settings = await (await fetch(`${stack.url}/auth/v1/settings`, { headers })).json();
    expect(settings).toMatchObject({
      external: { email: true, phone: false, google: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });
});
