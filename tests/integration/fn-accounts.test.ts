/**
 * The account edge functions through supabase-js against a private stack: profile creation with
 * credits, mobile OTP login (codes read back from the local SMS capture), profile deletion,
 * membership changes and the admin profile function.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invokeFunction as invoke } from './support/functions.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

interface Member {
  id: string;
  email: string;
  client: SupabaseClient;
  mobile: string;
}

describe(`account edge functions (${TEST_DB})`, () => {
  let stack: TestStack;
  let serial = 0;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  /** A confirmed auth user signed in with their own client (no profile yet). */
  async function newUser(label: string): Promise<Member> {
    serial += 1;
    const email = `${label}-${serial}-${Date.now()}@example.com`;
    const password = 'Secret-pass-1';
    const created = await stack.service.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw created.error;
    const client = stack.client();
    const signedIn = await client.auth.signInWithPassword({ email, password });
    if (signedIn.error) throw signedIn.error;
    const mobile = `98${String(Date.now() % 1e4).padStart(4, '0')}${String(serial).padStart(4, '0')}`;
    return { id: created.data.user.id, email, client, mobile };
  }

  function signupBody(user: Member, overrides: Record<string, unknown> = {}) {
    return {
      action: 'createProfileAndCredits',
      userId: user.id,
      email: user.email,
      membershipType: 'Free Member',
      mobileNumber: user.mobile,
      countryCode: '+91',
      newMemberReferralCode: `MEMBR${user.mobile.slice(-5)}${String.fromCharCode(65 + (serial % 26))}Q`,
      referralCodeUsed: null,
      memberName: 'Meera Textiles',
      currentDateISO: new Date().toISOString(),
      businessName: 'Meera Weaving Co',
      gstNumber: null,
      country: 'India',
      state: 'Tamil Nadu',
      district: 'Coimbatore',
      city: 'Coimbatore',
      pinZipCode: '641001',
      businessType: ['Yarn Supplier'],
      listInDirectory: true,
      ...overrides,
    };
  }

  /** A user with a profile made through usersignup. */
  async function newMember(label: string, overrides: Record<string, unknown> = {}): Promise<Member> {
    const user = await newUser(label);
    const res = await invoke(user.client, 'usersignup', signupBody(user, overrides));
    expect(res, JSON.stringify(res.body)).toMatchObject({ status: 200 });
    return user;
  }

  async function newAdmin(): Promise<Member> {
    const admin = await newMember('admin');
    await stack.db.query(`insert into public.staff (user_id, role) values ($1, 'admin')`, [admin.id]);
    return admin;
  }

  async function profile(id: string) {
    const { rows } = await stack.db.query<Record<string, unknown>>(
      'select * from public.yarnconnect_free where id = $1',
      [id],
    );
    return rows[0];
  }

  describe('usersignup', () => {
    it('creates the profile with 25 credits, a ledger row, the chosen referral code and the auth metadata', async () => {
      const user = await newUser('happy');
      const body = signupBody(user);
      const res = await invoke(user.client, 'usersignup', body);
      expect(res).toEqual({
        status: 200,
        body: { success: true, message: expect.any(String), paymentRequired: false },
      });
      // The member's whole profile, private columns included, comes from member_profile().
      const { data: own } = await user.client.rpc('member_profile').single();
      expect(own).toMatchObject({
        email: user.email,
        member_name: 'Meera Textiles',
        mobile_number: user.mobile,
        country_code: '+91',
        membership_type: 'Free Member',
        messaging_credits: 25,
        referral_code: body.newMemberReferralCode,
        business_type: ['Yarn Supplier'],
      });
      const { data: ledger } = await user.client.from('credit_ledger').select('delta, reason').eq('user_id', user.id);
      expect(ledger).toEqual([{ delta: 25, reason: 'signup' }]);
      const { data: auth } = await stack.service.auth.admin.getUserById(user.id);
      expect(auth.user?.user_metadata).toMatchObject({
        member_name: 'Meera Textiles',
        business_name: 'Meera Weaving Co',
        membership_type: 'Free Member',
      });
    });

    it('gives 5 credits to the new member and to the referrer for a valid referral code', async () => {
      const referrer = await newMember('referrer');
      const code = (await profile(referrer.id)).referral_code as string;
      const user = await newUser('referred');
      const res = await invoke(
        user.client,
        'usersignup',
        signupBody(user, { referralCodeUsed: ` ${code.toLowerCase()} ` }),
      );
      expect(res.status).toBe(200);
      expect(await profile(user.id)).toMatchObject({ messaging_credits: 30, referral_credits_earned: 5 });
      expect(await profile(referrer.id)).toMatchObject({ messaging_credits: 30, referral_credits_earned: 5 });
    });

    it("gives the member a server-made referral code when the app's new code is taken", async () => {
      const first = await newMember('code-a');
      const taken = (await profile(first.id)).referral_code as string;
      const second = await newUser('code-b');
      const res = await invoke(second.client, 'usersignup', signupBody(second, { newMemberReferralCode: taken }));
      expect(res.status).toBe(200);
      const code = (await profile(second.id)).referral_code as string;
      expect(code).toMatch(/^[A-Z0-9]{12}$/);
      expect(code).not.toBe(taken);
    });

    it('refuses an unknown referral code and creates nothing', async () => {
      const user = await newUser('badref');
      const res = await invoke(user.client, 'usersignup', signupBody(user, { referralCodeUsed: 'NOSUCHCODE99' }));
      expect(res).toEqual({ status: 400, body: { error: 'Referral code NOSUCHCODE99 does not exist.' } });
      expect(await profile(user.id)).toBeUndefined();
    });

    it('answers 409 with "already exists" / "duplicate key" for a mobile number already registered', async () => {
      const first = await newMember('dup-a');
      const second = await newUser('dup-b');
      const res = await invoke(second.client, 'usersignup', signupBody(second, { mobileNumber: first.mobile }));
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(/already exists/);
      expect(res.body.error).toMatch(/duplicate key/);
      const again = await invoke(first.client, 'usersignup', signupBody(first));
      expect(again.status).toBe(409);
    });

    it("refuses someone else's userId, visitors, unconfirmed e-mails and invalid bodies", async () => {
      const me = await newUser('me');
      const other = await newUser('other');
      expect(await invoke(me.client, 'usersignup', signupBody(other))).toEqual({
        status: 403,
        body: { error: 'You can only create your own profile.' },
      });
      expect((await invoke(stack.anon, 'usersignup', signupBody(other))).status).toBe(401);

      // A session whose e-mail is not (or no longer) confirmed.
      const unconfirmed = await newUser('unconfirmed');
      await stack.db.query('update auth.users set email_confirmed_at = null where id = $1', [unconfirmed.id]);
      expect(await invoke(unconfirmed.client, 'usersignup', signupBody(unconfirmed))).toEqual({
        status: 403,
        body: { error: 'Please verify your email before completing your profile.' },
      });

      const bad = await invoke(me.client, 'usersignup', signupBody(me, { mobileNumber: '12345' }));
      expect(bad).toEqual({
        status: 400,
        body: {
          error: 'For India, please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9.',
          field: 'mobileNumber',
        },
      });
      expect(await profile(other.id)).toBeUndefined();
    });

    it('creates a Paid Member choice as Free Member with a pending request and asks for the payment', async () => {
      const user = await newUser('paid');
      const res = await invoke(user.client, 'usersignup', signupBody(user, { membershipType: 'Paid Member' }));
      expect(res.body).toMatchObject({ success: true, paymentRequired: true });
      expect(await profile(user.id)).toMatchObject({ membership_type: 'Free Member', messaging_credits: 25 });
      const { data } = await user.client.from('membership_requests').select('requested_type, status');
      expect(data).toEqual([{ requested_type: 'Paid Member', status: 'pending' }]);
      // Only the member (and admins) read it; nobody but the platform writes it.
      const other = await newMember('paid-other');
      expect((await other.client.from('membership_requests').select('id').eq('user_id', user.id)).data).toEqual([]);
      const forged = await user.client
        .from('membership_requests')
        .insert({ user_id: user.id, requested_type: 'Paid Member', status: 'paid' });
      expect(forged.error?.code).toBe('42501');
    });
  });

  describe('handle-membership-change-credits', () => {
    const change = (member: Member) => ({
      userId: member.id,
      newMembershipType: 'Paid Member',
      oldMembershipType: 'Free Member',
      currentDateISO: '2026-11-22',
    });

    it('refuses a member changing their own type', async () => {
      const member = await newMember('self-upgrade');
      const res = await invoke(member.client, 'handle-membership-change-credits', change(member));
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual(expect.any(String));
      expect(await profile(member.id)).toMatchObject({ membership_type: 'Free Member', messaging_credits: 25 });
    });

    it('applies a paid upgrade for the service role once, marking the pending request paid', async () => {
      const member = await newMember('webhook', { membershipType: 'Paid Member' });
      const first = await invoke(stack.service, 'handle-membership-change-credits', change(member));
      expect(first).toMatchObject({ status: 200, body: { message: expect.stringContaining('200 credits') } });
      const second = await invoke(stack.service, 'handle-membership-change-credits', change(member));
      expect(second).toMatchObject({ status: 200, body: { credits_granted: 0 } });
      expect(await profile(member.id)).toMatchObject({ membership_type: 'Paid Member', messaging_credits: 225 });
      const { data } = await member.client.from('membership_requests').select('status');
      expect(data).toEqual([{ status: 'paid' }]);
      const { data: auth } = await stack.service.auth.admin.getUserById(member.id);
      expect(auth.user?.user_metadata.membership_type).toBe('Paid Member');
    });

    it('lets an admin change a member to Corporate Member', async () => {
      const admin = await newAdmin();
      const member = await newMember('corporate');
      const res = await invoke(admin.client, 'handle-membership-change-credits', {
        ...change(member),
        newMembershipType: 'Corporate Member',
      });
      expect(res.status).toBe(200);
      expect(await profile(member.id)).toMatchObject({ membership_type: 'Corporate Member', messaging_credits: 325 });
    });
  });

  describe('mobile OTP login', () => {
    /** The newest SMS to a number, from the local capture's Mailpit-style API. */
    async function lastCode(to: string): Promise<string> {
      const res = await fetch(`${stack.mailUrl}/api/v1/messages?channel=sms`);
      const { messages } = (await res.json()) as { messages: { To: { Address: string }[]; Snippet: string }[] };
      const sms = messages.find((m) => m.To[0].Address === to);
      if (!sms) throw new Error(`no SMS to ${to}`);
      return /\b(\d{6})\b/.exec(sms.Snippet)![1];
    }

    const send = (member: Member) =>
      invoke(stack.anon, 'send-mobile-otp', { countryCode: '+91', mobileNumber: member.mobile });
    const verify = (member: Member, otp: string) =>
      invoke(stack.anon, 'verify-mobile-otp-and-login', { countryCode: '+91', mobileNumber: member.mobile, otp });

    it('texts a code and trades it for a magic link whose redirect carries a working session', async () => {
      const member = await newMember('otp');
      expect(await send(member)).toEqual({
        status: 200,
        body: { success: true, message: `OTP sent to +91 ******${member.mobile.slice(-4)}.`, userId: member.id },
      });
      const code = await lastCode(`+91${member.mobile}`);
      const verified = await verify(member, code);
      expect(verified.status).toBe(200);
      const link = await fetch(verified.body.action_link as string, { redirect: 'manual' });
      expect(link.status).toBe(303);
      const hash = new URLSearchParams(new URL(link.headers.get('location')!).hash.slice(1));
      const { data, error } = await stack.anon.auth.getUser(hash.get('access_token')!);
      expect(error).toBeNull();
      expect(data.user?.id).toBe(member.id);
      expect(await profile(member.id)).toMatchObject({ mobile_verified: true });
      expect((await verify(member, code)).body.error).toMatch(/No OTP was requested/);
    });

    it('refuses unknown numbers, invalid numbers and a resend within a minute', async () => {
      const unknown = await invoke(stack.anon, 'send-mobile-otp', { countryCode: '+91', mobileNumber: '6000000001' });
      expect(unknown).toEqual({
        status: 404,
        body: {
          success: false,
          error: 'No account is registered with this mobile number.',
          details: 'No account is registered with this mobile number.',
        },
      });
      const invalid = await invoke(stack.anon, 'send-mobile-otp', { countryCode: '+91', mobileNumber: '12345' });
      expect(invalid.status).toBe(400);
      const member = await newMember('resend');
      expect((await send(member)).status).toBe(200);
      const again = await send(member);
      expect(again.status).toBe(429);
      expect(again.body.error).toMatch(/^Please wait \d+ seconds/);
    });

    it('answers 503 without a provider and lets the member ask again at once', async () => {
      const member = await newMember('no-provider');
      // The functions runtime passes the process environment on to every call.
      process.env.TEXT_MESSAGE_PROVIDER = 'twilio';
      try {
        expect(await send(member)).toMatchObject({
          status: 503,
          body: { success: false, error: 'Text messages are not set up on this server yet.' },
        });
      } finally {
        delete process.env.TEXT_MESSAGE_PROVIDER;
      }
      expect((await send(member)).status).toBe(200);
    });

    it('counts wrong codes, locks after 5 and refuses expired codes', async () => {
      const member = await newMember('wrong');
      await send(member);
      const code = await lastCode(`+91${member.mobile}`);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await verify(member, wrong)).toMatchObject({
        status: 400,
        body: { error: 'Invalid OTP. 4 attempt(s) left.', attemptsLeft: 4 },
      });
      for (let i = 0; i < 3; i++) await verify(member, wrong);
      expect((await verify(member, wrong)).status).toBe(429);
      expect(await verify(member, code)).toMatchObject({
        status: 429,
        body: { error: expect.stringMatching(/Too many/) },
      });

      const late = await newMember('expired');
      await send(late);
      await stack.db.query(
        `update internal.mobile_otps set expires_at = now() - interval '1 second' where phone = $1`,
        [`+91${late.mobile}`],
      );
      expect((await verify(late, await lastCode(`+91${late.mobile}`))).body.error).toMatch(/expired/);
    });

    it('gives a Free Member whose 15-day trial has ended a link to a payment-only session (the auth hook decides)', async () => {
      const member = await newMember('trial-over');
      // created_at drives the trial; the profile guard trigger does not cover it, so move it back directly.
      await stack.db.query(`update public.yarnconnect_free set created_at = now() - interval '16 days' where id = $1`, [
        member.id,
      ]);
      await send(member);
      const verified = await verify(member, await lastCode(`+91${member.mobile}`));
      expect(verified.status).toBe(200);
      const link = await fetch(verified.body.action_link as string, { redirect: 'manual' });
      const hash = new URLSearchParams(new URL(link.headers.get('location')!).hash.slice(1));
      expect(decodeJwt(hash.get('access_token')!).session_scope).toBe('payment');
    });

    it('captures text messages posted to the mailbox API and refuses malformed ones', async () => {
      const post = (body: unknown) =>
        fetch(`${stack.mailUrl}/api/v1/text-messages`, { method: 'POST', body: JSON.stringify(body) });
      expect((await post({ channel: 'whatsapp', to: '+919800000009', text: 'New interest' })).status).toBe(201);
      const res = await fetch(`${stack.mailUrl}/api/v1/messages?channel=whatsapp`);
      const { messages } = (await res.json()) as { messages: { To: { Address: string }[]; Snippet: string }[] };
      expect(messages[0]).toMatchObject({ To: [{ Address: '+919800000009' }], Snippet: 'New interest' });
      expect((await post({ channel: 'email', to: '+919800000009', text: 'x' })).status).toBe(400);
      expect((await post({ channel: 'sms', to: '', text: 'x' })).status).toBe(400);
    });

    it('sends and checks a code for the signup variant ({ mobile })', async () => {
      const mobile = '+447700900123';
      expect(await invoke(stack.anon, 'send-mobile-otp', { mobile })).toMatchObject({
        status: 200,
        body: { success: true, userId: null },
      });
      const otp = await lastCode(mobile);
      expect(await invoke(stack.anon, 'verify-mobile-otp-and-login', { mobile, otp })).toEqual({
        status: 200,
        body: { message: 'Mobile number verified.' },
      });
    });
  });

  describe('handle-delete-profile', () => {
    it("deletes the caller's own account with their files, and refuses someone else's", async () => {
      const member = await newMember('delete-me');
      const other = await newMember('keep-me');
      const refused = await invoke(member.client, 'handle-delete-profile', { userId: other.id });
      expect(refused).toEqual({ status: 403, body: { error: 'You can only delete your own profile.' } });

      const file = `${member.id}/spec-sheet.pdf`;
      const upload = await stack.service.storage
        .from('fabric')
        .upload(file, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
      expect(upload.error).toBeNull();

      expect(await invoke(member.client, 'handle-delete-profile', { userId: member.id })).toEqual({
        status: 200,
        body: {},
      });
      expect(await profile(member.id)).toBeUndefined();
      expect((await stack.service.auth.admin.getUserById(member.id)).error?.status).toBe(404);
      expect((await stack.service.storage.from('fabric').list(member.id)).data).toEqual([]);
      expect(await profile(other.id)).toBeDefined();
    });

    it("lets an admin delete a member's account", async () => {
      const admin = await newAdmin();
      const member = await newMember('admin-deletes');
      expect((await invoke(admin.client, 'handle-delete-profile', { userId: member.id })).status).toBe(200);
      expect(await profile(member.id)).toBeUndefined();
    });
  });

  describe('manage-user-profile', () => {
    it('is refused to members', async () => {
      const member = await newMember('not-admin');
      const res = await invoke(member.client, 'manage-user-profile', {
        action: 'update',
        userId: member.id,
        userData: { is_verified_member: true },
      });
      expect(res).toEqual({ status: 403, body: { error: 'Only admins manage member profiles.' } });
      expect(await profile(member.id)).toMatchObject({ is_verified_member: false });
    });

    it('lets an admin update profile, status and credit fields, and delete the account', async () => {
      const admin = await newAdmin();
      const member = await newMember('managed');
      const update = await invoke(admin.client, 'manage-user-profile', {
        action: 'update',
        userId: member.id,
        userData: { member_name: 'Renamed Member', is_verified_member: true, messaging_credits: 100 },
      });
      expect(update).toEqual({ status: 200, body: { success: true } });
      expect(await profile(member.id)).toMatchObject({
        member_name: 'Renamed Member',
        is_verified_member: true,
        messaging_credits: 100,
      });
      const unknownField = await invoke(admin.client, 'manage-user-profile', {
        action: 'update',
        userId: member.id,
        userData: { referral_credits_earned: 1000 },
      });
      expect(unknownField.status).toBe(400);

      const deleted = await invoke(admin.client, 'manage-user-profile', { action: 'delete', userId: member.id });
      expect(deleted).toEqual({ status: 200, body: { success: true } });
      expect(await profile(member.id)).toBeUndefined();
    });
  });
});
