/**
 * Races through supabase-js, all requests in flight at once: credits never go negative or
 * double-spend, an RFQ gets exactly one winner, and round numbers stay consecutive. On
 * PostgreSQL the requests run on parallel connections; the RPCs' row locks decide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, createUser, type RoleSet } from './support/users.ts';

describe(`concurrent RPCs (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
  });
  afterAll(() => stack?.close());

  const sql = async <R>(text: string, params: unknown[] = []) => (await stack.db.query<R>(text, params)).rows;
  const rfqWithRound = async () => {
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.sourcing_requests (user_id, company_id, department, custom_item, quantity, bid_status)
       values ($1, $2, 'trims', 'Buttons', '100', 'private') returning id`,
      [roles.execA.id, roles.companyA],
    );
    return id;
  };

  it('50 simultaneous interests with 10 credits: exactly 10 succeed, balance 0, 10 ledger rows', async () => {
    const member = await createUser(stack, { credits: 10 });
    const posts = await sql<{ id: string }>(
      `insert into public.purchase_enquiries (user_id, fibre_type)
       select $1, 'Cotton' from generate_series(1, 50) returning id`,
      [roles.paid.id],
    );
    const replies = await Promise.all(
      posts.map((p) => member.client.rpc('express_interest', { p_post_type: 'enquiry', p_post_id: p.id })),
    );
    expect(replies.filter((r) => !r.error)).toHaveLength(10);
    for (const r of replies.filter((x) => x.error)) {
      expect(r.error).toMatchObject({ code: 'P0001', message: 'Not enough messaging credits.' });
    }
    const [state] = await sql<{ credits: number; spent: number; interests: number }>(
      `select messaging_credits as credits,
              (select count(*)::int from public.credit_ledger where user_id = $1 and reason = 'usage_enquiry') as spent,
              (select count(*)::int from public.post_interests where user_id = $1) as interests
       from public.yarnconnect_free where id = $1`,
      [member.id],
    );
    expect(state).toEqual({ credits: 0, spent: 10, interests: 10 });
  });

  it('two executives selecting different bids of one RFQ at once: one winner', async () => {
    const colleague = await createUser(stack, { membership: 'Corporate Member', executiveOf: roles.companyA });
    const rfq = await rfqWithRound();
    const { data: round } = await roles.execA.client.rpc('start_next_bid_round', { p_rfq_id: rfq });
    const bids = await sql<{ id: string }>(
      `insert into public.sourcing_bids (sourcing_request_id, vendor_user_id, quoted_price, delivery_time_days,
         round_id, round_number)
       select $1, $2, price, 10, $3, 1 from unnest(array[11, 10]) price returning id`,
      [rfq, roles.vendor.id, round!.id],
    );
    const replies = await Promise.all(
      [roles.execA, colleague].map((exec, i) =>
        exec.client.rpc('select_sourcing_bid', { bid_id_to_select: bids[i].id, rfq_id_to_close: rfq }),
      ),
    );
    expect(replies.filter((r) => !r.error)).toHaveLength(1);
    expect(replies.find((r) => r.error)?.error).toMatchObject({ code: 'P0001', message: 'This RFQ is closed.' });
    const winners = await sql('select id from public.sourcing_bids where sourcing_request_id = $1 and is_selected', [
      rfq,
    ]);
    expect(winners).toHaveLength(1);
  });

  it('50 simultaneous next-round requests: rounds 1..50, no gaps or duplicates, only the last open', async () => {
    const rfq = await rfqWithRound();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => roles.execA.client.rpc('start_next_bid_round', { p_rfq_id: rfq })),
    );
    expect(replies.filter((r) => r.error)).toEqual([]);
    const rounds = await sql<{ round_number: number; status: string }>(
      'select round_number, status from public.sourcing_bid_rounds where sourcing_request_id = $1 order by round_number',
      [rfq],
    );
    expect(rounds.map((r) => r.round_number)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(rounds.filter((r) => r.status === 'open')).toEqual([{ round_number: 50, status: 'open' }]);
  });
});
