/**
 * RFQ rounds on the server (issue 13), through supabase-js as each role and directly in SQL where an
 * instant matters: deadlines at the boundary, anti-sniping extensions (also with 100 vendors bidding
 * in the last minute at once), sealed visibility by RLS, vendors' standings, the award race and the
 * alerts each event queues.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import type { OverviewRoundRow } from '@domain/schemas/sourcing.ts';
import { vendorBid } from './support/rows.ts';
import { Events, realtimeClient, subscribed, waitUntil } from './realtime-helpers.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createCompany, createUser, type TestUser } from './support/users.ts';

const NO_OPEN_ROUND = 'No open bidding round found for this RFQ. It may have been closed.';

interface Round {
  id: string;
  round_number: number;
  status: string;
  closes_at: string | null;
  sealed: boolean;
  extension_count: number;
}

describe(`sourcing rounds (${TEST_DB})`, () => {
  let stack: TestStack;
  let company: string;
  let otherCompany: string;
  let exec: TestUser;
  let colleague: TestUser;
  let otherExec: TestUser;
  let vendorA: TestUser;
  let vendorB: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    stack = await startTestStack();
    company = await createCompany(stack);
    otherCompany = await createCompany(stack);
    exec = await createUser(stack, { membership: 'Corporate Member', executiveOf: company });
    colleague = await createUser(stack, { membership: 'Corporate Member', executiveOf: company });
    otherExec = await createUser(stack, { membership: 'Corporate Member', executiveOf: otherCompany });
    vendorA = await createUser(stack, { vendorOf: [{ companyId: company, department: 'trims' }] });
    vendorB = await createUser(stack, {
      membership: 'Paid Member',
      vendorOf: [{ companyId: company, department: 'trims' }],
    });
    outsider = await createUser(stack, { vendorOf: [{ companyId: otherCompany, department: 'trims' }] });
  });
  afterAll(() => stack?.close());

  const sql = async <R>(text: string, params: unknown[] = []) => (await stack.db.query<R>(text, params)).rows;

  /** A trims RFQ of the company, raised by the executive through the API. */
  async function rfq(antiSnipingMinutes = 0): Promise<string> {
    const { data, error } = await exec.client
      .from('sourcing_requests')
      .insert({
        user_id: exec.id,
        company_id: company,
        department: 'trims',
        custom_item: 'Metal buttons 18L',
        quantity: '20000',
        quantity_unit: 'pcs',
        anti_sniping_minutes: antiSnipingMinutes,
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return data.id as string;
  }

  async function openRound(
    rfqId: string,
    options: { closesAt?: string; sealed?: boolean; client?: SupabaseClient } = {},
  ): Promise<Round> {
    const { data, error } = await (options.client ?? exec.client).rpc('start_next_bid_round', {
      p_rfq_id: rfqId,
      p_closes_at: options.closesAt,
      p_sealed: options.sealed ?? false,
    });
    if (error) throw new Error(error.message);
    return data as Round;
  }

  function bid(vendor: TestUser, rfqId: string, round: Round, price: number, days = 10) {
    return vendor.client
      .from('sourcing_bids')
      .insert(
        vendorBid({
          sourcing_request_id: rfqId,
          vendor_user_id: vendor.id,
          quoted_price: price,
          delivery_time_days: days,
          moq: '5000',
          round_id: round.id,
          round_number: round.round_number,
        }),
      )
      .select('id, created_at, company_user_id')
      .single();
  }

  const roundOf = async (id: string) =>
    (
      await sql<Round & { closed_at: string | null }>('select * from public.sourcing_bid_rounds where id = $1', [id])
    )[0];
  /** A timestamp as milliseconds, whether it came from PostgREST (string) or pg (Date). */
  const ms = (t: string | Date | null) => new Date(t as string).getTime();
  const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
  const alerts = (rfqId: string, kind: string) =>
    sql<{ vendor_user_id: string; closes_at: string | null; round_id: string | null }>(
      'select vendor_user_id, closes_at, round_id from public.sourcing_vendor_alerts where sourcing_request_id = $1 and kind = $2',
      [rfqId, kind],
    );

  describe('deadlines', () => {
    /**
     * One transaction fixes now(): the deadline is set relative to it as the superuser, then the vendor
     * bids in the same transaction, as PostgREST would run their request.
     */
    async function bidAtDeadline(offset: string): Promise<string | null> {
      const rfqId = await rfq();
      const round = await openRound(rfqId);
      return stack.db.transaction(async (tx) => {
        await tx.query(`update public.sourcing_bid_rounds set closes_at = now() + $2::interval where id = $1`, [
          round.id,
          offset,
        ]);
        await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [
          JSON.stringify(vendorA.claims),
        ]);
        try {
          await tx.query('savepoint bid');
          await tx.query(
            `insert into public.sourcing_bids (sourcing_request_id, vendor_user_id, quoted_price, delivery_time_days,
               round_id, round_number) values ($1, $2, 10, 7, $3, 1)`,
            [rfqId, vendorA.id, round.id],
          );
          return null;
        } catch (e) {
          await tx.query('rollback to savepoint bid');
          return (e as Error).message;
        }
      });
    }

    it('refuses a bid at the deadline instant and accepts one a microsecond before', async () => {
      expect(await bidAtDeadline('0 seconds')).toBe(NO_OPEN_ROUND);
      expect(await bidAtDeadline('-1 microsecond')).toBe(NO_OPEN_ROUND);
      expect(await bidAtDeadline('1 microsecond')).toBeNull();
    });

    it('closes the round for every rule at its deadline; the sweep then records it, at the deadline', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId, { closesAt: inSeconds(1) });
      expect((await bid(vendorA, rfqId, round, 12)).error).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1200));

      const late = await bid(vendorB, rfqId, round, 11);
      expect(late.error).toMatchObject({ code: 'P0001', message: NO_OPEN_ROUND });
      // vendorB never bid, so the RFQ is no longer theirs to see; vendorA keeps seeing it.
      expect((await vendorB.client.from('sourcing_requests').select('id').eq('id', rfqId)).data).toEqual([]);
      expect((await vendorA.client.from('sourcing_requests').select('id').eq('id', rfqId)).data).toHaveLength(1);
      expect((await roundOf(round.id)).status).toBe('open');

      const { data: swept, error } = await stack.service.rpc('process_due_bid_rounds');
      expect(error).toBeNull();
      expect((swept as { closed_rounds: number }).closed_rounds).toBeGreaterThanOrEqual(1);
      const closed = await roundOf(round.id);
      expect(closed.status).toBe('closed');
      expect(ms(closed.closed_at)).toBe(ms(closed.closes_at));
    });

    it('a round past its deadline reads closed to everyone at once, before the sweep writes it', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId, { closesAt: inSeconds(1) });
      expect((await bid(vendorA, rfqId, round, 12)).error).toBeNull();
      const state = (c: SupabaseClient) =>
        c.from('sourcing_round_states').select('status, is_open, closed_at').eq('id', round.id);
      expect((await state(vendorA.client)).data).toEqual([{ status: 'open', is_open: true, closed_at: null }]);
      await new Promise((resolve) => setTimeout(resolve, 1200));

      expect((await roundOf(round.id)).status).toBe('open');
      for (const reader of [vendorA, exec, colleague]) {
        const { data } = await state(reader.client);
        expect(data).toHaveLength(1);
        expect(data![0]).toMatchObject({ status: 'closed', is_open: false });
        expect(ms(data![0].closed_at)).toBe(ms(round.closes_at));
      }
      // The vendor's page reads its rounds through the view, embedded in the RFQ.
      const { data: rfqs } = await vendorA.client
        .from('sourcing_requests')
        .select('id, rounds:sourcing_round_states!sourcing_request_id(id, status, is_open)')
        .eq('id', rfqId);
      expect(rfqs).toEqual([{ id: rfqId, rounds: [{ id: round.id, status: 'closed', is_open: false }] }]);
      const { data: overview } = await exec.client
        .rpc('sourcing_overview', { p_company_id: company, p_department: 'trims' })
        .overrideTypes<{ id: string; rounds: z.input<typeof OverviewRoundRow>[] }[]>();
      const listed = overview!.find((r) => r.id === rfqId)!;
      expect(listed.rounds[0].status).toBe('closed');
      expect(ms(listed.rounds[0].closed_at)).toBe(ms(round.closes_at));
      // Who may not read the round does not read its state either.
      expect((await state(otherExec.client)).data).toEqual([]);
      expect((await state(vendorB.client)).data).toEqual([]);
      expect((await state(stack.anon)).error?.code).toBe('42501');
    });

    it('refuses a deadline in the past, and a sweep by anyone but the platform', async () => {
      const rfqId = await rfq();
      const past = await exec.client.rpc('start_next_bid_round', { p_rfq_id: rfqId, p_closes_at: inSeconds(-60) });
      expect(past.error).toMatchObject({ code: '22023', message: 'The round deadline must be in the future.' });
      expect((await exec.client.rpc('process_due_bid_rounds')).error?.code).toBe('42501');
    });

    it("queues 'closing within the hour' once per vendor, and a reopened round keeps a deadline still ahead", async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId, { closesAt: inSeconds(50 * 60) });
      await stack.service.rpc('process_due_bid_rounds');
      await stack.service.rpc('process_due_bid_rounds');
      const soon = await alerts(rfqId, 'closing_soon');
      expect(soon.map((a) => a.vendor_user_id).sort()).toEqual([vendorA.id, vendorB.id].sort());

      await exec.client.rpc('set_bid_round_status', { p_round_id: round.id, p_status: 'closed' });
      const reopened = await exec.client.rpc('set_bid_round_status', { p_round_id: round.id, p_status: 'open' });
      expect(reopened.data).toMatchObject({ status: 'open' });
      expect(ms(reopened.data!.closes_at)).toBe(ms(round.closes_at));
      await openRound(rfqId);
      const older = await exec.client.rpc('set_bid_round_status', { p_round_id: round.id, p_status: 'open' });
      expect(older.error).toMatchObject({ code: 'P0001', message: 'Only the latest round can be reopened.' });
    });
  });

  describe('anti-sniping', () => {
    it('a bid in the last N minutes extends the deadline by N; a bid before that window does not', async () => {
      const rfqId = await rfq(5);
      const round = await openRound(rfqId, { closesAt: inSeconds(10 * 60) });
      expect((await bid(vendorA, rfqId, round, 20)).error).toBeNull();
      expect(await roundOf(round.id)).toMatchObject({ extension_count: 0 });
      expect(ms((await roundOf(round.id)).closes_at)).toBe(ms(round.closes_at));

      await sql(`update public.sourcing_bid_rounds set closes_at = now() + interval '2 minutes' where id = $1`, [
        round.id,
      ]);
      const before = (await roundOf(round.id)).closes_at!;
      const late = await bid(vendorB, rfqId, round, 19);
      expect(late.error).toBeNull();
      const after = await roundOf(round.id);
      expect(after.extension_count).toBe(1);
      expect(ms(after.closes_at) - ms(before)).toBe(5 * 60 * 1000);
      // Every registered vendor hears of the new deadline.
      const extended = await alerts(rfqId, 'extended');
      expect(extended.map((a) => a.vendor_user_id).sort()).toEqual([vendorA.id, vendorB.id].sort());
      expect(new Set(extended.map((a) => ms(a.closes_at)))).toEqual(new Set([ms(after.closes_at)]));
    });

    it('100 vendors bidding at once in the last minute: every bid stored, one extension of N', async () => {
      const vendors = await Promise.all(
        Array.from({ length: 100 }, () =>
          createUser(stack, { vendorOf: [{ companyId: company, department: 'trims' }] }),
        ),
      );
      const rfqId = await rfq(2);
      const round = await openRound(rfqId, { closesAt: inSeconds(45) });
      const replies = await Promise.all(vendors.map((v, i) => bid(v, rfqId, round, 50 - i / 10)));
      expect(replies.filter((r) => r.error).map((r) => r.error?.message)).toEqual([]);

      const [{ count }] = await sql<{ count: number }>(
        'select count(*)::int as count from public.sourcing_bids where round_id = $1',
        [round.id],
      );
      expect(count).toBe(100);
      // The first bid moves the deadline to T + 2 min; every later one is then more than 2 minutes before it.
      const after = await roundOf(round.id);
      expect(after.extension_count).toBe(1);
      expect(ms(after.closes_at) - ms(round.closes_at)).toBe(2 * 60 * 1000);
      // Each bid is stamped with its arrival, all before the original deadline.
      const times = replies.map((r) => ms(r.data!.created_at as string));
      expect(Math.max(...times)).toBeLessThan(ms(round.closes_at));
    });
  });

  describe('sealed rounds and what each side sees', () => {
    it('the company sees no bid of an open sealed round, nor its prices in the overview; all of it once closed', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId, { sealed: true });
      expect((await bid(vendorA, rfqId, round, 30)).error).toBeNull();
      expect((await bid(vendorB, rfqId, round, 28)).error).toBeNull();

      const companyView = () =>
        exec.client.from('sourcing_bids').select('quoted_price').eq('sourcing_request_id', rfqId);
      expect((await companyView()).data).toEqual([]);
      const overview = async () =>
        (
          await exec.client
            .rpc('sourcing_overview', { p_company_id: company, p_department: 'trims' })
            .overrideTypes<{ rounds: z.input<typeof OverviewRoundRow>[] }[]>()
        ).data!.find((r) => r.id === rfqId)!;
      expect(await overview()).toMatchObject({ bid_count: 2, best_price: null });
      expect((await overview()).rounds[0]).toMatchObject({ bid_count: 2, best_price: null, bids_visible: false });
      // Awarding blind is refused.
      const { data: anyBid } = await vendorA.client
        .from('sourcing_bids')
        .select('id')
        .eq('round_id', round.id)
        .single();
      const blind = await exec.client.rpc('select_sourcing_bid', {
        bid_id_to_select: anyBid!.id,
        rfq_id_to_close: rfqId,
      });
      expect(blind.error).toMatchObject({ code: 'P0001', message: 'Round 1 is sealed: close it before awarding.' });

      // Vendors only ever see their own bid.
      expect(
        (await vendorA.client.from('sourcing_bids').select('quoted_price').eq('sourcing_request_id', rfqId)).data,
      ).toEqual([{ quoted_price: 30 }]);
      expect((await vendorA.client.rpc('my_round_standings', { p_request_ids: [rfqId] })).data).toEqual([]);

      await exec.client.rpc('set_bid_round_status', { p_round_id: round.id, p_status: 'closed' });
      expect(((await companyView()).data ?? []).map((b) => b.quoted_price).sort()).toEqual([28, 30]);
      expect(await overview()).toMatchObject({ best_price: 28 });
      expect((await overview()).rounds[0]).toMatchObject({ bids_visible: true, is_open: false });
    });

    it('a sealed round with a deadline opens to the company the moment the deadline passes', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId, { sealed: true, closesAt: inSeconds(1) });
      expect((await bid(vendorA, rfqId, round, 40)).error).toBeNull();
      expect((await exec.client.from('sourcing_bids').select('id').eq('round_id', round.id)).data).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect((await exec.client.from('sourcing_bids').select('id').eq('round_id', round.id)).data).toHaveLength(1);
    });

    it('in an unsealed round the company sees bids live; a vendor sees their rank and the field size, no one else', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId);
      await bid(vendorA, rfqId, round, 15);
      await bid(vendorB, rfqId, round, 14);
      await bid(vendorA, rfqId, round, 13.5); // a revised quote replaces vendorA's earlier one

      expect((await exec.client.from('sourcing_bids').select('id').eq('round_id', round.id)).data).toHaveLength(3);
      // The overview's figures, kept as bids arrive: three bids from two vendors, the lowest quote.
      const { data: overview } = await exec.client.rpc('sourcing_overview', {
        p_company_id: company,
        p_department: 'trims',
      });
      const listed = (overview as { id: string; bid_count: number; rounds: unknown[] }[]).find((r) => r.id === rfqId)!;
      expect(listed.bid_count).toBe(3);
      expect(listed.rounds[0]).toMatchObject({ bid_count: 3, bidder_count: 2, best_price: 13.5, bids_visible: true });
      const standing = async (v: TestUser) =>
        (await v.client.rpc('my_round_standings', { p_request_ids: [rfqId] })).data;
      expect(await standing(vendorA)).toEqual([
        { round_id: round.id, sourcing_request_id: rfqId, my_rank: 1, bidder_count: 2 },
      ]);
      expect(await standing(vendorB)).toEqual([
        { round_id: round.id, sourcing_request_id: rfqId, my_rank: 2, bidder_count: 2 },
      ]);
      expect((await vendorB.client.from('sourcing_bids').select('quoted_price').eq('round_id', round.id)).data).toEqual(
        [{ quoted_price: 14 }],
      );
      // Another company's executive sees nothing of it.
      expect((await otherExec.client.from('sourcing_bids').select('id').eq('round_id', round.id)).data).toEqual([]);
      const foreign = await otherExec.client.rpc('sourcing_overview', { p_company_id: company, p_department: 'trims' });
      expect(foreign.error?.code).toBe('42501');
    });
  });

  describe('who may bid', () => {
    it('refuses a vendor of another company, the poster, a wrong round, and fixes the server-side fields', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId);
      expect((await bid(outsider, rfqId, round, 9)).error?.code).toBe('42501');
      expect((await bid(exec, rfqId, round, 9)).error?.code).toBe('42501');
      const wrongNumber = await vendorA.client.from('sourcing_bids').insert(
        vendorBid({
          sourcing_request_id: rfqId,
          vendor_user_id: vendorA.id,
          quoted_price: 9,
          delivery_time_days: 3,
          round_id: round.id,
          round_number: 2,
        }),
      );
      expect(wrongNumber.error).toMatchObject({ code: 'P0001', message: NO_OPEN_ROUND });
      const spoofed = await vendorA.client.from('sourcing_bids').insert(
        vendorBid({
          sourcing_request_id: rfqId,
          vendor_user_id: vendorB.id,
          quoted_price: 9,
          delivery_time_days: 3,
          round_id: round.id,
          round_number: 1,
        }),
      );
      expect(spoofed.error?.code).toBe('42501');
      const ok = await bid(vendorA, rfqId, round, 9);
      expect(ok.data?.company_user_id).toBe(exec.id);
    });

    it("refuses an RFQ for an item outside the company's catalog of that department", async () => {
      const [foreign] = await sql<{ id: string }>(
        `insert into public.sourcing_item_categories (name, department, company_id) values ('Zippers', 'trims', $1)
         returning id`,
        [otherCompany],
      );
      const [packaging] = await sql<{ id: string }>(
        `insert into public.sourcing_item_categories (name, department, company_id) values ('Cartons', 'packaging', $1)
         returning id`,
        [company],
      );
      for (const item of [foreign.id, packaging.id]) {
        const { error } = await exec.client.from('sourcing_requests').insert({
          user_id: exec.id,
          company_id: company,
          department: 'trims',
          item_category_id: item,
          quantity: '10',
        });
        expect(error).toMatchObject({
          code: '23514',
          message: "This item is not in your company's catalog for this department.",
        });
      }
    });
  });

  describe('award and closure', () => {
    it('two executives awarding at once: one winner; vendors queued awarded / not awarded', async () => {
      const rfqId = await rfq();
      const round1 = await openRound(rfqId, { closesAt: inSeconds(3600) });
      await bid(vendorA, rfqId, round1, 20);
      const round2 = await openRound(rfqId);
      const a = await bid(vendorA, rfqId, round2, 18);
      const b = await bid(vendorB, rfqId, round2, 17.5);
      const replies = await Promise.all([
        exec.client.rpc('select_sourcing_bid', { bid_id_to_select: a.data!.id, rfq_id_to_close: rfqId }),
        colleague.client.rpc('select_sourcing_bid', { bid_id_to_select: b.data!.id, rfq_id_to_close: rfqId }),
      ]);
      expect(replies.filter((r) => !r.error)).toHaveLength(1);
      expect(replies.find((r) => r.error)?.error).toMatchObject({ code: 'P0001', message: 'This RFQ is closed.' });
      const winners = await sql<{ vendor_user_id: string }>(
        'select vendor_user_id from public.sourcing_bids where sourcing_request_id = $1 and is_selected',
        [rfqId],
      );
      expect(winners).toHaveLength(1);
      const loser = winners[0].vendor_user_id === vendorA.id ? vendorB : vendorA;
      expect((await alerts(rfqId, 'awarded')).map((x) => x.vendor_user_id)).toEqual([winners[0].vendor_user_id]);
      expect((await alerts(rfqId, 'not_awarded')).map((x) => x.vendor_user_id)).toEqual([loser.id]);
      expect(await roundOf(round2.id)).toMatchObject({ status: 'closed' });
      // The vendor still sees the RFQ, closed, and whether their bid won.
      const { data: own } = await loser.client
        .from('sourcing_bids')
        .select('is_selected, sourcing_requests!sourcing_request_id(bid_status)')
        .eq('sourcing_request_id', rfqId);
      expect(own!.every((x) => !x.is_selected)).toBe(true);
      expect(own![0].sourcing_requests).toEqual({ bid_status: 'closed' });
    });

    it('closing without an award is irreversible, refused to another company, and tells every bidder', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId);
      await bid(vendorA, rfqId, round, 21);
      expect((await otherExec.client.rpc('close_sourcing_request', { p_rfq_id: rfqId })).error?.code).toBe('42501');
      const closed = await exec.client.rpc('close_sourcing_request', { p_rfq_id: rfqId });
      expect(closed.data).toMatchObject({ bid_status: 'closed' });
      const again = await colleague.client.rpc('close_sourcing_request', { p_rfq_id: rfqId });
      expect(again.error).toMatchObject({ code: 'P0001', message: 'This RFQ is closed.' });
      expect((await alerts(rfqId, 'not_awarded')).map((x) => x.vendor_user_id)).toEqual([vendorA.id]);
      expect(await alerts(rfqId, 'awarded')).toEqual([]);
    });

    it("opening a round queues 'round opened' for every registered vendor, never the poster", async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId);
      const opened = await alerts(rfqId, 'round_opened');
      expect(opened.every((x) => x.round_id === round.id)).toBe(true);
      expect(opened.map((x) => x.vendor_user_id)).toEqual(expect.arrayContaining([vendorA.id, vendorB.id]));
      expect(opened.map((x) => x.vendor_user_id)).not.toContain(exec.id);
      expect(opened.map((x) => x.vendor_user_id)).not.toContain(outsider.id);
      // Vendors read their own alerts only; the company all of its RFQ's.
      expect(
        (await vendorA.client.from('sourcing_vendor_alerts').select('vendor_user_id').eq('sourcing_request_id', rfqId))
          .data,
      ).toEqual([{ vendor_user_id: vendorA.id }]);
      expect(
        (
          await vendorA.client
            .from('sourcing_vendor_alerts')
            .update({ sent_at: new Date().toISOString() })
            .eq('sourcing_request_id', rfqId)
        ).error?.code,
      ).toBe('42501');
    });
  });

  describe('fabric specifications', () => {
    it('vendors invited to bid read the linked fabric specs; visitors only while the RFQ is public', async () => {
      const [fabric] = await sql<{ id: string }>(
        `insert into public.fabric_sourcing_requests (user_id, company_id, fabric_category, product_title, technical_specs)
         values ($1, $2, 'Knit', 'Single jersey 180 GSM', '{"gauge": 24}') returning id`,
        [exec.id, company],
      );
      await sql(
        `insert into public.department_vendors (company_id, department, department_name, vendor_user_id)
         values ($1, 'fabrics', 'Fabrics', $2)`,
        [company, vendorA.id],
      );
      const { data: linked } = await exec.client
        .from('sourcing_requests')
        .insert({
          user_id: exec.id,
          company_id: company,
          department: 'fabrics',
          custom_item: 'Single jersey 180 GSM',
          quantity: '3000',
          quantity_unit: 'meters',
          fabric_sourcing_request_id: fabric.id,
        })
        .select('id')
        .single();
      await exec.client
        .from('fabric_sourcing_requests')
        .update({ sourcing_request_id: linked!.id })
        .eq('id', fabric.id);
      const specs = (c: SupabaseClient) =>
        c.from('fabric_sourcing_requests').select('technical_specs').eq('id', fabric.id);

      expect((await specs(vendorA.client)).data).toEqual([]);
      await openRound(linked!.id);
      expect((await specs(vendorA.client)).data).toEqual([{ technical_specs: { gauge: 24 } }]);
      expect((await specs(vendorB.client)).data).toEqual([]);
      expect((await specs(stack.anon)).data).toEqual([]);
      await exec.client.from('sourcing_requests').update({ bid_status: 'open' }).eq('id', linked!.id);
      expect((await specs(stack.anon)).data).toEqual([{ technical_specs: { gauge: 24 } }]);
    });
  });
  describe('live hints for vendors who lose sight of a round', () => {
    it('broadcasts a data-less hint on the company topic for every round and RFQ state change, whoever makes it', async () => {
      const hints = new Events<{ payload: { change?: string } }>();
      // A public topic: any client hears it (the vendor's page listens with the vendor's session).
      const listener = realtimeClient(stack);
      await subscribed(listener.channel(`sourcing-hints-${company}`).on('broadcast', { event: 'hint' }, hints.push));
      const elsewhere = new Events<unknown>();
      await subscribed(
        realtimeClient(stack)
          .channel(`sourcing-hints-${otherCompany}`)
          .on('broadcast', { event: 'hint' }, elsewhere.push),
      );

      /** Runs a change and waits for a hint of `kind` after it. */
      const heard = async (kind: string, what: string, change: () => PromiseLike<unknown>) => {
        const before = hints.items.length;
        await change();
        await waitUntil(() => hints.items.slice(before).some((h) => h.payload.change === kind), what);
      };
      const id = await rfq();
      let round: Round | undefined;
      // Opening round 1 also moves the RFQ's bid_status: both are heard.
      await heard('round', 'the round opened', async () => (round = await openRound(id)));
      expect(hints.items.map((h) => h.payload.change)).toContain('rfq');
      await heard('round', 'the round closed', () =>
        exec.client.rpc('set_bid_round_status', { p_round_id: round!.id, p_status: 'closed' }),
      );
      // A change no person made in the app (the deadline job, a script) is heard too.
      await heard('round', 'the round reopened in SQL', () =>
        sql(`update public.sourcing_bid_rounds set status = 'open' where id = $1`, [round!.id]),
      );
      await heard('rfq', 'the RFQ closed', () => exec.client.rpc('close_sourcing_request', { p_rfq_id: id }));
      // Only "something changed": no row, no price, no name.
      for (const h of hints.items) expect(Object.keys(h.payload).sort()).toEqual(['change', 'id']);
      expect(elsewhere.items).toEqual([]);
    });
  });
});
