/**
 * The sourcing alert functions against a private stack (issue 13): notify-vendors-for-bidding after a
 * round opens, send-sourcing-alerts after a late bid, an award, and as the platform's minute sweep.
 * Messages are read back from the local WhatsApp capture; each goes out once, to the right vendors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invokeFunction as invoke } from './support/functions.ts';
import { vendorBid } from './support/rows.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createCompany, createUser, type TestUser, type UserOptions } from './support/users.ts';

describe(`sourcing alert functions (${TEST_DB})`, () => {
  let stack: TestStack;
  let company: string;
  let exec: TestUser;
  let otherExec: TestUser;
  let vendorA: TestUser;
  let vendorB: TestUser;
  let silent: TestUser;

  /**
   * A test user signed in through the auth API: functions check the caller with the auth server, which
   * wants a live session behind the token.
   */
  async function signedIn(options: UserOptions): Promise<TestUser> {
    const user = await createUser(stack, options);
    const password = 'Secret-pass-1';
    const updated = await stack.service.auth.admin.updateUserById(user.id, { password });
    if (updated.error) throw updated.error;
    const client = stack.client();
    const { error } = await client.auth.signInWithPassword({ email: user.email, password });
    if (error) throw error;
    return { ...user, client };
  }

  beforeAll(async () => {
    stack = await startTestStack();
    company = await createCompany(stack, 'Tiruppur Knits Pvt Ltd');
    exec = await signedIn({ membership: 'Corporate Member', executiveOf: company });
    otherExec = await signedIn({ membership: 'Corporate Member', executiveOf: await createCompany(stack) });
    vendorA = await signedIn({ vendorOf: [{ companyId: company, department: 'packaging' }] });
    vendorB = await signedIn({ vendorOf: [{ companyId: company, department: 'packaging' }] });
    silent = await signedIn({ vendorOf: [{ companyId: company, department: 'printing' }] });
    await stack.db.query('update public.yarnconnect_free set mobile_number = null where id = $1', [silent.id]);
  });
  afterAll(() => stack?.close());

  const phoneOf = async (user: TestUser) =>
    (
      await stack.db.query<{ phone: string }>(
        `select country_code || mobile_number as phone from public.yarnconnect_free where id = $1`,
        [user.id],
      )
    ).rows[0].phone;

  /** The texts of the WhatsApp messages captured for `user` that mention `needle`. */
  async function whatsappTo(user: TestUser, needle: string): Promise<string[]> {
    const phone = await phoneOf(user);
    const list = (await (await fetch(`${stack.mailUrl}/api/v1/messages?channel=whatsapp&limit=1000`)).json()) as {
      messages: { ID: string; To: { Address: string }[] }[];
    };
    const texts = await Promise.all(
      list.messages
        .filter((m) => m.To[0]?.Address === phone)
        .map(
          async (m) =>
            ((await (await fetch(`${stack.mailUrl}/api/v1/message/${m.ID}`)).json()) as { Text: string }).Text,
        ),
    );
    return texts.filter((t) => t.includes(needle));
  }

  async function rfq(department = 'packaging', antiSniping = 0) {
    const { data, error } = await exec.client
      .from('sourcing_requests')
      .insert({
        user_id: exec.id,
        company_id: company,
        department,
        custom_item: '5-Ply Cartons',
        quantity: '12000',
        quantity_unit: 'pcs',
        anti_sniping_minutes: antiSniping,
      })
      .select('id, request_number')
      .single();
    if (error) throw new Error(error.message);
    return data as { id: string; request_number: string };
  }

  async function openRound(rfqId: string, closesAt: string | null = null, sealed = false) {
    const { data, error } = await exec.client.rpc('start_next_bid_round', {
      p_rfq_id: rfqId,
      p_closes_at: closesAt ?? undefined,
      p_sealed: sealed,
    });
    if (error) throw new Error(error.message);
    return data as { id: string; round_number: number };
  }

  const bid = (v: TestUser, rfqId: string, round: { id: string; round_number: number }, price: number) =>
    v.client
      .from('sourcing_bids')
      .insert(
        vendorBid({
          sourcing_request_id: rfqId,
          vendor_user_id: v.id,
          quoted_price: price,
          delivery_time_days: 12,
          round_id: round.id,
          round_number: round.round_number,
        }),
      )
      .select('id')
      .single();

  describe('notify-vendors-for-bidding', () => {
    it("tells every registered vendor once that the round is open ('Vendors Notified!')", async () => {
      const { id, request_number } = await rfq();
      const round = await openRound(id, new Date(Date.now() + 86_400_000).toISOString());
      const first = await invoke(exec.client, 'notify-vendors-for-bidding', { round_id: round.id });
      expect(first).toMatchObject({
        status: 200,
        body: { success: true, message: '2 vendors notified on WhatsApp.', sent: 2, failed: 0, unreachable: 0 },
      });
      const [text] = await whatsappTo(vendorA, request_number);
      expect(text).toContain(
        `Tiruppur Knits Pvt Ltd invites your bid on ${request_number} (5-Ply Cartons, 12,000 pcs)`,
      );
      expect(text).toContain('Packaging Material');
      expect(text).toContain('Bidding round 1 is open until');
      expect(await whatsappTo(vendorB, request_number)).toHaveLength(1);

      const again = await invoke(exec.client, 'notify-vendors-for-bidding', { round_id: round.id });
      expect(again.body).toMatchObject({
        success: true,
        message: 'The vendors have already been notified of this round.',
      });
      expect(await whatsappTo(vendorA, request_number)).toHaveLength(1);
    });

    it('warns when a vendor has no mobile number, and when the department has no vendors', async () => {
      const printing = await rfq('printing');
      const round = await openRound(printing.id);
      const reply = await invoke(exec.client, 'notify-vendors-for-bidding', { round_id: round.id });
      expect(reply.body).toMatchObject({
        success: false,
        message: '0 vendors of 1 notified; not reached: 1 vendor without a mobile number.',
      });
      const manpower = await rfq('manpower');
      const empty = await openRound(manpower.id);
      expect((await invoke(exec.client, 'notify-vendors-for-bidding', { round_id: empty.id })).body).toMatchObject({
        success: false,
        message: 'No vendors are registered for this department yet.',
      });
    });

    it("refuses another company's executive, a vendor, a visitor and a malformed body", async () => {
      const { id } = await rfq();
      const round = await openRound(id);
      for (const caller of [otherExec, vendorA]) {
        const reply = await invoke(caller.client, 'notify-vendors-for-bidding', { round_id: round.id });
        expect(reply).toMatchObject({ status: 403, body: { success: false } });
      }
      expect((await invoke(stack.anon, 'notify-vendors-for-bidding', { round_id: round.id })).status).toBe(401);
      expect(await invoke(exec.client, 'notify-vendors-for-bidding', { round_id: 'r1' })).toMatchObject({
        status: 400,
        body: { error: 'round_id must be a bid round id.' },
      });
    });
  });

  describe('send-sourcing-alerts', () => {
    it('a late bid extends the round: every vendor hears the new deadline, once, even if called twice at once', async () => {
      const { id, request_number } = await rfq('packaging', 10);
      const round = await openRound(id, new Date(Date.now() + 5 * 60_000).toISOString());
      await invoke(exec.client, 'notify-vendors-for-bidding', { round_id: round.id });
      expect((await bid(vendorA, id, round, 8.4)).error).toBeNull();
      const replies = await Promise.all([
        invoke(vendorA.client, 'send-sourcing-alerts', { rfq_id: id }),
        invoke(vendorA.client, 'send-sourcing-alerts', { rfq_id: id }),
      ]);
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      expect(replies.reduce((n, r) => n + (r.body.sent as number), 0)).toBe(2);
      for (const v of [vendorA, vendorB]) {
        const texts = await whatsappTo(v, `a late bid extended round 1 of ${request_number}`);
        expect(texts).toHaveLength(1);
        expect(texts[0]).toMatch(/New deadline: .+ IST\./);
      }
    });

    it('in a sealed round the extension tells every vendor only that the deadline moved, not that someone bid', async () => {
      const { id, request_number } = await rfq('packaging', 10);
      const round = await openRound(id, new Date(Date.now() + 5 * 60_000).toISOString(), true);
      await invoke(exec.client, 'notify-vendors-for-bidding', { round_id: round.id });
      expect((await bid(vendorB, id, round, 8.9)).error).toBeNull();
      expect((await invoke(vendorB.client, 'send-sourcing-alerts', { rfq_id: id })).body).toMatchObject({ sent: 2 });
      for (const v of [vendorA, vendorB]) {
        const texts = (await whatsappTo(v, request_number)).filter((t) => t.includes('New deadline'));
        expect(texts).toHaveLength(1);
        expect(texts[0]).toContain(`the deadline of round 1 of ${request_number} (5-Ply Cartons, 12,000 pcs) from`);
        expect(texts[0]).toContain('has moved.');
        expect(texts[0]).not.toMatch(/late|bid\b/i);
      }
    });

    it('after the award the winner learns their price, the other bidder only the outcome', async () => {
      const { id, request_number } = await rfq();
      const round = await openRound(id);
      const winning = await bid(vendorA, id, round, 7.25);
      await bid(vendorB, id, round, 7.6);
      await exec.client.rpc('select_sourcing_bid', { bid_id_to_select: winning.data!.id, rfq_id_to_close: id });
      const reply = await invoke(exec.client, 'send-sourcing-alerts', { rfq_id: id });
      // Everything queued for the RFQ goes: the two 'round opened' never sent here, and the two outcomes.
      expect(reply.body).toMatchObject({ success: true, sent: 4 });
      expect((await whatsappTo(vendorA, `awarded ${request_number}`))[0]).toContain('to you at ₹7.25 (round 1)');
      const lost = (await whatsappTo(vendorB, request_number)).find((t) => t.includes('another vendor'));
      expect(lost).toBeDefined();
      expect(lost).not.toContain('7.25');
    });

    it('refuses a member who neither manages nor bid on the RFQ, and a member call without an RFQ', async () => {
      const { id } = await rfq();
      await openRound(id);
      expect((await invoke(otherExec.client, 'send-sourcing-alerts', { rfq_id: id })).status).toBe(403);
      expect((await invoke(vendorB.client, 'send-sourcing-alerts', { rfq_id: id })).status).toBe(403);
      expect((await invoke(exec.client, 'send-sourcing-alerts', {})).status).toBe(400);
    });

    it("leaves a just-opened round's alerts to its opener's notify call, which then says how many were told", async () => {
      const { id } = await rfq();
      const round = await openRound(id, new Date(Date.now() + 86_400_000).toISOString());
      // The minute sweep runs between the opening and the executive's call: it sends none of the new round's alerts.
      expect((await invoke(stack.service, 'send-sourcing-alerts', {})).status).toBe(200);
      const sweptOpened = await stack.db.query(
        "select 1 from public.sourcing_vendor_alerts where round_id = $1 and kind = 'round_opened' and sent_at is not null",
        [round.id],
      );
      expect(sweptOpened.rows).toEqual([]);
      const reply = await invoke(exec.client, 'notify-vendors-for-bidding', { round_id: round.id });
      expect(reply.body).toMatchObject({ success: true, message: '2 vendors notified on WhatsApp.', sent: 2 });
      // Past the grace the sweep sends what nobody sent (here: nothing left).
      await stack.db.query(
        "update public.sourcing_vendor_alerts set created_at = now() - interval '1 minute' where round_id = $1",
        [round.id],
      );
      expect((await invoke(stack.service, 'send-sourcing-alerts', {})).body).toMatchObject({ sent: 0 });
    });

    it('sends a round-opened alert nobody sent once the grace has passed', async () => {
      const { id, request_number } = await rfq();
      const round = await openRound(id, new Date(Date.now() + 86_400_000).toISOString());
      await stack.db.query(
        "update public.sourcing_vendor_alerts set created_at = now() - interval '1 minute' where round_id = $1",
        [round.id],
      );
      await invoke(stack.service, 'send-sourcing-alerts', {});
      expect(await whatsappTo(vendorA, request_number)).toHaveLength(1);
    });

    it("the platform's sweep closes rounds past their deadline and sends 'closing within the hour'", async () => {
      const soon = await rfq();
      const soonRound = await openRound(soon.id, new Date(Date.now() + 30 * 60_000).toISOString());
      const due = await rfq();
      const dueRound = await openRound(due.id, new Date(Date.now() + 1000).toISOString());
      await new Promise((resolve) => setTimeout(resolve, 1100));

      const reply = await invoke(stack.service, 'send-sourcing-alerts', {});
      expect(reply.status).toBe(200);
      const [{ status }] = (
        await stack.db.query<{ status: string }>('select status from public.sourcing_bid_rounds where id = $1', [
          dueRound.id,
        ])
      ).rows;
      expect(status).toBe('closed');
      const texts = await whatsappTo(vendorB, `round 1 of ${soon.request_number}`);
      expect(texts.filter((t) => t.includes('closes within the hour'))).toHaveLength(1);
      // A second sweep repeats nothing.
      await invoke(stack.service, 'send-sourcing-alerts', {});
      expect(
        (await whatsappTo(vendorB, `round 1 of ${soon.request_number}`)).filter((t) => t.includes('closes within')),
      ).toHaveLength(1);
      expect(soonRound.round_number).toBe(1);
    });
  });
});
