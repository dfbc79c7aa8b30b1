/**
 * The market beside the price sheet, at scale and live (issue 27, migration 20261129000500): each product's
 * stored class key, market_for_products by page or by ids (never more than 1000, never another company's
 * products), the save that only marks and the minute job that keeps the members, and the refresh stamps the
 * open sheets hear through Realtime (keys and times only, and only for shown classes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { marketClassOf } from '@domain/market.ts';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { Events, realtimeClient, subscribed } from './realtime-helpers.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, type RoleSet } from './support/users.ts';
import { addProduct, companyIn, freshClass, saveProduct } from './support/market.ts';

type Change = { eventType: string; new: Record<string, unknown> };

describe(`market beside the price sheet (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  let companyC: string;
  const channels: SupabaseClient[] = [];

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
    await companyIn(stack, 'Tiruppur', roles.companyA);
    await companyIn(stack, 'Surat', roles.companyB);
    companyC = await companyIn(stack, 'Erode');
  });
  afterAll(async () => {
    for (const c of channels) await c.removeAllChannels();
    await stack?.close();
  });

  const keyOf = async (id: string) =>
    (
      await stack.db.query<{ market_class_key: string }>(
        'select market_class_key from public.corporate_products where id = $1',
        [id],
      )
    ).rows[0].market_class_key;
  const figures = (args: { p_ids?: string[]; p_after?: string; p_limit?: number }) =>
    roles.execA.client.rpc('market_for_products', { p_company_id: roles.companyA, ...args });
  const refresh = async () => expect((await stack.service.rpc('market_refresh')).error).toBeNull();
  const stampOf = async (key: string) =>
    (
      await stack.db.query<{ at: string }>(
        'select refreshed_at::text as at from public.market_class_refreshes where class_key = $1',
        [key],
      )
    ).rows[0]?.at ?? null;

  it('stores each product’s class key as @domain/market.ts computes it, and keeps it when its fields change', async () => {
    const k = freshClass();
    const id = await addProduct(stack, roles.companyA, k.count, 100);
    expect(await keyOf(id)).toBe(k.key);
    await stack.db.query(
      `update public.corporate_products set fibre_type = 'Polyester Filament', specific_type = 'DTY', lustre = 'Semi Dull'
       where id = $1`,
      [id],
    );
    const filament = marketClassOf({
      fibre_type: 'Polyester Filament',
      specific_type: 'DTY',
      denier_count: k.count,
      lustre: 'Semi Dull',
    });
    expect(await keyOf(id)).toBe(filament.key);
    // Written directly, the key is computed again from the fields: it cannot be set apart from them.
    await stack.db.query(`update public.corporate_products set market_class_key = 'cotton/combed/40s' where id = $1`, [
      id,
    ]);
    expect(await keyOf(id)).toBe(filament.key);
  });

  it('answers the sheet page by page or by the ids it has, 1000 at most, and only the company’s own products', async () => {
    const k = freshClass();
    const mine: string[] = [];
    for (let i = 0; i < 5; i++) mine.push(await addProduct(stack, roles.companyA, k.count, 100 + i));
    const theirs = await addProduct(stack, roles.companyB, k.count, 120);
    const all = (await figures({ p_limit: 1000 })).data!.map((r) => r.product_id);
    expect(all).toEqual([...all].sort());
    const pages: string[] = [];
    for (let after: string | undefined; ;) {
      const { data, error } = await figures({ p_limit: 2, ...(after ? { p_after: after } : {}) });
      expect(error).toBeNull();
      pages.push(...data!.map((r) => r.product_id));
      if (data!.length < 2) break;
      after = data!.at(-1)!.product_id;
    }
    expect(pages).toEqual(all);
    const named = await figures({ p_ids: [mine[3], theirs, mine[1]] });
    expect(named.data!.map((r) => r.product_id)).toEqual([mine[1], mine[3]].sort());
    expect(named.data![0]).toMatchObject({ class_key: k.key, class_label: k.label, median: null, mills: 2 });
    const tooMany = Array.from({ length: 1001 }, () => mine[0]);
    for (const bad of [{ p_limit: 0 }, { p_limit: 1001 }, { p_ids: tooMany }]) {
      const { data, error } = await figures(bad);
      expect(data).toBeNull();
      expect(error?.message).toBe('Market figures come 1 to 1000 products at a time.');
    }
    const foreign = await roles.execB.client.rpc('market_for_products', { p_company_id: roles.companyA, p_ids: mine });
    expect(foreign.data).toBeNull();
    expect(foreign.error?.code).toBe('42501');
  });

  it('marks in the save and recomputes in the job; the mills list shows no hidden or old price in between', async () => {
    const k = freshClass();
    const a = await addProduct(stack, roles.companyA, k.count, 200);
    await addProduct(stack, roles.companyB, k.count, 210);
    await addProduct(stack, companyC, k.count, 220);
    const median = async () => (await figures({ p_ids: [a] })).data![0].median;
    expect(await median()).toBe(210);

    const { rows } = await stack.db.query<{ version: string }>(
      'select version::text from public.corporate_products where id = $1',
      [a],
    );
    const save = await roles.execA.client.rpc('save_product_changes', {
      p_company_id: roles.companyA,
      p_changes: [{ id: a, version: Number(rows[0].version), visibility_status: 'Hide', basic_price: 260 }],
      p_confirmed: true,
    });
    expect(save.error).toBeNull();
    const dirty = await stack.db.query('select 1 from internal.market_dirty where class_key = $1', [k.key]);
    expect(dirty.rows).toHaveLength(1);
    const mills = await roles.paid.client.rpc('market_class_mills', { p_class_key: k.key });
    expect(mills.data!.map((m) => m.price)).toEqual([210, 220]);

    await refresh();
    expect(await median()).toBeNull();
    const members = await stack.db.query('select 1 from internal.market_members where product_id = $1', [a]);
    expect(members.rows).toEqual([]);
    await saveProduct(stack, roles.execA.client, a, { visibility_status: 'Reveal' });
    expect(await median()).toBe(220);
  });

  it('stamps the classes whose shown all-India figures the job changed, and the open sheets hear it', async () => {
    const shown = freshClass();
    const thin = freshClass();
    const a = await addProduct(stack, roles.companyA, shown.count, 300);
    await addProduct(stack, roles.companyB, shown.count, 310);
    await addProduct(stack, companyC, shown.count, 320);
    const lone = await addProduct(stack, roles.companyA, thin.count, 500);
    expect(await stampOf(shown.key)).not.toBeNull();
    expect(await stampOf(thin.key)).toBeNull();

    const client = realtimeClient(stack, await signJwt(roles.execB.claims, stack.config.jwtSecret));
    channels.push(client);
    const heard = new Events<Change>();
    await subscribed(
      client
        .channel(`refreshes-${Math.random()}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'market_class_refreshes' }, heard.push as never),
    );
    const before = await stampOf(shown.key);
    await saveProduct(stack, roles.execA.client, a, { basic_price: 330 });
    await saveProduct(stack, roles.execA.client, lone, { basic_price: 520 });
    await heard.count(1, 'the refresh of the shown class');
    expect(await stampOf(shown.key)).not.toBe(before);
    expect(heard.items.map((e) => e.new.class_key)).toContain(shown.key);
    expect(heard.items.map((e) => e.new.class_key)).not.toContain(thin.key);
    // Keys and times only: no figure travels with a stamp.
    expect(Object.keys(heard.items[0].new).sort()).toEqual(['class_key', 'refreshed_at']);
    expect(await stampOf(thin.key)).toBeNull();

    const visitor = await stack.anon.from('market_class_refreshes').select('class_key');
    expect(visitor.data).toBeNull();
    const member = await roles.free.client
      .from('market_class_refreshes')
      .select('class_key')
      .eq('class_key', shown.key);
    expect(member.data).toEqual([{ class_key: shown.key }]);
    const forged = await roles.admin.client.from('market_class_refreshes').insert({ class_key: 'cotton/combed/40s' });
    expect(forged.error?.code).toBe('42501');
  });
});
