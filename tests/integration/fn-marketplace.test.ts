/**
 * The marketplace edge functions through supabase-js against a private stack: interest WhatsApp
 * messages (read back from the local WhatsApp capture), bid notifications, and the Razorpay webhook.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign, LOCAL_TEST_WEBHOOK_SECRET } from '../../supabase/functions/razorpay-webhook/signature.ts';
import { invokeFunction as invoke } from './support/functions.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

interface Member {
  id: string;
  email: string;
  client: SupabaseClient;
  /** E.164, or null for a member without a mobile. */
  phone: string | null;
}

describe(`marketplace edge functions (${TEST_DB})`, () => {
  let stack: TestStack;
  let serial = 0;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  /** A signed-in member with a profile (Free Member, 25 credits unless told otherwise). */
  async function newMember(
    label: string,
    opts: { membership?: string; mobile?: boolean; name?: string; business?: string } = {},
  ): Promise<Member> {
    serial += 1;
    const email = `${label}-${serial}-${Date.now()}@example.com`;
    const password = 'Secret-pass-1';
    const created = await stack.service.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw created.error;
    const id = created.data.user.id;
    const mobile =
      opts.mobile === false ? null : `9${String(Date.now() % 1e5).padStart(5, '0')}${String(serial).padStart(4, '0')}`;
    const profile = await stack.service.rpc('create_member_profile', {
      p_user_id: id,
      p_profile: {
        member_name: opts.name ?? `Member ${label}`,
        business_name: opts.business ?? `${label} Textiles`,
        email,
        mobile_number: mobile,
        country_code: '+91',
        state: 'Gujarat',
        city: 'Surat',
        membership_type: opts.membership ?? 'Free Member',
      },
    });
    if (profile.error) throw new Error(profile.error.message);
    const client = stack.client();
    const signedIn = await client.auth.signInWithPassword({ email, password });
    if (signedIn.error) throw signedIn.error;
    return { id, email, client, phone: mobile && `+91${mobile}` };
  }

  /** The texts of the WhatsApp messages captured for `phone`, newest first. */
  async function whatsappTo(phone: string | null): Promise<string[]> {
    const list = (await (await fetch(`${stack.mailUrl}/api/v1/messages?channel=whatsapp&limit=1000`)).json()) as {
      messages: { ID: string; To: { Address: string }[] }[];
    };
    const mine = list.messages.filter((m) => m.To[0]?.Address === phone);
    return Promise.all(
      mine.map(
        async (m) => ((await (await fetch(`${stack.mailUrl}/api/v1/message/${m.ID}`)).json()) as { Text: string }).Text,
      ),
    );
  }

  async function postEnquiry(poster: Member): Promise<{ id: string; enquiry_number: string }> {
    const { data, error } = await poster.client
      .from('purchase_enquiries')
      .insert({
        fibre_type: 'Polyester Filament',
        specific_type: 'FDY',
        denier_count: 150,
        filament_count: 48,
        number_of_plys: 2,
        grade: 'AA',
        quantity_required_kgs: 500,
      })
      .select('id, enquiry_number')
      .single();
    if (error) throw error;
    return data;
  }

  async function postOffer(poster: Member): Promise<{ id: string; offer_number: string }> {
    const { data, error } = await poster.client
      .from('sales_offers')
      .insert({
        fibre_type: 'Cotton',
        denier_count: 40,
        filament_count: 0,
        grade: 'Combed',
        quantity_kgs: 1200,
        price: 245.5,
      })
      .select('id, offer_number')
      .single();
    if (error) throw error;
    return data;
  }

  async function expressInterest(member: Member, type: 'enquiry' | 'offer', postId: string) {
    const { error } = await member.client.rpc('express_interest', { p_post_type: type, p_post_id: postId });
    if (error) throw new Error(error.message);
  }

  describe('interest notifications', () => {
    it('sends the enquiry poster one WhatsApp message with the enquiry, the yarn and the interested member', async () => {
      const poster = await newMember('poster');
      const buyer = await newMember('buyer', { name: 'Ravi Kumar', business: 'Ravi Yarn Traders' });
      const enquiry = await postEnquiry(poster);
      await expressInterest(buyer, 'enquiry', enquiry.id);

      const body = { enquiry_id: enquiry.id, interested_user_id: buyer.id };
      expect(await invoke(buyer.client, 'sendPurchaseInterestWhatsapp', body)).toEqual({
        status: 200,
        body: { success: true, message: 'Your interest has been shared successfully via WhatsApp.' },
      });
      const [text, ...more] = await whatsappTo(poster.phone);
      expect(more).toEqual([]);
      expect(text).toContain(`purchase enquiry ${enquiry.enquiry_number}`);
      expect(text).toContain('Polyester Filament FDY, 150D / 48F / 2 ply, grade AA (500 kg)');
      expect(text).toContain('Ravi Kumar, Ravi Yarn Traders (Surat, Gujarat)');
      expect(text).toContain(`Contact: ${buyer.phone} | ${buyer.email}`);

      // The same paid interest does not message the poster twice.
      expect((await invoke(buyer.client, 'sendPurchaseInterestWhatsapp', body)).body).toMatchObject({ success: true });
      expect(await whatsappTo(poster.phone)).toHaveLength(1);
    });

    it('sends the offer poster the offer number, price and the member marked as a verified Paid Member', async () => {
      const poster = await newMember('seller');
      const buyer = await newMember('paid-buyer', { membership: 'Paid Member' });
      const offer = await postOffer(poster);
      await expressInterest(buyer, 'offer', offer.id);
      const res = await invoke(buyer.client, 'sendSalesInterestNotification', {
        offer_id: offer.id,
        interested_user_id: buyer.id,
      });
      expect(res.body).toMatchObject({ success: true });
      const [text] = await whatsappTo(poster.phone);
      expect(text).toContain(`sales offer ${offer.offer_number}`);
      expect(text).toContain('(1,200 kg at ₹245.50/kg)');
      expect(text).toContain('Paid Member, verified on LoomConnect.');
    });

    it('refuses without a paid interest, for another member, and without a login; nothing is sent', async () => {
      const poster = await newMember('poster2');
      const sneaky = await newMember('sneaky');
      const payer = await newMember('payer');
      const enquiry = await postEnquiry(poster);
      const noInterest = await invoke(sneaky.client, 'sendPurchaseInterestWhatsapp', {
        enquiry_id: enquiry.id,
        interested_user_id: sneaky.id,
      });
      expect(noInterest).toMatchObject({ status: 403, body: { success: false } });

      await expressInterest(payer, 'enquiry', enquiry.id);
      const forOther = await invoke(sneaky.client, 'sendPurchaseInterestWhatsapp', {
        enquiry_id: enquiry.id,
        interested_user_id: payer.id,
      });
      expect(forOther).toMatchObject({ status: 403, body: { success: false } });
      const anon = await invoke(stack.anon, 'sendPurchaseInterestWhatsapp', {
        enquiry_id: enquiry.id,
        interested_user_id: payer.id,
      });
      expect(anon.status).toBe(401);
      expect(await whatsappTo(poster.phone)).toEqual([]);
    });

    it('answers success false when the poster has no mobile number, and keeps the credit spent', async () => {
      const poster = await newMember('no-mobile', { mobile: false });
      const buyer = await newMember('buyer3');
      const enquiry = await postEnquiry(poster);
      await expressInterest(buyer, 'enquiry', enquiry.id);
      const res = await invoke(buyer.client, 'sendPurchaseInterestWhatsapp', {
        enquiry_id: enquiry.id,
        interested_user_id: buyer.id,
      });
      expect(res).toEqual({ status: 200, body: { success: false, message: expect.stringContaining('no mobile') } });
      const { data } = await buyer.client.rpc('member_profile').select('messaging_credits').single();
      expect(data?.messaging_credits).toBe(24);
    });
  });

  describe('bid notifications', () => {
    let exec1: Member;
    let exec2: Member;
    let otherExec: Member;
    let productId: string;

    beforeAll(async () => {
      exec1 = await newMember('exec1');
      exec2 = await newMember('exec2');
      otherExec = await newMember('other-exec');
      const { rows } = await stack.db.query<{ id: string; other: string }>(
        `with c as (insert into public.company_details (company_name) values ('Sunrise Spinners'), ('Other Mills') returning id, company_name)
         select (select id from c where company_name = 'Sunrise Spinners') as id, (select id from c where company_name = 'Other Mills') as other`,
      );
      await stack.db.query(
        `insert into public.company_executives (user_id, company_id) values ($1, $3), ($2, $3), ($4, $5)`,
        [exec1.id, exec2.id, rows[0].id, otherExec.id, rows[0].other],
      );
      const product = await stack.db.query<{ id: string }>(
        `insert into public.corporate_products (company_id, department_name, fibre_type, denier_count, filament_count, basic_price, grade)
         values ($1, 'Filament Yarn', 'Nylon', 70, 24, 310, 'A') returning id`,
        [rows[0].id],
      );
      productId = product.rows[0].id;
    });

    async function placeBid(bidder: Member): Promise<{ id: string; bid_display_id: string }> {
      const { data, error } = await bidder.client.rpc('place_corporate_bid', {
        p_product_id: productId,
        p_bid_price: 299.5,
        p_bid_quantity: 800,
      });
      if (error) throw new Error(error.message);
      return data as { id: string; bid_display_id: string };
    }

    it('bid-submission tells every executive of the company once, and only the bidder may call it', async () => {
      const bidder = await newMember('bidder', { name: 'Anita Shah' });
      const bid = await placeBid(bidder);
      expect(await invoke(exec1.client, 'bid-submission', { bid_id: bid.id })).toMatchObject({
        status: 403,
        body: { success: false },
      });
      expect(await invoke(bidder.client, 'bid-submission', { bid_id: bid.id })).toMatchObject({
        status: 200,
        body: { success: true },
      });
      for (const exec of [exec1, exec2]) {
        const texts = await whatsappTo(exec.phone);
        expect(texts.filter((t) => t.includes(bid.bid_display_id))).toHaveLength(1);
        expect(texts[0]).toContain('₹299.50/kg for 800 kg (basic price ₹310.00/kg)');
        expect(texts[0]).toContain(`Anita Shah | ${bidder.email} | ${bidder.phone}`);
      }
      expect(await whatsappTo(otherExec.phone)).toEqual([]);
      await invoke(bidder.client, 'bid-submission', { bid_id: bid.id });
      expect((await whatsappTo(exec1.phone)).filter((t) => t.includes(bid.bid_display_id))).toHaveLength(1);
    });

    it('bidding-reply tells the bidder of the acceptance; only executives of the company, only accepted bids', async () => {
      const bidder = await newMember('bidder2');
      const bid = await placeBid(bidder);
      expect((await invoke(exec1.client, 'bidding-reply', { bid_id: bid.id })).status).toBe(409);
      const accepted = await exec1.client.rpc('accept_customer_bid', { p_bid_id: bid.id });
      expect(accepted.error).toBeNull();

      for (const wrong of [otherExec, bidder]) {
        expect(await invoke(wrong.client, 'bidding-reply', { bid_id: bid.id })).toMatchObject({
          status: 403,
          body: { error: expect.any(String) },
        });
      }
      const res = await invoke(exec2.client, 'bidding-reply', { bid_id: bid.id });
      expect(res).toMatchObject({ status: 200, body: { success: true } });
      const texts = await whatsappTo(bidder.phone);
      expect(texts).toHaveLength(1);
      expect(texts[0]).toContain(`your bid ${bid.bid_display_id} has been accepted by Sunrise Spinners`);
      expect(texts[0]).toContain('Accepted: ₹299.50/kg for 800 kg, by Member exec1');
      const { data } = await bidder.client.from('customer_bids').select('bid_status').eq('id', bid.id).single();
      expect(data?.bid_status).toBe('Accepted');
    });
  });

  describe('razorpay-webhook', () => {
    let eventSerial = 0;

    function paymentEvent(entity: Record<string, unknown>, event = 'payment.captured') {
      eventSerial += 1;
      return {
        id: `evt_${Date.now()}_${eventSerial}`,
        body: JSON.stringify({ event, payload: { payment: { entity: { id: `pay_${eventSerial}`, ...entity } } } }),
      };
    }

    async function post(body: string, headers: Record<string, string>) {
      const res = await fetch(`${stack.url}/functions/v1/razorpay-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    }

    async function signedPost(e: { id: string; body: string }) {
      return post(e.body, {
        'x-razorpay-event-id': e.id,
        'x-razorpay-signature': await sign(e.body, LOCAL_TEST_WEBHOOK_SECRET),
      });
    }

    async function state(id: string) {
      const { rows } = await stack.db.query<{
        membership_type: string;
        credits: number;
        upgrades: number;
        verified: boolean;
      }>(
        `select membership_type, messaging_credits as credits, is_verified_member as verified,
           (select count(*)::int from public.credit_ledger where user_id = p.id and reason = 'membership_change') as upgrades
         from public.yarnconnect_free p where id = $1`,
        [id],
      );
      return rows[0];
    }

    it('refuses a bad or missing signature with 400 and changes nothing', async () => {
      const member = await newMember('unpaid');
      const e = paymentEvent({ email: member.email, notes: { user_id: member.id } });
      const forged = await sign(e.body, 'not-the-secret');
      expect((await post(e.body, { 'x-razorpay-signature': forged })).status).toBe(400);
      expect((await post(e.body, {})).status).toBe(400);
      const tampered = await sign(e.body, LOCAL_TEST_WEBHOOK_SECRET);
      expect((await post(e.body.replace('pay_', 'pax_'), { 'x-razorpay-signature': tampered })).status).toBe(400);
      expect(await state(member.id)).toEqual({
        membership_type: 'Free Member',
        credits: 25,
        upgrades: 0,
        verified: false,
      });
    });

    it('upgrades the member named in the notes once: verified Paid Member, +200 credits, request paid, metadata', async () => {
      const member = await newMember('payer');
      await stack.db.query(
        `insert into public.membership_requests (user_id, requested_type) values ($1, 'Paid Member')`,
        [member.id],
      );
      const e = paymentEvent({ email: 'someone-else@example.com', notes: { user_id: member.id } });
      expect(await signedPost(e)).toEqual({ status: 200, body: { status: 'upgraded' } });
      expect(await state(member.id)).toEqual({
        membership_type: 'Paid Member',
        credits: 225,
        upgrades: 1,
        verified: true,
      });
      const { data: ledger } = await member.client
        .from('credit_ledger')
        .select('delta, reason')
        .eq('reason', 'membership_change');
      expect(ledger).toEqual([{ delta: 200, reason: 'membership_change' }]);
      const { data: requests } = await member.client.from('membership_requests').select('status');
      expect(requests).toEqual([{ status: 'paid' }]);
      const { data: auth } = await stack.service.auth.admin.getUserById(member.id);
      expect(auth.user?.user_metadata).toMatchObject({ membership_type: 'Paid Member' });

      expect(await signedPost(e)).toEqual({ status: 200, body: { status: 'duplicate' } });
      expect(await state(member.id)).toEqual({
        membership_type: 'Paid Member',
        credits: 225,
        upgrades: 1,
        verified: true,
      });
    });

    it('an admin can still revoke the badge, and a replayed event does not give it back', async () => {
      const member = await newMember('revoked');
      const e = paymentEvent({ email: member.email, notes: { user_id: member.id } });
      expect(await signedPost(e)).toEqual({ status: 200, body: { status: 'upgraded' } });
      expect((await state(member.id)).verified).toBe(true);
      const { error } = await stack.service.rpc('admin_update_member', {
        p_user_id: member.id,
        p_changes: { is_verified_member: false },
      });
      expect(error).toBeNull();
      expect(await signedPost(e)).toEqual({ status: 200, body: { status: 'duplicate' } });
      expect(await state(member.id)).toMatchObject({ membership_type: 'Paid Member', verified: false });
      // Nor may the member verify themselves.
      const self = await member.client
        .from('yarnconnect_free')
        .update({ is_verified_member: true })
        .eq('id', member.id)
        .select('id');
      expect(self.error?.code).toBe('42501');
      expect((await state(member.id)).verified).toBe(false);
    });

    it('the local test checkout pays for the signed-in member through the same signed webhook', async () => {
      const probe = await fetch(`${stack.url}/test-checkout/v1`);
      // The spec's offer ended on 22 September 2025 (app_settings paid_plan): the regular price, GST included.
      expect(await probe.json()).toEqual({ mode: 'test', amount: 1416000, currency: 'INR' });
      const anonymous = await fetch(`${stack.url}/test-checkout/v1/pay`, { method: 'POST' });
      expect(anonymous.status).toBe(401);
      const forged = await fetch(`${stack.url}/test-checkout/v1/pay`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.config.anonKey}` },
      });
      expect(forged.status).toBe(401);
      expect((await state((await newMember('still-free')).id)).membership_type).toBe('Free Member');

      const member = await newMember('test-checkout');
      const { data } = await member.client.auth.getSession();
      const paid = await fetch(`${stack.url}/test-checkout/v1/pay`, {
        method: 'POST',
        headers: { authorization: `Bearer ${data.session!.access_token}` },
      });
      expect({ status: paid.status, body: await paid.json() }).toEqual({ status: 200, body: { status: 'upgraded' } });
      expect(await state(member.id)).toEqual({
        membership_type: 'Paid Member',
        credits: 225,
        upgrades: 1,
        verified: true,
      });
      const { rows } = await stack.db.query<{ event_id: string; event_type: string }>(
        `select event_id, event_type from internal.payment_events where user_id = $1`,
        [member.id],
      );
      expect(rows).toEqual([
        { event_id: expect.stringMatching(/^evt_test_pay_test_/), event_type: 'payment.captured' },
      ]);
    });

    it('finds the member by the payer e-mail without notes, and acknowledges other events without changes', async () => {
      const member = await newMember('by-email');
      const other = paymentEvent({ email: member.email }, 'payment.failed');
      expect(await signedPost(other)).toEqual({ status: 200, body: { status: 'ignored' } });
      expect((await state(member.id)).membership_type).toBe('Free Member');
      const e = paymentEvent({ email: member.email.toUpperCase(), notes: [] });
      expect(await signedPost(e)).toEqual({ status: 200, body: { status: 'upgraded' } });
      expect(await state(member.id)).toEqual({
        membership_type: 'Paid Member',
        credits: 225,
        upgrades: 1,
        verified: true,
      });
      expect(await signedPost(paymentEvent({ email: 'nobody@example.com' }))).toEqual({
        status: 200,
        body: { status: 'no_member' },
      });
    });
  });
});
