/**
 * Safety nets on prices (issue 23, migration 20261127025000), through the API as each role, on PostgreSQL and
 * on PGlite: save_product_changes refuses a revealed product at ₹0.00 in the domain's words (and the table's
 * constraint refuses it to any other write), while a product without a price stays possible; a change beyond
 * the company's price check (25 % unless its executives set another) is refused until the save says it was
 * confirmed; the limit is the company's, set by its executives and admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PRICE_CHECK, ZERO_PRICE_REVEALED } from '@domain/price-management.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, type RoleSet } from './support/users.ts';

type Change = { id: string; version: number; basic_price?: number | null; visibility_status?: string };

describe(`price safety nets (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
  });
  afterAll(() => stack?.close());

  const sql = async <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<R>(text, params)).rows;

  /** A product of company A made as the database owner, and its version. */
  async function product(price: number | null, visibility = 'Reveal'): Promise<{ id: string; version: number }> {
    const [row] = await sql<{ id: string; version: string }>(
      `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price, visibility_status)
       values ($1, 'Filament Yarn', 'Polyester Filament', $2, $3) returning id, version::text`,
      [roles.companyA, price, visibility],
    );
    return { id: row.id, version: Number(row.version) };
  }
  const stored = async (id: string) =>
    (
      await sql<{ price: number | null; visibility: string }>(
        'select basic_price::float8 as price, visibility_status as visibility from public.corporate_products where id = $1',
        [id],
      )
    )[0];
  const save = (client: SupabaseClient, changes: Change[], confirmed?: boolean) =>
    client.rpc('save_product_changes', {
      p_company_id: roles.companyA,
      p_changes: changes,
      ...(confirmed === undefined ? {} : { p_confirmed: confirmed }),
    });

  it('refuses a revealed product at ₹0.00 in the domain’s words, confirmed or not, and writes none of the save', async () => {
    const other = await product(150);
    const zero = await product(150);
    for (const confirmed of [undefined, true]) {
      const { data, error } = await save(
        roles.execA.client,
        [
          { ...other, basic_price: 151 },
          { ...zero, basic_price: 0 },
        ],
        confirmed,
      );
      expect(data).toBeNull();
      expect(error).toMatchObject({ code: '23514', message: ZERO_PRICE_REVEALED });
      expect(JSON.parse(error!.details)).toEqual({ id: zero.id, reason: 'zero_price_revealed' });
    }
    expect(await stored(other.id)).toEqual({ price: 150, visibility: 'Reveal' });
    expect(await stored(zero.id)).toEqual({ price: 150, visibility: 'Reveal' });
  });

  it('refuses revealing a product stored at ₹0.00, and lets it be hidden at ₹0.00 or revealed without a price', async () => {
    const hidden = await product(0, 'Hide');
    const revealed = await save(roles.execA.client, [{ ...hidden, visibility_status: 'Reveal' }]);
    expect(revealed.error).toMatchObject({ code: '23514', message: ZERO_PRICE_REVEALED });

    const unpriced = await product(120);
    const cleared = await save(roles.execA.client, [{ ...unpriced, basic_price: null }]);
    expect(cleared.error).toBeNull();
    expect(await stored(unpriced.id)).toEqual({ price: null, visibility: 'Reveal' });

    const toHide = await product(120);
    const hiddenAtZero = await save(
      roles.execA.client,
      [{ ...toHide, basic_price: 0, visibility_status: 'Hide' }],
      true,
    );
    expect(hiddenAtZero.error).toBeNull();
    expect(await stored(toHide.id)).toEqual({ price: 0, visibility: 'Hide' });
  });

  it('backs the rule with a constraint on every other write', async () => {
    const { error } = await roles.execA.client.from('corporate_products').insert({
      company_id: roles.companyA,
      department_name: 'Filament Yarn',
      fibre_type: 'Polyester Filament',
      basic_price: 0,
      visibility_status: 'Reveal',
    });
    expect(error).toMatchObject({ code: '23514' });
    expect(error!.message).toContain('corporate_products_revealed_price_not_zero');
    const { error: unpriced } = await roles.execA.client.from('corporate_products').insert({
      company_id: roles.companyA,
      department_name: 'Filament Yarn',
      fibre_type: 'Polyester Filament',
      basic_price: null,
      visibility_status: 'Reveal',
    });
    expect(unpriced).toBeNull();
    await expect(
      sql(
        `update public.corporate_products set basic_price = 0 where company_id = $1 and visibility_status = 'Reveal'`,
        [roles.companyA],
      ),
    ).rejects.toThrow(/corporate_products_revealed_price_not_zero/);
  });

  it('refuses a change beyond ±25 % unless confirmed, listing the rows; a change at the limit needs nothing', async () => {
    const up = await product(100);
    const down = await product(100);
    const atLimit = await product(100);
    const changes = [
      { ...up, basic_price: 125.01 },
      { ...down, basic_price: 74.99 },
      { ...atLimit, basic_price: 125 },
    ];
    const { data, error } = await save(roles.execA.client, changes);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'P0001' });
    expect(error!.message).toBe('2 price changes beyond ±25 % of the old price must be confirmed. Nothing was saved.');
    expect(JSON.parse(error!.details)).toEqual({
      reason: 'unconfirmed_price_changes',
      max_change_pct: PRICE_CHECK.defaultMaxChangePct,
      rows: [
        { id: up.id, old_price: 100, new_price: 125.01 },
        { id: down.id, old_price: 100, new_price: 74.99 },
      ],
    });
    expect(await stored(up.id)).toEqual({ price: 100, visibility: 'Reveal' });

    const confirmed = await save(roles.execA.client, changes, true);
    expect(confirmed.error).toBeNull();
    expect((confirmed.data as { saved: number }).saved).toBe(3);
    expect(await stored(up.id)).toEqual({ price: 125.01, visibility: 'Reveal' });
  });

  it("keeps each company's limit, set by its executives and admins only", async () => {
    const set = (client: SupabaseClient, companyId: string, pct: number) =>
      client.rpc('set_company_price_check', { p_company_id: companyId, p_max_change_pct: pct });

    expect((await set(roles.execB.client, roles.companyA, 50)).error).toMatchObject({ code: '42501' });
    expect((await set(roles.paid.client, roles.companyA, 50)).error).toMatchObject({ code: '42501' });
    expect((await set(roles.limitedAdmin.client, roles.companyA, 50)).error).toMatchObject({ code: '42501' });
    for (const bad of [0.5, 1000.01, 12.345])
      expect((await set(roles.execA.client, roles.companyA, bad)).error, String(bad)).toMatchObject({ code: '22023' });

    expect(await set(roles.execA.client, roles.companyA, 10)).toMatchObject({ data: 10, error: null });
    expect(await set(roles.admin.client, roles.companyB, 40)).toMatchObject({ data: 40, error: null });

    // Read by the company's executives and admins, not by others.
    const read = (client: SupabaseClient) => client.from('company_price_checks').select('company_id, max_change_pct');
    expect((await read(roles.execA.client)).data).toEqual([{ company_id: roles.companyA, max_change_pct: 10 }]);
    expect((await read(roles.paid.client)).data).toEqual([]);
    expect(await stack.anon.from('company_price_checks').select('company_id')).toMatchObject({ data: null });
    expect(((await read(roles.admin.client)).data ?? []).length).toBeGreaterThanOrEqual(2);
    // Nobody writes it but through the function.
    const direct = await roles.execA.client
      .from('company_price_checks')
      .update({ max_change_pct: 999 })
      .eq('company_id', roles.companyA)
      .select();
    expect(direct.error).toMatchObject({ code: '42501' });

    // Now 10 % holds for company A: +12 % needs confirming, +8 % does not.
    const twelve = await product(100);
    const eight = await product(100);
    const refused = await save(roles.execA.client, [{ ...twelve, basic_price: 112 }]);
    expect(refused.error).toMatchObject({ code: 'P0001' });
    expect(JSON.parse(refused.error!.details)).toMatchObject({ max_change_pct: 10 });
    expect((await save(roles.execA.client, [{ ...eight, basic_price: 108 }])).error).toBeNull();
  });
});
