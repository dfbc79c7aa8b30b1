/**
 * Reverse-auction rules within a round (issue 30), through supabase-js as vendors and executives would
 * use the API: a new bid improves on the vendor's current quote by the round's minimum step (percent or
 * amount), a capped number of bids per vendor, withdrawal as an explicit action the buyer sees, the rank
 * among current quotes, the round settings refused when out of range. Every refusal carries the words of
 * @domain/sourcing-auction.ts. On PostgreSQL also the races: two bids of one vendor at once, the cap under
 * concurrent bids, a bid racing its withdrawal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFinite } from '@domain/numbers.ts';
import { formatMoney } from '@domain/sourcing.ts';
import {
  BID_ALREADY_WITHDRAWN,
  BID_ONLY_OWN_NAME,
  BID_REFUSAL_HINTS,
  BID_STEP_INVALID,
  bidCannotGoLower,
  bidLimitReached,
  bidNotLowEnough,
  DEFAULT_BID_RULES,
  MAX_BIDS_INVALID,
  nextBidCeiling,
  WITHDRAW_NOT_YOURS,
  WITHDRAW_ONLY_CURRENT,
  WITHDRAWAL_LIMIT_REACHED,
  WITHDRAWN_NOT_SELECTABLE,
  type BidRules,
} from '@domain/sourcing-auction.ts';
import { vendorBid } from './support/rows.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createCompany, createUser, type TestUser } from './support/users.ts';

interface Round {
  id: string;
  round_number: number;
  bid_step_kind: string;
  bid_step: number;
  max_bids_per_vendor: number;
}

interface RoundOptions {
  stepKind?: string;
  step?: number | string;
  maxBids?: number;
  sealed?: boolean;
}

describe(`sourcing reverse auction (${TEST_DB})`, () => {
  let stack: TestStack;
  let company: string;
  let exec: TestUser;
  let vendorA: TestUser;
  let vendorB: TestUser;

  beforeAll(async () => {
    stack = await startTestStack();
    company = await createCompany(stack);
    exec = await createUser(stack, { membership: 'Corporate Member', executiveOf: company });
    vendorA = await createUser(stack, { vendorOf: [{ companyId: company, department: 'trims' }] });
    vendorB = await createUser(stack, { vendorOf: [{ companyId: company, department: 'trims' }] });
  });
  afterAll(() => stack?.close());

  async function rfq(currency = 'INR'): Promise<string> {
    const { data, error } = await exec.client
      .from('sourcing_requests')
      .insert({ user_id: exec.id, company_id: company, department: 'trims', custom_item: 'Zips', quantity: '5000' })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    if (currency !== 'INR') await exec.client.from('sourcing_requests').update({ currency }).eq('id', data.id);
    return data.id;
  }

  function startRound(rfqId: string, o: RoundOptions = {}, client = exec.client) {
    return client.rpc('start_next_bid_round', {
      p_rfq_id: rfqId,
      p_sealed: o.sealed ?? false,
      p_bid_step_kind: o.stepKind,
      p_bid_step: o.step as number | undefined,
      p_max_bids_per_vendor: o.maxBids,
    });
  }

  async function openRound(rfqId: string, o: RoundOptions = {}): Promise<Round> {
    const { data, error } = await startRound(rfqId, o);
    if (error) throw new Error(error.message);
    return data as unknown as Round;
  }

  function bid(vendor: TestUser, rfqId: string, round: Round, price: number, as: TestUser = vendor) {
    return as.client
      .from('sourcing_bids')
      .insert(
        vendorBid({
          sourcing_request_id: rfqId,
          vendor_user_id: vendor.id,
          quoted_price: price,
          delivery_time_days: 9,
          round_id: round.id,
          round_number: round.round_number,
        }),
      )
      .select('id, quoted_price')
      .single();
  }

  async function placed(vendor: TestUser, rfqId: string, round: Round, price: number): Promise<string> {
    const { data, error } = await bid(vendor, rfqId, round, price);
    if (error) throw new Error(`${price}: ${error.message}`);
    return data.id;
  }

  const withdraw = (vendor: TestUser, bidId: string) => vendor.client.rpc('withdraw_sourcing_bid', { p_bid_id: bidId });
  const standing = async (vendor: TestUser, rfqId: string) =>
    (await vendor.client.rpc('my_round_standings', { p_request_ids: [rfqId] })).data;
  const rulesOf = (round: Round): BidRules => ({
    stepKind: round.bid_step_kind as BidRules['stepKind'],
    step: Number(round.bid_step),
    maxBidsPerVendor: round.max_bids_per_vendor,
  });

  describe('the minimum step', () => {
    it('a round takes 0.5 % and 10 bids unless told otherwise', async () => {
      const round = await openRound(await rfq());
      expect(rulesOf(round)).toEqual(DEFAULT_BID_RULES);
      const amount = await openRound(await rfq(), { stepKind: 'amount' });
      expect(rulesOf(amount)).toEqual({ ...DEFAULT_BID_RULES, stepKind: 'amount', step: 0.01 });
    });

    it('a new bid must be lower than the current quote by 0.5 %, rounded up to the paisa; never higher', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId);
      await placed(vendorA, rfqId, round, 87.65);
      const ceiling = nextBidCeiling(87.65, rulesOf(round))!;
      expect(ceiling).toBe(87.21);
      const refusal = {
        code: 'P0001',
        hint: BID_REFUSAL_HINTS.notLower,
        message: bidNotLowEnough({ ceiling, current: 87.65, rules: rulesOf(round), currency: 'INR' }),
      };
      expect(refusal.message).toBe(
        'Your new quote must be ₹87.21 or lower: at least 0.5% below your current quote of ₹87.65.',
      );
      for (const price of [130, 87.65, 87.22]) {
        expect((await bid(vendorA, rfqId, round, price)).error, String(price)).toMatchObject(refusal);
      }
      expect((await bid(vendorA, rfqId, round, 87.21)).error).toBeNull();
      // Another vendor's quotes do not bind this one.
      expect((await bid(vendorB, rfqId, round, 95)).error).toBeNull();
      const { data } = await exec.client.from('sourcing_bids').select('quoted_price').eq('round_id', round.id);
      expect(data!.map((b) => b.quoted_price).sort()).toEqual([87.21, 87.65, 95]);
    });

    it('an amount step, in the RFQ currency', async () => {
      const rfqId = await rfq('USD');
      const round = await openRound(rfqId, { stepKind: 'amount', step: 1 });
      await placed(vendorA, rfqId, round, 50);
      expect((await bid(vendorA, rfqId, round, 49.5)).error).toMatchObject({
        code: 'P0001',
        message: 'Your new quote must be $49.00 or lower: at least $1.00 below your current quote of $50.00.',
      });
      expect((await bid(vendorA, rfqId, round, 49)).error).toBeNull();
    });

    it('a quote that no step can lower says so', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId, { stepKind: 'amount', step: 5 });
      await placed(vendorA, rfqId, round, 5);
      expect((await bid(vendorA, rfqId, round, 0.01)).error).toMatchObject({
        code: 'P0001',
        hint: BID_REFUSAL_HINTS.notLower,
        message: bidCannotGoLower({ current: 5, rules: rulesOf(round), currency: 'INR' }),
      });
    });

    it('each new round starts afresh', async () => {
      const rfqId = await rfq();
      const round1 = await openRound(rfqId);
      await placed(vendorA, rfqId, round1, 40);
      const round2 = await openRound(rfqId);
      expect((await bid(vendorA, rfqId, round2, 42)).error).toBeNull();
    });
  });

  describe('round settings', () => {
    it('refuses a step or a cap out of range, or not a number, and leaves the RFQ as it was', async () => {
      const rfqId = await rfq();
      const invalidStep = { code: '22023', message: BID_STEP_INVALID };
      for (const o of [
        { step: 0 },
        { step: 0.005 },
        { step: 50.01 },
        { stepKind: 'amount', step: -1 },
        { stepKind: 'bid' },
      ] as RoundOptions[]) {
        expect((await startRound(rfqId, o)).error, JSON.stringify(o)).toMatchObject(invalidStep);
      }
      for (const step of ['NaN', 'Infinity', '-Infinity']) {
        expect((await startRound(rfqId, { step })).error, step).toMatchObject({
          code: '22023',
          message: notFinite('Minimum step'),
        });
      }
      for (const maxBids of [0, 101]) {
        expect((await startRound(rfqId, { maxBids })).error).toMatchObject({
          code: '22023',
          message: MAX_BIDS_INVALID,
        });
      }
      const { data } = await exec.client.from('sourcing_requests').select('bid_status').eq('id', rfqId).single();
      expect(data).toEqual({ bid_status: 'pending' });
      expect((await startRound(rfqId, { maxBids: 3 }, vendorA.client)).error?.code).toBe('42501');
      expect(rulesOf(await openRound(rfqId, { step: 1.25, maxBids: 100 }))).toEqual({
        stepKind: 'percent',
        step: 1.25,
        maxBidsPerVendor: 100,
      });
    });
  });

  describe('the cap on bids per vendor', () => {
    it('counts every bid placed in the round, withdrawn ones included', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId, { maxBids: 3 });
      await placed(vendorA, rfqId, round, 30);
      const second = await placed(vendorA, rfqId, round, 29);
      expect((await withdraw(vendorA, second)).error).toBeNull();
      await placed(vendorA, rfqId, round, 28);
      const refusal = { code: 'P0001', hint: BID_REFUSAL_HINTS.limit, message: bidLimitReached(3) };
      expect(refusal.message).toBe('You have placed all 3 bids this round allows.');
      expect((await bid(vendorA, rfqId, round, 20)).error).toMatchObject(refusal);
      expect((await bid(vendorB, rfqId, round, 31)).error).toBeNull();
    });
  });

  describe('withdrawal', () => {
    it('withdraws the current quote only; the buyer sees it marked, the previous quote is current again', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId);
      const first = await placed(vendorA, rfqId, round, 100);
      const second = await placed(vendorA, rfqId, round, 90);
      expect((await withdraw(vendorA, first)).error).toMatchObject({ code: 'P0001', message: WITHDRAW_ONLY_CURRENT });
      expect((await withdraw(vendorB, second)).error).toMatchObject({ code: '42501', message: WITHDRAW_NOT_YOURS });
      expect((await withdraw(exec, second)).error).toMatchObject({ code: '42501', message: WITHDRAW_NOT_YOURS });

      const withdrawn = await withdraw(vendorA, second);
      expect(withdrawn.error).toBeNull();
      expect(withdrawn.data).toMatchObject({ id: second, withdrawn_at: expect.any(String) });
      expect((await withdraw(vendorA, second)).error).toMatchObject({ code: 'P0001', message: BID_ALREADY_WITHDRAWN });

      // The buyer sees both bids, the second withdrawn and when; the round's best price leaves it out.
      const { data: seen } = await exec.client
        .from('sourcing_bids')
        .select('id, quoted_price, withdrawn_at')
        .eq('round_id', round.id)
        .order('quoted_price');
      expect(seen).toEqual([
        { id: second, quoted_price: 90, withdrawn_at: withdrawn.data!.withdrawn_at },
        { id: first, quoted_price: 100, withdrawn_at: null },
      ]);
      const { data: overview } = await exec.client.rpc('sourcing_overview', {
        p_company_id: company,
        p_department: 'trims',
      });
      const listed = (overview as { id: string; best_price: number | null }[]).find((r) => r.id === rfqId);
      expect(listed?.best_price).toBe(100);

      // The next bid improves on ₹100, the quote current again.
      expect((await bid(vendorA, rfqId, round, 99.6)).error).toMatchObject({
        message: bidNotLowEnough({ ceiling: 99.5, current: 100, rules: rulesOf(round), currency: 'INR' }),
      });
      expect((await bid(vendorA, rfqId, round, 95)).error).toBeNull();
    });

    it('is allowed once per round: a second withdrawal would let a vendor probe for the best price again', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId);
      await placed(vendorA, rfqId, round, 100);
      const probe = await placed(vendorA, rfqId, round, 80);
      expect((await withdraw(vendorA, probe)).error).toBeNull();
      const again = await placed(vendorA, rfqId, round, 79);
      expect((await withdraw(vendorA, again)).error).toMatchObject({
        code: 'P0001',
        message: WITHDRAWAL_LIMIT_REACHED,
      });
      const { data } = await exec.client.from('sourcing_bids').select('quoted_price').eq('id', again).single();
      expect(data).toEqual({ quoted_price: 79 });
      // Another vendor keeps their own one withdrawal.
      const other = await placed(vendorB, rfqId, round, 81);
      expect((await withdraw(vendorB, other)).error).toBeNull();
    });

    it('is refused once the round closed, and a withdrawn quote cannot be awarded', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId);
      const kept = await placed(vendorA, rfqId, round, 60);
      const dropped = await placed(vendorB, rfqId, round, 58);
      expect((await withdraw(vendorB, dropped)).error).toBeNull();
      const award = await exec.client.rpc('select_sourcing_bid', { bid_id_to_select: dropped, rfq_id_to_close: rfqId });
      expect(award.error).toMatchObject({ code: 'P0001', message: WITHDRAWN_NOT_SELECTABLE });

      await exec.client.rpc('set_bid_round_status', { p_round_id: round.id, p_status: 'closed' });
      expect((await withdraw(vendorA, kept)).error).toMatchObject({ code: 'P0001', message: WITHDRAW_ONLY_CURRENT });
      expect(
        (await exec.client.rpc('select_sourcing_bid', { bid_id_to_select: kept, rfq_id_to_close: rfqId })).error,
      ).toBeNull();
    });
  });

  describe('rank in an open round', () => {
    it('is the standing among current quotes: a withdrawn probe leaves no trace in it', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId);
      await placed(vendorA, rfqId, round, 130);
      await placed(vendorB, rfqId, round, 87.65);
      expect(await standing(vendorA, rfqId)).toEqual([
        { round_id: round.id, sourcing_request_id: rfqId, my_rank: 2, bidder_count: 2 },
      ]);
      // Rank 1 costs a real offer below ₹87.65, which the buyer sees and may award while it stands.
      const probe = await placed(vendorA, rfqId, round, 87);
      expect((await standing(vendorA, rfqId))![0]).toMatchObject({ my_rank: 1 });
      expect((await withdraw(vendorA, probe)).error).toBeNull();
      expect((await standing(vendorA, rfqId))![0]).toMatchObject({ my_rank: 2, bidder_count: 2 });
      expect((await standing(vendorB, rfqId))![0]).toMatchObject({ my_rank: 1, bidder_count: 2 });
      // A vendor holding no quote has no standing and is not counted.
      const { data: onlyBid } = await vendorB.client
        .from('sourcing_bids')
        .select('id')
        .eq('round_id', round.id)
        .single();
      expect((await withdraw(vendorB, onlyBid!.id)).error).toBeNull();
      expect(await standing(vendorB, rfqId)).toEqual([]);
      expect((await standing(vendorA, rfqId))![0]).toMatchObject({ my_rank: 1, bidder_count: 1 });
    });
  });

  describe('who bids', () => {
    it("a vendor cannot bid in another vendor's name, nor learn of their quotes by trying", async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId);
      await placed(vendorB, rfqId, round, 70);
      for (const price of [80, 69.9]) {
        expect((await bid(vendorB, rfqId, round, price, vendorA)).error).toMatchObject({
          code: '42501',
          message: BID_ONLY_OWN_NAME,
        });
      }
    });
  });

  describe('the words of SQL and @domain agree', () => {
    it('on the next ceiling and on money', async () => {
      const cases: [number, BidRules['stepKind'], number][] = [
        [87.65, 'percent', 0.5],
        [100, 'percent', 0.5],
        [0.01, 'percent', 0.5],
        [0.03, 'percent', 50],
        [9999999999.99, 'percent', 0.5],
        [1234567.89, 'percent', 1.25],
        [4.35, 'amount', 0.01],
        [10, 'amount', 10],
        [250000, 'amount', 99.99],
      ];
      const { rows } = await stack.db.query<{ ceiling: string; money: string; usd: string }>(
        `select internal.next_bid_ceiling(c.current, c.kind, c.step)::text as ceiling,
           internal.format_money(c.current, 'INR') as money, internal.format_money(c.current, 'USD') as usd
         from unnest($1::numeric[], $2::text[], $3::numeric[]) with ordinality c(current, kind, step, n) order by n`,
        [cases.map((c) => c[0]), cases.map((c) => c[1]), cases.map((c) => c[2])],
      );
      const sql = rows.map((r) => ({
        ceiling: Number(r.ceiling) >= 0.01 ? Number(r.ceiling) : null,
        money: r.money,
        usd: r.usd,
      }));
      expect(sql).toEqual(
        cases.map(([current, stepKind, step]) => ({
          ceiling: nextBidCeiling(current, { stepKind, step }),
          money: formatMoney(current, 'INR'),
          usd: formatMoney(current, 'USD'),
        })),
      );
    });
  });

  describe.runIf(TEST_DB === 'postgres')('races (PostgreSQL)', () => {
    it('two bids of one vendor at once, each fine alone: one is taken, the other judged against it', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId);
      await placed(vendorA, rfqId, round, 100);
      const replies = await Promise.all([99.4, 99.3].map((p) => bid(vendorA, rfqId, round, p)));
      expect(replies.filter((r) => !r.error)).toHaveLength(1);
      const taken = replies.find((r) => !r.error)!.data!.quoted_price as number;
      const ceiling = nextBidCeiling(taken, rulesOf(round))!;
      expect(replies.find((r) => r.error)!.error).toMatchObject({
        code: 'P0001',
        message: bidNotLowEnough({ ceiling, current: taken, rules: rulesOf(round), currency: 'INR' }),
      });
    });

    it('ten bids of one vendor at once with one bid left: exactly one is stored', async () => {
      const rfqId = await rfq();
      const round = await openRound(rfqId, { maxBids: 5 });
      for (const price of [50, 49, 48, 47]) await placed(vendorA, rfqId, round, price);
      const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => bid(vendorA, rfqId, round, 40 - i)));
      expect(replies.filter((r) => !r.error)).toHaveLength(1);
      for (const r of replies.filter((x) => x.error)) {
        expect(r.error).toMatchObject({ code: 'P0001', message: bidLimitReached(5) });
      }
      const { count } = await exec.client
        .from('sourcing_bids')
        .select('id', { count: 'exact', head: true })
        .eq('round_id', round.id)
        .eq('vendor_user_id', vendorA.id);
      expect(count).toBe(5);
    });

    it('a bid racing the withdrawal of the current quote: both are judged in one order', async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const rfqId = await rfq();
        const round = await openRound(rfqId);
        await placed(vendorA, rfqId, round, 100);
        const current = await placed(vendorA, rfqId, round, 90);
        const [withdrawal, next] = await Promise.all([withdraw(vendorA, current), bid(vendorA, rfqId, round, 95)]);
        const { data } = await exec.client
          .from('sourcing_bids')
          .select('quoted_price, withdrawn_at')
          .eq('round_id', round.id)
          .order('quoted_price');
        if (next.error) {
          // The bid came first: ₹95 does not improve on ₹90; then ₹90 was withdrawn.
          expect(next.error.message).toBe(
            bidNotLowEnough({ ceiling: 89.55, current: 90, rules: rulesOf(round), currency: 'INR' }),
          );
          expect(withdrawal.error).toBeNull();
          expect(data!.map((b) => [b.quoted_price, b.withdrawn_at !== null])).toEqual([
            [90, true],
            [100, false],
          ]);
        } else {
          // The withdrawal came first: ₹95 improves on ₹100, current again.
          expect(withdrawal.error).toBeNull();
          expect(data!.map((b) => [b.quoted_price, b.withdrawn_at !== null])).toEqual([
            [90, true],
            [95, false],
            [100, false],
          ]);
        }
      }
    });
  });
});
