/**
 * The market index through the API (issue 27): classes shown only with three mills, from revealed prices
 * only, live for Paid Members and above, the delayed five for visitors and Free Members; and a test that
 * tries to recover an unrevealed or single-mill price through every RPC and table, and fails if it can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ALL_INDIA, MARKET_MESSAGES } from '@domain/market.ts';
import type { Database } from '@domain/database.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, createCompany, type RoleSet } from './support/users.ts';
import { addProduct, ageClosesOneDay, companyIn, freshClass, saveProduct } from './support/market.ts';

type Client = SupabaseClient<Database>;

describe(`market index (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  let companyC: string;
  let companyD: string;

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
    await companyIn(stack, 'Tiruppur', roles.companyA);
    await companyIn(stack, 'Tiruppur', roles.companyB);
    companyC = await companyIn(stack, 'tiruppur ');
    companyD = await companyIn(stack, 'Ludhiana');
  });
  afterAll(() => stack?.close());

  const rowsOf = async (client: Client, key: string) => {
    const { data, error } = await client.rpc('market_index', { p_search: key });
    expect(error).toBeNull();
    return data!.filter((r) => r.class_key === key);
  };
  /** Every figure any caller can read about a class, as one list of numbers. */
  const everyFigure = async (client: Client, key: string) => {
    const figures: number[] = [];
    for (const r of await rowsOf(client, key)) figures.push(r.median, r.low, r.high, ...r.spark);
    for (const centre of [ALL_INDIA, 'Tiruppur', 'Ludhiana']) {
      const history = await client.rpc('market_class_history', { p_class_key: key, p_centre: centre });
      for (const d of history.data ?? []) figures.push(d.median, d.low, d.high);
      const mills = await client.rpc('market_class_mills', { p_class_key: key, p_centre: centre });
      for (const m of mills.data ?? []) figures.push(m.price);
    }
    return figures;
  };

  it('shows a class × centre with three mills: median, range and mills from revealed prices, live for Paid', async () => {
    const k = freshClass();
    await addProduct(stack, roles.companyA, k.count, 100);
    await addProduct(stack, roles.companyB, k.count, 110);
    await addProduct(stack, companyC, k.count, 120);
    await addProduct(stack, companyC, k.count, 121);
    await addProduct(stack, companyD, k.count, 777, 'Hide');
    const rows = await rowsOf(roles.paid.client, k.key);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect(rows.map((r) => [r.centre, r.median, r.low, r.high, r.mills, r.delayed, r.as_of])).toEqual([
      [ALL_INDIA, 115, 100, 121, 3, false, today],
      ['Tiruppur', 115, 100, 121, 3, false, today],
    ]);
    expect(rows[0]).toMatchObject({ class_label: k.label, fibre_type: 'Cotton', department_name: 'Spun Yarn' });
    for (const user of [roles.admin, roles.limitedAdmin, roles.execA]) {
      expect(await rowsOf(user.client, k.key)).toHaveLength(2);
    }
    const mills = await roles.paid.client.rpc('market_class_mills', { p_class_key: k.key, p_centre: 'Tiruppur' });
    expect(mills.data!.map((m) => m.price)).toEqual([100, 110, 120, 121]);
    expect(await everyFigure(roles.paid.client, k.key)).not.toContain(777);
  });

  it('never shows a class priced by fewer than three companies, however many products they list', async () => {
    const k = freshClass();
    await addProduct(stack, roles.companyA, k.count, 200);
    await addProduct(stack, roles.companyA, k.count, 210);
    await addProduct(stack, roles.companyB, k.count, 220);
    for (const user of [roles.paid, roles.admin]) {
      expect(await rowsOf(user.client, k.key)).toEqual([]);
      expect(await everyFigure(user.client, k.key)).toEqual([]);
    }
    const { data } = await roles.execA.client.rpc('market_for_products', { p_company_id: roles.companyA });
    expect(data!.filter((r) => r.class_key === k.key).map((r) => [r.median, r.mills])).toEqual([
      [null, 2],
      [null, 2],
    ]);
  });

  it('drops a class of exactly three mills when one hides its product (through the save), everywhere', async () => {
    const k = freshClass();
    await addProduct(stack, roles.companyA, k.count, 300);
    const hidden = await addProduct(stack, roles.companyB, k.count, 333);
    await addProduct(stack, companyC, k.count, 360);
    expect(await rowsOf(roles.paid.client, k.key)).toHaveLength(2);
    await saveProduct(stack, roles.execB.client, hidden, { visibility_status: 'Hide' });
    await saveProduct(stack, roles.execB.client, hidden, { basic_price: 345 });

    for (const user of [roles.paid, roles.admin, roles.execA, roles.free]) {
      expect(await rowsOf(user.client, k.key)).toEqual([]);
      const figures = await everyFigure(user.client, k.key);
      expect(figures).not.toContain(333);
      expect(figures).not.toContain(345);
      // Today's close has two mills: the history shows no day for today, only what three mills priced before.
      const history = await user.client.rpc('market_class_history', { p_class_key: k.key });
      expect(history.data ?? []).toEqual([]);
    }
    const own = await roles.execA.client.rpc('market_for_products', { p_company_id: roles.companyA });
    expect(own.data!.find((r) => r.class_key === k.key)).toMatchObject({ median: null, mills: 2 });
  });

  it('keeps a hidden price out of a class that stays shown (four mills, one hides)', async () => {
    const k = freshClass();
    await addProduct(stack, roles.companyA, k.count, 400);
    await addProduct(stack, roles.companyB, k.count, 410);
    await addProduct(stack, companyC, k.count, 420);
    const hidden = await addProduct(stack, companyD, k.count, 430);
    await saveProduct(stack, roles.admin.client, hidden, { visibility_status: 'Hide' });
    await saveProduct(stack, roles.admin.client, hidden, { basic_price: 999.5 });
    const [all] = await rowsOf(roles.paid.client, k.key);
    expect([all.median, all.low, all.high, all.mills]).toEqual([410, 400, 420, 3]);
    expect(await everyFigure(roles.paid.client, k.key)).not.toContain(999.5);
  });

  it('gives visitors and Free Members the five most-quoted classes as of yesterday, delayed, and no mills', async () => {
    const k = freshClass();
    for (const company of [roles.companyA, roles.companyB, companyC, companyD, await createCompany(stack)]) {
      await addProduct(stack, company, k.count, 150);
    }
    await ageClosesOneDay(stack, k.key);
    const yesterday = new Date(Date.now() + 5.5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    for (const client of [stack.anon, roles.free.client, roles.vendor.client]) {
      const { data, error } = await client.rpc('market_index');
      expect(error).toBeNull();
      expect(data!.length).toBeLessThanOrEqual(5);
      expect(data!.every((r) => r.delayed && r.as_of === yesterday && r.centre === ALL_INDIA)).toBe(true);
      expect(data!.find((r) => r.class_key === k.key)).toMatchObject({ mills: 5, median: 150 });
      const history = await client.rpc('market_class_history', { p_class_key: k.key });
      expect(history.data!.map((d) => d.day)).toEqual([yesterday]);
      const notFive = await client.rpc('market_class_history', { p_class_key: 'cotton/combed/1001s' });
      expect(notFive.data).toEqual([]);
      const mills = await client.rpc('market_class_mills', { p_class_key: k.key });
      expect(mills.error?.message).toBe(MARKET_MESSAGES.upgradeForMills);
    }
  });

  it('refuses the price sheet’s market columns to anyone but the company and admins', async () => {
    for (const client of [stack.anon, roles.paid.client, roles.execB.client, roles.limitedAdmin.client]) {
      const { data, error } = await client.rpc('market_for_products', { p_company_id: roles.companyA });
      expect(data).toBeNull();
      expect(error?.message ?? '').toMatch(/Only the company's executives and admins|permission denied/);
    }
    const { error } = await roles.admin.client.rpc('market_for_products', { p_company_id: roles.companyA });
    expect(error).toBeNull();
  });

  it('exposes none of the index’s own tables through the API, and checks the history’s days', async () => {
    for (const table of ['market_members', 'market_current', 'market_closes']) {
      const { data } = await roles.admin.client.from(table as 'market_alerts').select('*');
      expect(data).toBeNull();
    }
    const { error } = await roles.paid.client.rpc('market_class_history', { p_class_key: 'x', p_days: 0 });
    expect(error?.message).toBe(MARKET_MESSAGES.historyDays);
    const jobs = [
      roles.admin.client.rpc('market_roll_closes'),
      roles.admin.client.rpc('market_refresh'),
      roles.admin.client.rpc('market_digest_claim', { p_day: '2026-11-27' }),
    ];
    for (const { error: refused } of await Promise.all(jobs)) expect(refused?.code).toBe('42501');
  });
});
