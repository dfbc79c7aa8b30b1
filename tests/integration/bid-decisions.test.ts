/**
 * Bids Management on the server, through supabase-js as each role: an executive of the bid's company
 * accepts or rejects a Pending bid once (migration 20261125002000); everybody else is refused and
 * nothing changes; two executives deciding the same bid at once leave exactly one decision and the
 * other is told who made it; bidding-reply tells the bidder of a rejection with its reason, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDecidedBid } from '@domain/bid-management.ts';
import { invokeFunction as invoke } from './support/functions.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, createUser, type RoleSet, type TestUser } from './support/users.ts';

describe(`bid decisions (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  let colleague: TestUser;
  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
    colleague = await createUser(stack, { membership: 'Corporate Member', executiveOf: roles.companyA });
  });
  afterAll(() => stack?.close());

  const sql = async <R>(text: string, params: unknown[] = []) => (await stack.db.query<R>(text, params)).rows;
  const nameOf = async (user: TestUser) =>
    (await sql<{ name: string }>('select member_name as name from public.yarnconnect_free where id = $1', [user.id]))[0]
      .name;

  /** A Pending bid of the Paid Member on a new product of company A (basic price 200). */
  async function pendingBid(price = 190): Promise<string> {
    const [product] = await sql<{ id: string }>(
      `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price)
       values ($1, 'Spun Yarn', 'Cotton', 200) returning id`,
      [roles.companyA],
    );
    const { data, error } = await roles.paid.client.rpc('place_corporate_bid', {
      p_product_id: product.id,
      p_bid_price: price,
      p_bid_quantity: 100,
    });
    if (error) throw new Error(error.message);
    return (data as { id: string }).id;
  }
  const stateOf = async (bidId: string) =>
    (
      await sql<Record<string, unknown>>(
        `select bid_status, accepted_by_executive_id, rejected_by_executive_id, rejection_reason
         from public.customer_bids where id = $1`,
        [bidId],
      )
    )[0];
  const UNDECIDED = {
    bid_status: 'Pending',
    accepted_by_executive_id: null,
    rejected_by_executive_id: null,
    rejection_reason: null,
  };

  it('refuses everybody but the company’s executives and admins, and changes nothing', async () => {
    const bid = await pendingBid();
    const anon = stack.client();
    for (const [who, client] of [
      ['signed out', anon],
      ['the bidder', roles.paid.client],
      ['another company’s executive', roles.execB.client],
      ['a limited admin', roles.limitedAdmin.client],
    ] as const) {
      const accept = await client.rpc('accept_customer_bid', { p_bid_id: bid });
      expect(accept.error, `${who} accepting`).not.toBeNull();
      const reject = await client.rpc('reject_customer_bid', { p_bid_id: bid, p_reason: 'No.' });
      expect(reject.error, `${who} rejecting`).not.toBeNull();
    }
    const other = await roles.execB.client.rpc('accept_customer_bid', { p_bid_id: bid });
    expect(other.error).toMatchObject({
      code: '42501',
      message: "Only the company's corporate executives and admins decide its bids.",
    });
    // Not even a direct write: bids change only through the two functions.
    const direct = await roles.execA.client.from('customer_bids').update({ bid_status: 'Accepted' }).eq('id', bid);
    expect(direct.error?.code).toBe('42501');
    expect(await stateOf(bid)).toEqual(UNDECIDED);
  });

  it('lets an admin decide any company’s bid, once, under the same lock', async () => {
    const bid = await pendingBid();
    const { data, error } = await roles.admin.client.rpc('reject_customer_bid', {
      p_bid_id: bid,
      p_reason: 'Stock sold.',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ bid_status: 'Rejected', rejected_by_executive_id: roles.admin.id });
    const again = await roles.execA.client.rpc('accept_customer_bid', { p_bid_id: bid });
    expect(again.error?.code).toBe('P0001');
    expect((await stateOf(bid)).bid_status).toBe('Rejected');
  });

  it('refuses an unknown bid and a rejection without a usable reason', async () => {
    const unknown = await roles.execA.client.rpc('accept_customer_bid', {
      p_bid_id: '00000000-0000-4000-a000-00000000dead',
    });
    expect(unknown.error).toMatchObject({ code: 'P0001', message: 'Bid not found.' });
    const bid = await pendingBid();
    for (const reason of ['', '   ', 'x'.repeat(201)]) {
      const { error } = await roles.execA.client.rpc('reject_customer_bid', { p_bid_id: bid, p_reason: reason });
      expect(error?.code, JSON.stringify(reason)).toBe('22023');
    }
    expect(await stateOf(bid)).toEqual(UNDECIDED);
  });

  it('accepts once: a second decision is told who accepted it and when', async () => {
    const bid = await pendingBid();
    const { data, error } = await roles.execA.client.rpc('accept_customer_bid', { p_bid_id: bid });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      bid_status: 'Accepted',
      accepted_by_executive_id: roles.execA.id,
      accepted_by_executive_name: await nameOf(roles.execA),
    });
    for (const again of [
      colleague.client.rpc('accept_customer_bid', { p_bid_id: bid }),
      colleague.client.rpc('reject_customer_bid', { p_bid_id: bid, p_reason: 'Too low.' }),
      roles.execA.client.rpc('accept_customer_bid', { p_bid_id: bid }),
    ]) {
      const { error: refused } = await again;
      expect(refused).toMatchObject({
        code: 'P0001',
        message: `This bid was already accepted by ${await nameOf(roles.execA)}.`,
      });
      expect(parseDecidedBid(refused!.details)).toEqual({
        bid_status: 'Accepted',
        decided_by: await nameOf(roles.execA),
        decided_at: expect.any(String),
      });
    }
    expect(await stateOf(bid)).toMatchObject({ bid_status: 'Accepted', accepted_by_executive_id: roles.execA.id });
  });

  it('rejects with a reason the bidder reads; the bid then takes no other decision', async () => {
    const bid = await pendingBid();
    const { data, error } = await colleague.client.rpc('reject_customer_bid', {
      p_bid_id: bid,
      p_reason: '  Price too far below our basic price.  ',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      bid_status: 'Rejected',
      rejected_by_executive_id: colleague.id,
      rejected_by_executive_name: await nameOf(colleague),
      rejection_reason: 'Price too far below our basic price.',
      accept_bid_time: null,
    });
    const seen = await roles.paid.client
      .from('customer_bids')
      .select('bid_status, rejection_reason')
      .eq('id', bid)
      .single();
    expect(seen.data).toEqual({ bid_status: 'Rejected', rejection_reason: 'Price too far below our basic price.' });
    const accept = await roles.execA.client.rpc('accept_customer_bid', { p_bid_id: bid });
    expect(accept.error?.message).toBe(`This bid was already rejected by ${await nameOf(colleague)}.`);
  });

  it('one member’s bids placed at once all land, one credit each (no deadlock on the profile)', async () => {
    const credits = async () =>
      (
        await sql<{ n: number }>('select messaging_credits as n from public.yarnconnect_free where id = $1', [
          roles.paid.id,
        ])
      )[0].n;
    const before = await credits();
    const bids = await Promise.all(Array.from({ length: 5 }, (_, i) => pendingBid(100 + i)));
    expect(new Set(bids).size).toBe(5);
    expect(await credits()).toBe(before - 5);
  });

  it('two executives deciding the same bids at once: one decision each, the other told who made it', async () => {
    const bids = await Promise.all(Array.from({ length: 6 }, (_, i) => pendingBid(150 + i)));
    const replies = await Promise.all(
      bids.map(async (bid, i) => {
        // Half the races are accept vs accept, half accept vs reject.
        const second =
          i % 2 === 0
            ? colleague.client.rpc('accept_customer_bid', { p_bid_id: bid })
            : colleague.client.rpc('reject_customer_bid', { p_bid_id: bid, p_reason: 'Too low.' });
        return Promise.all([roles.execA.client.rpc('accept_customer_bid', { p_bid_id: bid }), second]);
      }),
    );
    const names = new Map([
      [roles.execA.id, await nameOf(roles.execA)],
      [colleague.id, await nameOf(colleague)],
    ]);
    for (const [i, pair] of replies.entries()) {
      const won = pair.filter((r) => !r.error);
      expect(won, `bid ${i}`).toHaveLength(1);
      const lost = pair.find((r) => r.error)!;
      const winner = won[0].data as {
        bid_status: string;
        accepted_by_executive_id: string | null;
        rejected_by_executive_id: string | null;
      };
      const winnerId = winner.accepted_by_executive_id ?? winner.rejected_by_executive_id!;
      expect(parseDecidedBid(lost.error!.details)).toMatchObject({
        bid_status: winner.bid_status,
        decided_by: names.get(winnerId),
      });
      const state = await stateOf(bids[i]);
      expect(state.bid_status).toBe(winner.bid_status);
    }
  });

  /** A member signed in through the auth API (edge functions identify callers by their session). */
  async function signedIn(label: string, executiveOf?: string) {
    const email = `${label}-${Date.now()}@bids.test`;
    const password = 'Secret-pass-1';
    const created = await stack.service.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw created.error;
    const id = created.data.user.id;
    const mobile = `8${String(Date.now()).slice(-9)}`;
    const profile = await stack.service.rpc('create_member_profile', {
      p_user_id: id,
      p_profile: {
        member_name: `Member ${label}`,
        business_name: `${label} Co`,
        email,
        mobile_number: mobile,
        country_code: '+91',
      },
    });
    if (profile.error) throw new Error(profile.error.message);
    if (executiveOf)
      await sql('insert into public.company_executives (user_id, company_id) values ($1, $2)', [id, executiveOf]);
    const client = stack.client();
    const signIn = await client.auth.signInWithPassword({ email, password });
    if (signIn.error) throw signIn.error;
    return { id, client, phone: `+91${mobile}` };
  }

  it('bidding-reply tells the bidder of the rejection with the reason, once', async () => {
    const bidder = await signedIn('bidder');
    const executive = await signedIn('exec', roles.companyA);
    const outsider = await signedIn('outsider', roles.companyB);
    const [product] = await sql<{ id: string }>(
      `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price)
       values ($1, 'Spun Yarn', 'Cotton', 200) returning id`,
      [roles.companyA],
    );
    const placed = await bidder.client.rpc('place_corporate_bid', {
      p_product_id: product.id,
      p_bid_price: 120,
      p_bid_quantity: 40,
    });
    expect(placed.error).toBeNull();
    const bid = (placed.data as { id: string }).id;
    const rejected = await executive.client.rpc('reject_customer_bid', {
      p_bid_id: bid,
      p_reason: 'Quantity too small for this product.',
    });
    expect(rejected.error).toBeNull();
    const display = (rejected.data as { bid_display_id: string }).bid_display_id;
    expect(await invoke(outsider.client, 'bidding-reply', { bid_id: bid })).toMatchObject({ status: 403 });
    for (let i = 0; i < 2; i += 1) {
      expect(await invoke(executive.client, 'bidding-reply', { bid_id: bid })).toMatchObject({
        status: 200,
        body: { success: true },
      });
    }
    const list = (await (await fetch(`${stack.mailUrl}/api/v1/messages?channel=whatsapp&limit=1000`)).json()) as {
      messages: { ID: string; To: { Address: string }[] }[];
    };
    const texts = await Promise.all(
      list.messages
        .filter((m) => m.To[0]?.Address === bidder.phone)
        .map(
          async (m) =>
            ((await (await fetch(`${stack.mailUrl}/api/v1/message/${m.ID}`)).json()) as { Text: string }).Text,
        ),
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`your bid ${display} was not accepted by`);
    expect(texts[0]).toContain('₹120.00/kg for 40 kg (basic price ₹200.00/kg)');
    expect(texts[0]).toContain('Reason: Quantity too small for this product.');
    const [row] = await sql<{ at: string | null }>(
      'select rejection_notified_at as at from public.customer_bids where id = $1',
      [bid],
    );
    expect(row.at).not.toBeNull();
  });
});
