/**
 * Watchlists and alerts through the API (issue 27): Paid Members and above follow a class or a product,
 * a move past the threshold raises one alert (none for the member's own company's change, none from a
 * hidden price), alerts arrive live through Realtime, are marked read through the read_at column only,
 * and nobody reads or writes another member's watches or alerts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { MARKET_MESSAGES } from '@domain/market.ts';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, createUser, type RoleSet, type TestUser } from './support/users.ts';
import { addProduct, companyIn, freshClass, saveProduct } from './support/market.ts';
import { Events, realtimeClient, subscribed } from './realtime-helpers.ts';

describe(`market watches and alerts (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  let companyC: string;
  const channels: SupabaseClient[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
    companyC = await companyIn(stack, 'Surat');
  });
  afterAll(async () => {
    for (const c of channels) await c.removeAllChannels();
    await stack?.close();
  });

  /** A class of three mills (A, B, C) at 100, 110, 120: median 110. */
  const threeMills = async () => {
    const k = freshClass();
    const a = await addProduct(stack, roles.companyA, k.count, 100);
    const b = await addProduct(stack, roles.companyB, k.count, 110);
    const c = await addProduct(stack, companyC, k.count, 120);
    return { ...k, a, b, c };
  };
  /** The member's alerts about one class (a product's alert names its class too). */
  const alertsOf = async (user: TestUser, classKey: string) => {
    const { data, error } = await user.client
      .from('market_alerts')
      .select('*')
      .eq('class_key', classKey)
      .order('created_at');
    expect(error).toBeNull();
    return data!;
  };
  const watch = async (user: TestUser, target: { class_key?: string; product_id?: string }, threshold = 2) => {
    const { data, error } = await user.client
      .from('market_watches')
      .insert({ ...target, threshold_pct: threshold })
      .select()
      .single();
    if (error) throw new Error(error.message);
    return data;
  };

  it('lets Paid Members and above follow; refuses visitors, Free Members and bad watches with clear errors', async () => {
    const k = await threeMills();
    for (const client of [roles.free.client, roles.vendor.client]) {
      const { error } = await client.from('market_watches').insert({ class_key: k.key });
      expect(error?.message).toBe(MARKET_MESSAGES.upgradeToFollow);
    }
    const visitor = await stack.anon.from('market_watches').insert({ class_key: k.key });
    expect(visitor.error?.code).toBe('42501');
    const w = await watch(roles.paid, { class_key: k.key });
    expect(w).toMatchObject({ user_id: roles.paid.id, centre: 'All India', threshold_pct: 2, base_value: 110 });
    expect((await roles.paid.client.from('market_watches').insert({ class_key: k.key })).error?.code).toBe('23505');
    const bad = [
      { class_key: k.key, centre: 'Surat', threshold_pct: 60 },
      { class_key: k.key, centre: 'Surat', product_id: k.a },
      { centre: 'Surat' },
      { class_key: k.key, centre: 'Surat', base_value: 1 },
      { class_key: k.key, centre: 'Surat', user_id: roles.free.id },
    ];
    for (const row of bad) {
      expect((await roles.paid.client.from('market_watches').insert(row)).error, JSON.stringify(row)).not.toBeNull();
    }
    const hidden = await addProduct(stack, companyC, k.count, 130, 'Hide');
    const onHidden = await roles.paid.client.from('market_watches').insert({ product_id: hidden });
    expect(onHidden.error?.message).toBe(MARKET_MESSAGES.onlyRevealedProducts);
    for (const user of [roles.execA, roles.admin]) await watch(user, { class_key: k.key });
    // Others see none of it; a threshold is the owner's to change.
    expect((await roles.execB.client.from('market_watches').select('*').eq('id', w.id)).data).toEqual([]);
    const change = await roles.execB.client.from('market_watches').update({ threshold_pct: 5 }).eq('id', w.id).select();
    expect(change.data).toEqual([]);
    const own = await roles.paid.client.from('market_watches').update({ threshold_pct: 5 }).eq('id', w.id).select();
    expect(own.data![0].threshold_pct).toBe(5);
  });

  it('raises one alert per move past the threshold, none for the member’s own company’s change', async () => {
    const k = await threeMills();
    await watch(roles.paid, { class_key: k.key });
    await watch(roles.execB, { class_key: k.key });
    await watch(roles.execA, { class_key: k.key }, 10);
    // B moves 110 -> 130: median 110 -> 120 (+9.09 %).
    await saveProduct(stack, roles.execB.client, k.b, { basic_price: 130 });
    const [alert] = await alertsOf(roles.paid, k.key);
    expect(alert).toMatchObject({ class_key: k.key, change_pct: 9.09, read_at: null });
    expect(alert.title).toBe(`${k.label} (All India) up 9.09 %`);
    expect(alert.body).toBe('Median ₹110.00 → ₹120.00 per kg.');
    expect(await alertsOf(roles.execB, k.key)).toEqual([]); // B's own change
    expect(await alertsOf(roles.execA, k.key)).toEqual([]); // below A's 10 %
    // A small move (120 -> 121.5, +1.25 %) raises nothing; B's base moved with its own change, so B is told now.
    await saveProduct(stack, roles.admin.client, k.c, { basic_price: 121.5 });
    expect(await alertsOf(roles.paid, k.key)).toHaveLength(1);
    await saveProduct(stack, roles.admin.client, k.a, { basic_price: 125 });
    expect((await alertsOf(roles.paid, k.key)).map((a) => a.change_pct)).toEqual([9.09, 4.17]);
    expect((await alertsOf(roles.execB, k.key)).map((a) => a.change_pct)).toEqual([4.17]);
  });

  it('alerts on a followed product’s revealed price only; a hidden product’s changes raise nothing', async () => {
    const k = await threeMills();
    await watch(roles.paid, { product_id: k.c });
    await watch(roles.execB, { product_id: k.b });
    await saveProduct(stack, roles.admin.client, k.c, { visibility_status: 'Hide' });
    await saveProduct(stack, roles.admin.client, k.c, { basic_price: 150 });
    await saveProduct(stack, roles.execB.client, k.b, { basic_price: 140 });
    expect(await alertsOf(roles.paid, k.key)).toEqual([]);
    expect(await alertsOf(roles.execB, k.key)).toEqual([]);
    await saveProduct(stack, roles.admin.client, k.c, { visibility_status: 'Reveal' });
    const [alert] = await alertsOf(roles.paid, k.key);
    expect(alert).toMatchObject({ product_id: k.c, company_id: companyC, change_pct: 25 });
    expect(alert.body).toBe('Price ₹120.00 → ₹150.00 per kg.');
  });

  it('marks alerts read through read_at only; nobody inserts alerts or reads another member’s', async () => {
    const k = await threeMills();
    await watch(roles.paid, { class_key: k.key });
    await saveProduct(stack, roles.admin.client, k.b, { basic_price: 150 });
    const [alert] = await alertsOf(roles.paid, k.key);
    expect((await roles.paid.client.rpc('market_unread_count')).data).toBeGreaterThan(0);
    const before = (await roles.paid.client.rpc('market_unread_count')).data!;
    const retitle = await roles.paid.client.from('market_alerts').update({ title: 'x' }).eq('id', alert.id);
    expect(retitle.error?.code).toBe('42501');
    const theirs = await roles.execB.client
      .from('market_alerts')
      .update({ read_at: new Date().toISOString() })
      .eq('id', alert.id)
      .select();
    expect(theirs.data).toEqual([]);
    expect((await roles.execB.client.from('market_alerts').select('id').eq('id', alert.id)).data).toEqual([]);
    const read = await roles.paid.client
      .from('market_alerts')
      .update({ read_at: new Date().toISOString() })
      .eq('id', alert.id)
      .select()
      .single();
    expect(read.data!.read_at).not.toBeNull();
    expect((await roles.paid.client.rpc('market_unread_count')).data).toBe(before - 1);
    const forge = await roles.paid.client.from('market_alerts').insert({
      user_id: roles.paid.id,
      title: 'Cotton up 50 %',
      body: 'x',
      change_pct: 50,
    });
    expect(forge.error?.code).toBe('42501');
  });

  it('sends a new alert live through Realtime to its member only', async () => {
    const k = await threeMills();
    const listener = await createUser(stack, { membership: 'Paid Member' });
    await watch(listener, { class_key: k.key });
    const listen = async (user: TestUser) => {
      const client = realtimeClient(stack, await signJwt(user.claims, stack.config.jwtSecret));
      channels.push(client);
      const events = new Events<{ eventType: string; new: Record<string, unknown> }>();
      await subscribed(
        client
          .channel(`alerts-${Math.random()}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'market_alerts' }, events.push as never),
      );
      return events;
    };
    const mine = await listen(listener);
    const other = await listen(roles.paid);
    // B, the median, moves 110 -> 90: the median becomes 100 (-9.09 %).
    await saveProduct(stack, roles.admin.client, k.b, { basic_price: 90 });
    const [event] = await mine.count(1, 'the alert');
    expect(event.new).toMatchObject({ user_id: listener.id, class_key: k.key });
    await new Promise((r) => setTimeout(r, 500));
    expect(other.items).toEqual([]);
  });

  it('lets a member opt in to the digest on their own profile only', async () => {
    const { error } = await roles.paid.client
      .from('yarnconnect_free')
      .update({ market_digest: true })
      .eq('id', roles.paid.id);
    expect(error).toBeNull();
    const { rows } = await stack.db.query('select market_digest from public.yarnconnect_free where id = $1', [
      roles.paid.id,
    ]);
    expect(rows[0]).toEqual({ market_digest: true });
    const other = await roles.free.client
      .from('yarnconnect_free')
      .update({ market_digest: true })
      .eq('id', roles.paid.id)
      .select();
    expect(other.data ?? []).toEqual([]);
  });
  it('e-mails an opted-in member yesterday’s alerts once, through the mail path; only the platform may send it', async () => {
    const k = await threeMills();
    const member = await createUser(stack, { membership: 'Paid Member' });
    await watch(member, { class_key: k.key });
    await saveProduct(stack, roles.admin.client, k.b, { basic_price: 140 });
    await member.client.from('yarnconnect_free').update({ market_digest: true }).eq('id', member.id);
    await stack.db.query(`update public.market_alerts set created_at = now() - interval '1 day' where user_id = $1`, [
      member.id,
    ]);
    const refused = await member.client.functions.invoke('send-market-digest', { body: {} });
    expect(refused.error).not.toBeNull();
    const first = await stack.service.functions.invoke('send-market-digest', { body: {} });
    expect(first.data).toMatchObject({ success: true });
    expect(first.data.sent).toBeGreaterThanOrEqual(1);
    const again = await stack.service.functions.invoke('send-market-digest', { body: {} });
    expect(again.data).toMatchObject({ success: true, sent: 0 });
    const list = (await (await fetch(`${stack.mailUrl}/api/v1/messages?limit=1000`)).json()) as {
      messages: { To: { Address: string }[]; Subject: string; Snippet: string }[];
    };
    const mine = list.messages.filter((m) => m.To[0]?.Address === member.email);
    expect(mine.map((m) => m.Subject)).toEqual(['LoomConnect market: 1 market alert yesterday']);
    expect(mine[0].Snippet).toContain(`${k.label} (All India) up`);
  });
});
