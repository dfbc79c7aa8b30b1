/**
 * The atomic RPCs through supabase-js: credit rules (signup, referral, spending, interests,
 * membership changes, the monthly grant, admin adjustments), corporate bids, RFQ rounds and
 * bid selection, the member lookups (mobile number, referral code in use) and my_role(). After every
 * scenario a member's balance equals their ledger.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addMonths, PaidPlanSetting, paidYearUntil } from '@domain/paid-year.ts';
import type { RoleFacts } from '@domain/schemas/role-facts.ts';
import { vendorBid } from './support/rows.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, createUser, type RoleSet, type TestUser } from './support/users.ts';

describe(`marketplace RPCs (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
  });
  afterAll(() => stack?.close());

  const sql = async <R>(text: string, params: unknown[] = []) => (await stack.db.query<R>(text, params)).rows;
  const balance = async (user: { id: string }) => {
    const [row] = await sql<{ credits: number; ledger: number }>(
      `select messaging_credits as credits,
              (select coalesce(sum(delta), 0)::int from public.credit_ledger where user_id = $1) as ledger
       from public.yarnconnect_free where id = $1`,
      [user.id],
    );
    expect(row.credits, 'balance equals the ledger').toBe(row.ledger);
    return row.credits;
  };
  const enquiryOf = async (user: TestUser) =>
    (
      await sql<{ id: string }>(
        `insert into public.purchase_enquiries (user_id, fibre_type) values ($1, 'Cotton') returning id`,
        [user.id],
      )
    )[0].id;
  const productOfA = async (visibility = 'Reveal') =>
    (
      await sql<{ id: string }>(
        `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price, visibility_status)
         values ($1, 'Spun Yarn', 'Cotton', 200, $2) returning id`,
        [roles.companyA, visibility],
      )
    )[0].id;

  describe('profiles and signup credits', () => {
    const signup = async (membership: string, referral?: string) => {
      const login = await createUser(stack, { membership: null });
      const reply = await stack.service.rpc('create_member_profile', {
        p_user_id: login.id,
        p_profile: { member_name: 'New Member', business_name: 'New Co', membership_type: membership },
        p_referral_code_used: referral,
      });
      return { login, ...reply };
    };

    it('gives Free Members 25 and Paid Members 200 credits at signup', async () => {
      const free = await signup('Free Member');
      expect(free.error).toBeNull();
      expect(await balance(free.login)).toBe(25);
      const paid = await signup('Paid Member');
      expect(await balance(paid.login)).toBe(200);
      expect(paid.data).toMatchObject({ membership_type: 'Paid Member', email: paid.login.email });
    });

    it('gives 5 credits to both sides of a valid referral code and refuses an unknown one', async () => {
      const [referrer] = await sql<{ referral_code: string }>(
        'select referral_code from public.yarnconnect_free where id = $1',
        [roles.paid.id],
      );
      const before = await balance(roles.paid);
      const referred = await signup('Free Member', ` ${referrer.referral_code.toLowerCase()} `);
      expect(referred.error).toBeNull();
      expect(await balance(referred.login)).toBe(30);
      expect(await balance(roles.paid)).toBe(before + 5);
      const [earned] = await sql<{ n: number }>(
        'select referral_credits_earned as n from public.yarnconnect_free where id = $1',
        [roles.paid.id],
      );
      expect(earned.n).toBe(5);

      const unknown = await signup('Free Member', 'NOSUCHCODE99');
      expect(unknown.error).toMatchObject({ code: 'P0001', message: 'Referral code NOSUCHCODE99 does not exist.' });
      expect(await sql('select 1 from public.yarnconnect_free where id = $1', [unknown.login.id])).toEqual([]);
    });

    it('refuses Corporate Member at signup and profile creation by members', async () => {
      expect((await signup('Corporate Member')).error?.code).toBe('P0001');
      const { error } = await roles.free.client.rpc('create_member_profile', {
        p_user_id: roles.free.id,
        p_profile: { member_name: 'x', business_name: 'y' },
      });
      expect(error?.code).toBe('42501');
    });

    it('members cannot write their own membership, credits or flags', async () => {
      for (const change of [
        { membership_type: 'Paid Member' },
        { messaging_credits: 1000 },
        { is_verified_member: true },
        { referral_credits_earned: 50 },
      ]) {
        const { error } = await roles.free.client.from('yarnconnect_free').update(change).eq('id', roles.free.id);
        expect(error?.code, JSON.stringify(change)).toBe('42501');
      }
      expect(await balance(roles.free)).toBe(25);
    });
  });

  describe('spending credits and interests', () => {
    it('spends one credit of the caller only', async () => {
      const member = await createUser(stack, { credits: 3 });
      const { data, error } = await member.client.rpc('spend_credit', {
        p_usage_type: 'usage_enquiry',
        p_reference_id: 'ref-1',
        p_description: 'test',
      });
      expect(error).toBeNull();
      expect(data).toEqual({ success: true, balance: 2 });
      const other = await member.client.rpc('spend_credit', { p_usage_type: 'usage_offer', p_user_id: roles.paid.id });
      expect(other.error).toMatchObject({ code: '42501', message: 'You can only spend your own credits.' });
      expect(await balance(member)).toBe(2);
    });

    it('records an interest with its credit, refuses own posts and an empty balance', async () => {
      const poster = await createUser(stack);
      const post = await enquiryOf(poster);
      const member = await createUser(stack, { credits: 1 });

      const own = await poster.client.rpc('express_interest', { p_post_type: 'enquiry', p_post_id: post });
      expect(own.error).toMatchObject({ code: 'P0001', message: 'You cannot express interest in your own enquiry.' });

      const ok = await member.client.rpc('express_interest', { p_post_type: 'enquiry', p_post_id: post });
      expect(ok.error).toBeNull();
      expect(ok.data).toMatchObject({ success: true, balance: 0 });
      const seenByPoster = await poster.client
        .from('post_interests')
        .select('user_id, enquiry_id')
        .eq('enquiry_id', post);
      expect(seenByPoster.data).toEqual([{ user_id: member.id, enquiry_id: post }]);

      const broke = await member.client.rpc('express_interest', { p_post_type: 'enquiry', p_post_id: post });
      expect(broke.error).toMatchObject({ code: 'P0001', message: 'Not enough messaging credits.' });
      expect(await sql('select id from public.post_interests where user_id = $1', [member.id])).toHaveLength(1);
      expect(await balance(member)).toBe(0);

      const anon = await stack.anon.rpc('express_interest', { p_post_type: 'enquiry', p_post_id: post });
      expect(anon.error?.code).toBe('42501');
    });
  });

  describe('membership changes and monthly credits', () => {
    it('grants 200 on an upgrade to Paid and 300 to Corporate; members cannot call it', async () => {
      const member = await createUser(stack);
      const self = await member.client.rpc('apply_membership_change_credits', {
        p_user_id: member.id,
        p_new_membership_type: 'Paid Member',
      });
      expect(self.error?.code).toBe('42501');

      const paid = await stack.service.rpc('apply_membership_change_credits', {
        p_user_id: member.id,
        p_new_membership_type: 'Paid Member',
      });
      expect(paid.data).toMatchObject({ previous_membership_type: 'Free Member', credits_granted: 200, balance: 225 });
      const corporate = await roles.admin.client.rpc('apply_membership_change_credits', {
        p_user_id: member.id,
        p_new_membership_type: 'Corporate Member',
      });
      expect(corporate.data).toMatchObject({ credits_granted: 300, balance: 525 });
      const again = await stack.service.rpc('apply_membership_change_credits', {
        p_user_id: member.id,
        p_new_membership_type: 'Corporate Member',
      });
      expect(again.data).toMatchObject({ credits_granted: 0, balance: 525 });
      expect(await balance(member)).toBe(525);
    });

    /** Sets the launch date (app_settings paid_plan) for one test; the migration's value comes back after it. */
    async function withLaunchDate(day: string, run: () => Promise<void>) {
      const [{ value }] = await sql<{ value: unknown }>(
        `select value from public.app_settings where key = 'paid_plan'`,
      );
      await sql(
        `update public.app_settings set value = jsonb_build_object('launch_date', $1::text) where key = 'paid_plan'`,
        [day],
      );
      try {
        await run();
      } finally {
        await sql(`update public.app_settings set value = $1 where key = 'paid_plan'`, [JSON.stringify(value)]);
      }
    }
    const until = async (user: { id: string }) =>
      (
        await sql<{ until: string }>(
          `select to_char(monthly_credits_until, 'YYYY-MM-DD') as until from public.yarnconnect_free where id = $1`,
          [user.id],
        )
      )[0].until;
    const today = async () => (await sql<{ d: string }>(`select to_char(current_date, 'YYYY-MM-DD') as d`))[0].d;

    it('counts the paid year from the launch for a member who pays before it, from the payment after', async () => {
      const day = await today();
      const launch = addMonths(`${day.slice(0, 8)}01`, 4);
      await withLaunchDate(launch, async () => {
        const early = await createUser(stack);
        await stack.service.rpc('apply_membership_change_credits', {
          p_user_id: early.id,
          p_new_membership_type: 'Paid Member',
        });
        expect(await until(early)).toBe(addMonths(launch, 12));
        expect(await until(early)).toBe(paidYearUntil(day, launch));
        // The setting is public: the plans and payment pages read it to say when the year runs.
        const setting = await stack.anon.from('app_settings').select('value').eq('key', 'paid_plan').single();
        expect(PaidPlanSetting.parse(setting.data?.value).launch_date).toBe(launch);
        const paidAtSignup = await createUser(stack, { membership: 'Paid Member' });
        expect(await until(paidAtSignup)).toBe(addMonths(launch, 12));
        // Corporate Members' year runs from their upgrade: the launch is the paid plan's term.
        const corporate = await createUser(stack, { membership: 'Corporate Member' });
        expect(await until(corporate)).toBe(addMonths(day, 12));

        // Monthly credits run to the end of that year, the months before the launch included.
        const grant = (on: string) => stack.service.rpc('grant_monthly_credits', { p_today: on });
        const before = await balance(early);
        await grant(addMonths(launch, 11));
        expect(await balance(early)).toBe(before + 200);
        await grant(addMonths(launch, 12));
        expect(await balance(early)).toBe(before + 200);
      });
      await withLaunchDate(addMonths(day, -1), async () => {
        const late = await createUser(stack, { membership: 'Paid Member' });
        expect(await until(late)).toBe(addMonths(day, 12));
        expect(await until(late)).toBe(paidYearUntil(day, addMonths(day, -1)));
      });
    });

    it('grants monthly credits once per month for a year (Paid 200, Corporate 300, Free none)', async () => {
      // Launched already: the paid year runs from the payment.
      await withLaunchDate('2020-01-01', async () => {
        const paid = await createUser(stack, { membership: 'Paid Member' });
        const corporate = await createUser(stack, { membership: 'Corporate Member' });
        const free = await createUser(stack);
        const [{ next, yearLater }] = await sql<{ next: string; yearLater: string }>(
          `select to_char(date_trunc('month', current_date) + interval '1 month', 'YYYY-MM-DD') as next,
                  to_char(date_trunc('month', current_date) + interval '13 months', 'YYYY-MM-DD') as "yearLater"`,
        );
        const grant = (day: string) => stack.service.rpc('grant_monthly_credits', { p_today: day });
        const before = { paid: await balance(paid), corporate: await balance(corporate), free: await balance(free) };

        expect((await grant(next)).error).toBeNull();
        expect((await grant(next)).data).toBe(0);
        expect(await balance(paid)).toBe(before.paid + 200);
        expect(await balance(corporate)).toBe(before.corporate + 300);
        expect(await balance(free)).toBe(before.free);

        await grant(yearLater);
        expect(await balance(paid)).toBe(before.paid + 200);
        expect((await roles.admin.client.rpc('grant_monthly_credits', { p_today: next })).error?.code).toBe('42501');
      });
    });

    it('lets admins set a balance and flags, booked in the ledger', async () => {
      const member = await createUser(stack);
      const { data, error } = await roles.admin.client.rpc('admin_update_member', {
        p_user_id: member.id,
        p_changes: { messaging_credits: 7, is_verified_member: true },
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ messaging_credits: 7, is_verified_member: true });
      expect(await balance(member)).toBe(7);
      const limited = await roles.limitedAdmin.client.rpc('admin_update_member', {
        p_user_id: member.id,
        p_changes: { messaging_credits: 900 },
      });
      expect(limited.error?.code).toBe('42501');
    });
  });

  describe('bids on corporate products', () => {
    it('places a bid for one credit, refuses own-company executives and hidden products', async () => {
      const product = await productOfA();
      const before = await balance(roles.paid);
      const { data, error } = await roles.paid.client.rpc('place_corporate_bid', {
        p_product_id: product,
        p_bid_price: 195.5,
        p_bid_quantity: 1000,
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({
        bid_status: 'Pending',
        bid_price: 195.5,
        bid_quantity: 1000,
        bidder_user_id: roles.paid.id,
      });
      expect(data!.bid_display_id).toMatch(/^BID-\d{6}$/);
      expect(await balance(roles.paid)).toBe(before - 1);

      const own = await roles.execA.client.rpc('place_corporate_bid', {
        p_product_id: product,
        p_bid_price: 1,
        p_bid_quantity: 1,
      });
      expect(own.error).toMatchObject({ code: '42501', message: "You cannot bid on your own company's products." });
      const hidden = await roles.paid.client.rpc('place_corporate_bid', {
        p_product_id: await productOfA('Hide'),
        p_bid_price: 1,
        p_bid_quantity: 1,
      });
      expect(hidden.error?.message).toBe('This product is not available for bidding.');
    });

    it('lets only the company accept a Pending bid, once', async () => {
      const { data: bid } = await roles.paid.client.rpc('place_corporate_bid', {
        p_product_id: await productOfA(),
        p_bid_price: 180,
        p_bid_quantity: 50,
      });
      const other = await roles.execB.client.rpc('accept_customer_bid', { p_bid_id: bid!.id });
      expect(other.error?.code).toBe('42501');
      const { data, error } = await roles.execA.client.rpc('accept_customer_bid', { p_bid_id: bid!.id });
      expect(error).toBeNull();
      expect(data).toMatchObject({ bid_status: 'Accepted', accepted_by_executive_id: roles.execA.id });
      expect(data!.accept_bid_time).toBeTruthy();
      const twice = await roles.execA.client.rpc('accept_customer_bid', { p_bid_id: bid!.id });
      expect(twice.error?.message).toMatch(/^This bid was already accepted by /);
    });
  });

  describe('RFQ rounds and bid selection', () => {
    it('runs rounds 1, 2, lets registered vendors bid, selects a winner and closes for good', async () => {
      const { data: rfq } = await roles.execA.client
        .from('sourcing_requests')
        .insert({
          user_id: roles.execA.id,
          company_id: roles.companyA,
          department: 'trims',
          custom_item: 'Labels',
          quantity: '5000',
        })
        .select('id, bid_status, request_number')
        .single();
      expect(rfq).toMatchObject({ bid_status: 'pending' });
      expect(rfq!.request_number).toMatch(/^RFQ-\d{6}$/);
      expect((await roles.vendor.client.from('sourcing_requests').select('id').eq('id', rfq!.id)).data).toEqual([]);

      const r1 = await roles.execA.client.rpc('start_next_bid_round', { p_rfq_id: rfq!.id });
      expect(r1.data).toMatchObject({ round_number: 1, status: 'open' });
      expect((await roles.vendor.client.from('sourcing_requests').select('bid_status').eq('id', rfq!.id)).data).toEqual(
        [{ bid_status: 'private' }],
      );
      const quote = (round: { id: string; round_number: number }, price: number) =>
        roles.vendor.client
          .from('sourcing_bids')
          .insert(
            vendorBid({
              sourcing_request_id: rfq!.id,
              vendor_user_id: roles.vendor.id,
              quoted_price: price,
              delivery_time_days: 10,
              round_id: round.id,
              round_number: round.round_number,
            }),
          )
          .select('id')
          .single();
      expect((await quote(r1.data!, 2.5)).error).toBeNull();
      expect((await roles.execB.client.rpc('start_next_bid_round', { p_rfq_id: rfq!.id })).error?.code).toBe('42501');

      const r2 = await roles.execA.client.rpc('start_next_bid_round', { p_rfq_id: rfq!.id });
      expect(r2.data).toMatchObject({ round_number: 2, status: 'open' });
      expect((await quote(r1.data!, 2.4)).error).toMatchObject({
        code: 'P0001',
        message: 'No open bidding round found for this RFQ. It may have been closed.',
      });
      const winner = await quote(r2.data!, 2.2);

      const closed = await roles.execA.client.rpc('set_bid_round_status', {
        p_round_id: r2.data!.id,
        p_status: 'closed',
      });
      expect(closed.data).toMatchObject({ status: 'closed' });
      const reopened = await roles.execA.client.rpc('set_bid_round_status', {
        p_round_id: r2.data!.id,
        p_status: 'open',
      });
      expect(reopened.data).toMatchObject({ status: 'open' });

      const selected = await roles.execA.client.rpc('select_sourcing_bid', {
        bid_id_to_select: winner.data!.id,
        rfq_id_to_close: rfq!.id,
      });
      expect(selected.error).toBeNull();
      const state = await sql<{ bid_status: string; open_rounds: number; winners: number }>(
        `select bid_status,
                (select count(*)::int from public.sourcing_bid_rounds where sourcing_request_id = r.id and status = 'open') as open_rounds,
                (select count(*)::int from public.sourcing_bids where sourcing_request_id = r.id and is_selected) as winners
         from public.sourcing_requests r where id = $1`,
        [rfq!.id],
      );
      expect(state).toEqual([{ bid_status: 'closed', open_rounds: 0, winners: 1 }]);

      const next = await roles.execA.client.rpc('start_next_bid_round', { p_rfq_id: rfq!.id });
      expect(next.error).toMatchObject({ code: 'P0001', message: 'This RFQ is closed.' });
      const reopen = await roles.execA.client
        .from('sourcing_requests')
        .update({ bid_status: 'open' })
        .eq('id', rfq!.id);
      expect(reopen.error).toMatchObject({ code: 'P0001', message: 'A closed RFQ cannot be reopened.' });
    });
  });

  describe('profiles, vendors and company pages', () => {
    it('members update their own profile (edit page) without the protected columns, and never insert one', async () => {
      const { error } = await roles.free.client
        .from('yarnconnect_free')
        .update({ member_name: 'Renamed', business_name: 'Renamed Co', city: 'Pune' })
        .eq('id', roles.free.id);
      expect(error).toBeNull();
      // A profile is born only through create_member_profile (usersignup), so an upsert (an insert) is refused.
      const upsert = await roles.free.client
        .from('yarnconnect_free')
        .upsert({ id: roles.free.id, member_name: 'Renamed', business_name: 'Renamed Co', email: roles.free.email });
      expect(upsert.error?.code).toBe('42501');
      const [row] = await sql<{ member_name: string; city: string }>(
        'select member_name, city from public.yarnconnect_free where id = $1',
        [roles.free.id],
      );
      expect(row).toEqual({ member_name: 'Renamed', city: 'Pune' });
    });

    it('executives find any member with search_members and read their own vendors only', async () => {
      const hidden = await createUser(stack, { listInDirectory: false });
      const term = hidden.email.split('@')[0];
      expect((await roles.execA.client.rpc('search_members', { p_term: term })).data).toEqual([
        { id: hidden.id, member_name: expect.any(String), business_name: expect.any(String), email: hidden.email },
      ]);
      expect((await roles.execA.client.rpc('search_members', { p_term: ' ab ' })).error).toMatchObject({
        code: '22023',
        message: 'Please enter at least 3 characters.',
      });
      expect((await roles.paid.client.rpc('search_members', { p_term: term })).error?.code).toBe('42501');

      const read = (exec: TestUser) => exec.client.from('yarnconnect_free').select('id').eq('id', hidden.id);
      expect((await read(roles.execA)).data).toEqual([]);
      await roles.execA.client.from('department_vendors').insert({
        company_id: roles.companyA,
        department: 'machinery',
        department_name: 'Machinery',
        vendor_user_id: hidden.id,
      });
      expect((await read(roles.execA)).data).toEqual([{ id: hidden.id }]);
      expect((await read(roles.execB)).data).toEqual([]);
    });

    it('lets admins, not executives, manage a company’s dealers', async () => {
      const dealers = { dealer_user_ids: [roles.paid.id] };
      const byExec = await roles.execA.client.from('company_details').update(dealers).eq('id', roles.companyA);
      expect(byExec.error).toMatchObject({ code: '42501', message: "Only admins manage a company's dealers." });
      const byAdmin = await roles.admin.client.from('company_details').update(dealers).eq('id', roles.companyA);
      expect(byAdmin.error).toBeNull();
      const renamed = await roles.execA.client
        .from('company_details')
        .update({ marketing_team_info: 'Sales desk 9-7' })
        .eq('id', roles.companyA);
      expect(renamed.error).toBeNull();
    });
  });

  describe('member lookups (mobile number and referral code in use)', () => {
    const profileOf = async (user: TestUser) =>
      (
        await sql<{ country_code: string; mobile_number: string; referral_code: string }>(
          'select country_code, mobile_number, referral_code from public.yarnconnect_free where id = $1',
          [user.id],
        )
      )[0];
    const mobileInUse = (client: SupabaseClient, countryCode: string, mobileNumber: string) =>
      client.rpc('mobile_number_in_use', { p_country_code: countryCode, p_mobile_number: mobileNumber });
    const codeInUse = (client: SupabaseClient, code: string) => client.rpc('referral_code_in_use', { p_code: code });

    it('tells a member whether another member holds a mobile number, never counting their own', async () => {
      const [member, other] = [await createUser(stack), await createUser(stack)];
      const theirs = await profileOf(other);
      const mine = await profileOf(member);
      expect(await mobileInUse(member.client, theirs.country_code, theirs.mobile_number)).toMatchObject({
        data: true,
        error: null,
      });
      // Typed with spaces and a dash, as the form accepts it.
      const spaced = `${theirs.mobile_number.slice(0, 5)} ${theirs.mobile_number.slice(5, 7)}-${theirs.mobile_number.slice(7)}`;
      expect((await mobileInUse(member.client, ` ${theirs.country_code} `, spaced)).data).toBe(true);
      expect((await mobileInUse(member.client, mine.country_code, mine.mobile_number)).data).toBe(false);
      expect((await mobileInUse(member.client, '+91', '6000000000')).data).toBe(false);
      // The unique index is per country code: the same digits under another code are free.
      expect((await mobileInUse(member.client, '+44', theirs.mobile_number)).data).toBe(false);
    });

    it('tells a member whether another member holds a referral code, as stored', async () => {
      const [member, other] = [await createUser(stack), await createUser(stack)];
      const theirs = (await profileOf(other)).referral_code;
      expect(await codeInUse(member.client, theirs)).toMatchObject({ data: true, error: null });
      expect((await codeInUse(member.client, (await profileOf(member)).referral_code)).data).toBe(false);
      expect((await codeInUse(member.client, 'NOSUCHCODE42')).data).toBe(false);
      expect((await codeInUse(member.client, theirs.toLowerCase())).data).toBe(false);
    });

    it('refuses visitors', async () => {
      const theirs = await profileOf(roles.paid);
      const mobile = await mobileInUse(stack.anon, theirs.country_code, theirs.mobile_number);
      expect(mobile).toMatchObject({ data: null, error: { code: '42501' } });
      expect(await codeInUse(stack.anon, theirs.referral_code)).toMatchObject({ data: null, error: { code: '42501' } });
    });
  });

  describe('my_role()', () => {
    it.each([
      ['free', 'Free Member'],
      ['paid', 'Paid Member'],
      ['vendor', 'Free Member'],
      ['execA', 'corporate_executive'],
      ['limitedAdmin', 'admin'],
      ['admin', 'admin'],
    ] as const)('%s is %s', async (who, role) => {
      const { data } = await roles[who].client.rpc('my_role');
      expect(data).toMatchObject({ role, is_authenticated: true, user_id: roles[who].id });
    });

    it('tells executives their company, vendors their registrations, staff their kind, visitors nothing', async () => {
      expect((await roles.execA.client.rpc('my_role')).data).toMatchObject({
        company_id: roles.companyA,
        is_corporate_executive: true,
      });
      const vendorRole = (await roles.vendor.client.rpc('my_role')).data as z.input<typeof RoleFacts>;
      expect(vendorRole.vendor_registrations).toEqual([
        { company_id: roles.companyA, department: 'trims', department_name: 'Trims' },
      ]);
      expect((await roles.limitedAdmin.client.rpc('my_role')).data).toMatchObject({
        is_admin: false,
        is_limited_admin: true,
      });
      expect((await stack.anon.rpc('my_role')).data).toMatchObject({ role: 'Free Member', is_authenticated: false });
    });

    it('gives visitors the home counters they may not count themselves', async () => {
      const { data, error } = await stack.anon.rpc('home_counters');
      expect(error).toBeNull();
      const [members] = await sql<{ n: number }>('select count(*)::int as n from public.yarnconnect_free');
      expect(data).toMatchObject({ active_members: members.n });
      expect(Object.keys(data!).sort()).toEqual(['active_members', 'fabric_listings', 'sourcing_listings']);
    });

    it('flags a Free Member past the 15-day trial', async () => {
      const late = await createUser(stack);
      await sql(`update public.yarnconnect_free set created_at = now() - interval '16 days' where id = $1`, [late.id]);
      expect((await late.client.rpc('my_role')).data).toMatchObject({ trial_expired: true });
      expect((await roles.free.client.rpc('my_role')).data).toMatchObject({ trial_expired: false });
    });
  });
});
