/**
 * Realtime on the product's own schema (all migrations): the published tables emit to the members
 * their policies allow, and member profiles travel with card columns only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, type RoleSet, type TestUser } from './support/users.ts';
import { Events, realtimeClient, subscribed } from './realtime-helpers.ts';

type Change = { eventType: string; table: string; new: Record<string, unknown>; old: Record<string, unknown> };

describe(`realtime on the product's tables (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  const clients: SupabaseClient[] = [];
  const as = async (user: TestUser | null) => {
    const c = realtimeClient(stack, user ? await signJwt(user.claims, stack.config.jwtSecret) : undefined);
    clients.push(c);
    return c;
  };
  const listen = async (user: TestUser | null, table: string, filter?: string) => {
    const events = new Events<Change>();
    await subscribed(
      (await as(user))
        .channel(`${table}-${Math.random()}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
          events.push as never,
        ),
    );
    return events;
  };

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
  });
  afterAll(async () => {
    for (const c of clients) await c.removeAllChannels();
    await stack?.close();
  });

  it('publishes the boards, price lists, news, corporate and sourcing tables and the member’s own rows', async () => {
    const { rows } = await stack.db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by 1`,
    );
    expect(rows.map((r) => r.tablename)).toEqual([
      'corporate_product_history',
      'corporate_products',
      'credit_ledger',
      'customer_bids',
      'market_alerts',
      'market_class_refreshes',
      'news_items',
      'news_snippets',
      'post_interests',
      'price_updates_pdfs',
      'purchase_enquiries',
      'sales_offers',
      'sourcing_bid_rounds',
      'sourcing_bids',
      'sourcing_requests',
      'yarnconnect_free',
    ]);
  });

  it('shows a new enquiry on the board to visitors and members alike', async () => {
    const visitor = await listen(null, 'purchase_enquiries');
    const free = await listen(roles.free, 'purchase_enquiries');
    const { error } = await roles.paid.client.from('purchase_enquiries').insert({ fibre_type: 'Viscose' });
    expect(error).toBeNull();
    const [v] = await visitor.count(1);
    const [f] = await free.count(1);
    expect(v).toMatchObject({ eventType: 'INSERT', new: { fibre_type: 'Viscose', user_id: roles.paid.id } });
    expect(f.new.id).toBe(v.new.id);
  });

  it('sends a member’s profile changes with card columns only, to the member and to those who may see the card', async () => {
    const own = await listen(roles.paid, 'yarnconnect_free', `id=eq.${roles.paid.id}`);
    const ledger = await listen(roles.paid, 'credit_ledger');
    const directoryViewer = await listen(roles.execA, 'yarnconnect_free', `id=eq.${roles.paid.id}`);
    const freeMember = await listen(roles.free, 'yarnconnect_free');
    // An admin grants credits: the balance moves and a ledger row is written.
    const { error } = await roles.admin.client.rpc('admin_update_member', {
      p_user_id: roles.paid.id,
      p_changes: { messaging_credits: 777 },
    });
    expect(error).toBeNull();
    const [mine] = await own.count(1);
    const [seen] = await directoryViewer.count(1);
    const [credit] = await ledger.count(1);
    expect(mine).toMatchObject({ eventType: 'UPDATE', new: { id: roles.paid.id } });
    for (const change of [mine, seen]) {
      expect(change.new).not.toHaveProperty('messaging_credits');
      expect(change.new).not.toHaveProperty('referral_code');
      expect(change.new).not.toHaveProperty('gst_number');
      expect(change.new).toHaveProperty('member_name');
    }
    expect(credit.new).toMatchObject({ user_id: roles.paid.id, reason: 'admin_adjustment' });
    // A Free Member does not see the directory: nothing arrives (checked after a change it may see).
    const { error: ownEdit } = await roles.free.client
      .from('yarnconnect_free')
      .update({ city: 'Surat' })
      .eq('id', roles.free.id);
    expect(ownEdit).toBeNull();
    await freeMember.count(1);
    expect(freeMember.items.map((c) => c.new.id)).toEqual([roles.free.id]);
  });

  it('tells the bidder and the company’s executives when a bid is accepted, and no other company', async () => {
    const { data: product } = await stack.service
      .from('corporate_products')
      .insert({
        company_id: roles.companyA,
        department_name: 'Filament Yarn',
        fibre_type: 'Polyester Filament',
        basic_price: 150,
        visibility_status: 'Reveal',
      })
      .select('id')
      .single();
    const bidder = await listen(roles.paid, 'customer_bids');
    const execA = await listen(roles.execA, 'customer_bids');
    const execB = await listen(roles.execB, 'customer_bids');
    const placed = await roles.paid.client.rpc('place_corporate_bid', {
      p_product_id: product!.id,
      p_bid_price: 140,
      p_bid_quantity: 100,
    });
    expect(placed.error).toBeNull();
    const bidId = (placed.data as { id: string }).id;
    const accepted = await roles.execA.client.rpc('accept_customer_bid', { p_bid_id: bidId });
    expect(accepted.error).toBeNull();
    await bidder.count(2);
    await execA.count(2);
    expect(bidder.items.map((c) => [c.eventType, c.new.bid_status])).toEqual([
      ['INSERT', 'Pending'],
      ['UPDATE', 'Accepted'],
    ]);
    // company B's executive sees none of it (checked after a bid on B's own product reaches them).
    const { data: productB } = await stack.service
      .from('corporate_products')
      .insert({
        company_id: roles.companyB,
        department_name: 'Spun Yarn',
        fibre_type: 'Cotton',
        basic_price: 200,
        visibility_status: 'Reveal',
      })
      .select('id')
      .single();
    await roles.paid.client.rpc('place_corporate_bid', {
      p_product_id: productB!.id,
      p_bid_price: 190,
      p_bid_quantity: 10,
    });
    const [onB] = await execB.count(1);
    expect(execB.items).toHaveLength(1);
    expect(onB.new.corporate_product_id).toBe(productB!.id);
  });
});
