/**
 * The 15-day trial kept by the server (issue 24, deliverable 1), through the API as an app or a script
 * would use it: every way of getting a token (password, e-mail code, mobile code, refresh) gives an
 * expired Free Member a payment-only session; that session and a token issued before the trial ended are
 * refused by the credit-spending functions and the member-only tables; the payment path works with it and
 * a refresh after the payment gives a full session. Staff and corporate executives are exempt.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@domain/database.ts';
import { isTrialExpired } from '@domain/trial.ts';
import { invokeFunction } from './support/functions.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { clientWithToken, createCompany, createUser, type TestUser } from './support/users.ts';

const PASSWORD = 'Loom#Trial1';
const TRIAL_OVER = /^Trial Period Expired: your 15-day free trial has ended/;

interface Member {
  id: string;
  email: string;
  mobile: string;
}

describe(`the trial on the server (${TEST_DB})`, () => {
  let stack: TestStack;
  let poster: TestUser;
  let enquiry: string;
  let serial = 0;

  beforeAll(async () => {
    stack = await startTestStack();
    poster = await createUser(stack, { membership: 'Paid Member' });
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.purchase_enquiries (user_id, fibre_type) values ($1, 'Cotton') returning id`,
      [poster.id],
    );
    enquiry = rows[0].id;
  });
  afterAll(() => stack?.close());

  /** A confirmed account with a Free Member profile; `expired` moves its profile 16 days back. */
  async function member(options: { expired?: boolean } = {}): Promise<Member> {
    serial += 1;
    const email = `trial-${serial}-${process.pid}@trial.loom.test`;
    const mobile = `97${String(process.pid % 10000).padStart(4, '0')}${String(serial).padStart(4, '0')}`;
    const created = await stack.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (created.error) throw created.error;
    const id = created.data.user.id;
    await stack.db.query('select public.create_member_profile($1, $2::jsonb)', [
      id,
      JSON.stringify({ member_name: `Trial ${serial}`, business_name: 'Trial Looms', email, mobile_number: mobile }),
    ]);
    if (options.expired) await expire(id);
    return { id, email, mobile };
  }

  /** The trial clock is the profile's created_at (not an editable column), moved back directly. */
  const expire = (id: string) =>
    stack.db.query(`update public.yarnconnect_free set created_at = now() - interval '16 days' where id = $1`, [id]);

  async function passwordSession(m: Member) {
    const client = stack.client();
    const { data, error } = await client.auth.signInWithPassword({ email: m.email, password: PASSWORD });
    expect(error).toBeNull();
    return { client, session: data.session! };
  }

  const scopeOf = (token: string) => decodeJwt(token).session_scope;
  const asToken = (token: string): SupabaseClient<Database> => clientWithToken(stack, token);

  async function latestMailCode(email: string): Promise<string> {
    const res = await fetch(`${stack.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
    const [summary] = ((await res.json()) as { messages: { ID: string }[] }).messages;
    const mail = (await (await fetch(`${stack.mailUrl}/api/v1/message/${summary.ID}`)).json()) as { Text: string };
    return /\b(\d{6})\b/.exec(mail.Text)![1];
  }

  async function latestSmsCode(to: string): Promise<string> {
    const res = await fetch(`${stack.mailUrl}/api/v1/messages?channel=sms`);
    const { messages } = (await res.json()) as { messages: { To: { Address: string }[]; Snippet: string }[] };
    return /\b(\d{6})\b/.exec(messages.find((sms) => sms.To[0].Address === to)!.Snippet)![1];
  }

  const interest = (client: SupabaseClient<Database>) =>
    client.rpc('express_interest', { p_post_type: 'enquiry', p_post_id: enquiry });

  describe('every token issue gives an expired Free Member a payment-only session', () => {
    it('password', async () => {
      const expired = await member({ expired: true });
      const { session } = await passwordSession(expired);
      expect(scopeOf(session.access_token)).toBe('payment');
      const inTrial = await passwordSession(await member());
      expect(scopeOf(inTrial.session.access_token)).toBeUndefined();
    });

    it('e-mail code', async () => {
      const expired = await member({ expired: true });
      const client = stack.client();
      expect(
        (await client.auth.signInWithOtp({ email: expired.email, options: { shouldCreateUser: false } })).error,
      ).toBeNull();
      const { data, error } = await client.auth.verifyOtp({
        email: expired.email,
        token: await latestMailCode(expired.email),
        type: 'email',
      });
      expect(error).toBeNull();
      expect(scopeOf(data.session!.access_token)).toBe('payment');
    });

    it('mobile code (the magic link verify-mobile-otp-and-login hands out)', async () => {
      const expired = await member({ expired: true });
      const phone = { countryCode: '+91', mobileNumber: expired.mobile };
      expect((await invokeFunction(stack.anon, 'send-mobile-otp', phone)).status).toBe(200);
      const otp = await latestSmsCode(`+91${expired.mobile}`);
      const verified = await invokeFunction(stack.anon, 'verify-mobile-otp-and-login', { ...phone, otp });
      expect(verified.status).toBe(200);
      const link = await fetch(verified.body.action_link as string, { redirect: 'manual' });
      const fragment = new URLSearchParams(new URL(link.headers.get('location')!).hash.slice(1));
      expect(scopeOf(fragment.get('access_token')!)).toBe('payment');
    });

    it('refresh: a token issued in the trial is refreshed into a payment-only one once it is over', async () => {
      const m = await member();
      const { client, session } = await passwordSession(m);
      expect(scopeOf(session.access_token)).toBeUndefined();
      await expire(m.id);
      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      expect(scopeOf(refreshed.data.session!.access_token)).toBe('payment');
      const again = await client.auth.refreshSession();
      expect(scopeOf(again.data.session!.access_token)).toBe('payment');
    });
  });

  it('refuses a spend with a token issued before the trial ended (the trial is read in SQL)', async () => {
    const m = await member();
    const { session } = await passwordSession(m);
    const early = asToken(session.access_token);
    expect((await interest(early)).error).toBeNull();
    await expire(m.id);

    const spent = await interest(early);
    expect(spent.error).toMatchObject({ code: '42501', message: expect.stringMatching(TRIAL_OVER) });
    const credit = await early.rpc('spend_credit', { p_usage_type: 'usage_enquiry' });
    expect(credit.error?.message).toMatch(TRIAL_OVER);
    const post = await early.from('purchase_enquiries').insert({ user_id: m.id, fibre_type: 'Viscose' });
    expect(post.error?.code).toBe('42501');
    const ledger = await early.from('credit_ledger').select('delta').eq('user_id', m.id);
    expect(ledger.data).toEqual([]);
    // What the member already has is still theirs: one interest's credit, none taken since.
    const balance = await stack.db.query<{ messaging_credits: number }>(
      'select messaging_credits from public.yarnconnect_free where id = $1',
      [m.id],
    );
    expect(balance.rows[0].messaging_credits).toBe(24);
  });

  it('refuses the member-only functions and tables to a payment-only session, not the member’s own reads', async () => {
    const expired = await member({ expired: true });
    const { client } = await passwordSession(expired);
    expect((await interest(client)).error?.message).toMatch(TRIAL_OVER);
    const product = await stack.db.query<{ id: string }>(
      `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price, visibility_status)
       values ($1, 'Spun Yarn', 'Cotton', 200, 'Reveal') returning id`,
      [await createCompany(stack)],
    );
    const bid = await client.rpc('place_corporate_bid', {
      p_product_id: product.rows[0].id,
      p_bid_price: 140,
      p_bid_quantity: 10,
    });
    expect(bid.error?.message).toMatch(TRIAL_OVER);
    const edit = await client
      .from('yarnconnect_free')
      .update({ member_name: 'Renamed' })
      .eq('id', expired.id)
      .select('id');
    expect({ data: edit.data, error: edit.error }).toEqual({ data: [], error: null });
    expect((await client.from('post_interests').select('id')).data).toEqual([]);

    const own = await client.from('yarnconnect_free').select('membership_type').eq('id', expired.id).single();
    expect(own.data).toEqual({ membership_type: 'Free Member' });
    expect((await client.from('purchase_enquiries').select('id').eq('id', enquiry)).data).toHaveLength(1);
    const facts = await client.rpc('my_role');
    expect(facts.data).toMatchObject({ trial_expired: true, payment_only: true, role: 'Free Member' });
  });

  it('reads the trial as @domain does: over after 15 days from the profile', async () => {
    const m = await member();
    for (const days of [14, 16]) {
      await stack.db.query(
        `update public.yarnconnect_free set created_at = now() - make_interval(days => $2) where id = $1`,
        [m.id, days],
      );
      const { rows } = await stack.db.query<{ created_at: Date }>(
        'select created_at from public.yarnconnect_free where id = $1',
        [m.id],
      );
      const { session } = await passwordSession(m);
      const facts = (await asToken(session.access_token).rpc('my_role')).data as { trial_expired: boolean };
      expect(facts.trial_expired).toBe(isTrialExpired(rows[0].created_at, new Date()));
      expect(scopeOf(session.access_token) === 'payment').toBe(facts.trial_expired);
    }
  });

  it('lets an expired member pay with the payment-only session; a refresh then gives a full session', async () => {
    const expired = await member({ expired: true });
    const { client, session } = await passwordSession(expired);
    const paid = await fetch(`${stack.url}/test-checkout/v1/pay`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ status: 'upgraded' });
    const facts = await client.rpc('my_role');
    // Paid now, but this token was issued for paying only until the session is refreshed.
    expect(facts.data).toMatchObject({ role: 'Paid Member', trial_expired: false, payment_only: true });
    expect((await interest(client)).error?.message).toMatch(TRIAL_OVER);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(scopeOf(refreshed.data.session!.access_token)).toBeUndefined();
    expect((await interest(client)).error).toBeNull();
    expect((await client.rpc('my_role')).data).toMatchObject({ payment_only: false });
  });

  it('exempts staff and corporate executives', async () => {
    const admin = await member({ expired: true });
    await stack.db.query(`insert into public.staff (user_id, role) values ($1, 'admin')`, [admin.id]);
    const executive = await member({ expired: true });
    await stack.db.query('insert into public.company_executives (user_id, company_id) values ($1, $2)', [
      executive.id,
      await createCompany(stack),
    ]);
    for (const exempt of [admin, executive]) {
      const { client, session } = await passwordSession(exempt);
      expect(scopeOf(session.access_token)).toBeUndefined();
      expect((await client.rpc('my_role')).data).toMatchObject({ trial_expired: false, payment_only: false });
    }
  });

  it('lets only the auth server call the hook', async () => {
    const { rows } = await stack.db.query<Record<string, boolean>>(
      `select ${['anon', 'authenticated', 'service_role', 'supabase_auth_admin']
        .map((r) => `has_function_privilege('${r}', 'public.custom_access_token_hook(jsonb)', 'execute') as ${r}`)
        .join(', ')}`,
    );
    expect(rows[0]).toEqual({ anon: false, authenticated: false, service_role: false, supabase_auth_admin: true });
    const viaApi = await stack.service.rpc('custom_access_token_hook' as never, { event: {} } as never);
    expect(viaApi.error).not.toBeNull();
  });
});
