/**
 * Price and Status Management on the server, through supabase-js as each role (migrations
 * 20261125005900 and 20261125006000): save_product_changes saves only changed rows, atomically, and
 * refuses rows whose version moved; prices and visibility change through it alone; every change is
 * recorded with who, when, old and new, read by the company's executives and admins; members see
 * revealed products' price points; the product rules of the corporate product form hold for inserts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { FIBRE_TYPES } from '@domain/yarn.ts';
import { signJwt } from '../../supabase/local/http/jwt.ts';
import { Events, realtimeClient, subscribed } from './realtime-helpers.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, createUser, type RoleSet, type TestUser } from './support/users.ts';

interface ProductState {
  id: string;
  version: number;
  basic_price: number | null;
  visibility_status: string;
  updated_at: string;
}
interface SaveReply {
  saved: number;
  rows: ProductState[];
  conflicts: { id: string; theirs: (ProductState & { changed_by_name: string | null }) | null }[];
}
type Change = { id: string; version: number; basic_price?: number | null; visibility_status?: string };

describe(`price management (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  let colleague: TestUser;

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
    colleague = await createUser(stack, { membership: 'Corporate Member', executiveOf: roles.companyA });
  });
  afterAll(() => stack?.close());

  const sql = async <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<R>(text, params)).rows;
  const nameOf = async (user: TestUser) =>
    (await sql<{ name: string }>('select member_name as name from public.yarnconnect_free where id = $1', [user.id]))[0]
      .name;

  /** Products of a company made as the database owner (no author in their history). */
  async function products(companyId: string, n = 1, price = 150, visibility = 'Reveal'): Promise<string[]> {
    const rows = await sql<{ id: string }>(
      `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price, visibility_status)
       select $1, 'Filament Yarn', 'Polyester Filament', $2, $3 from generate_series(1, $4) returning id`,
      [companyId, price, visibility, n],
    );
    return rows.map((r) => r.id);
  }
  /** The rows as the server holds them, in the order of `ids`. */
  async function state(ids: string[]): Promise<ProductState[]> {
    const rows = await sql<ProductState>(
      `select id, version::float8 as version, basic_price::float8 as basic_price, visibility_status, updated_at
       from public.corporate_products where id = any($1::uuid[])`,
      [ids],
    );
    return ids.map((id) => rows.find((r) => r.id === id)!);
  }
  const loaded = async (ids: string[]) =>
    Object.fromEntries((await state(ids)).map((r) => [r.id, r.version])) as Record<string, number>;
  // Saved as the sheet saves after its question: the price check's refusals are price-safety.test.ts's subject.
  const save = (client: SupabaseClient, companyId: string, changes: unknown) =>
    client.rpc('save_product_changes', { p_company_id: companyId, p_changes: changes, p_confirmed: true });
  async function saved(client: SupabaseClient, companyId: string, changes: Change[]): Promise<SaveReply> {
    const { data, error } = await save(client, companyId, changes);
    if (error) throw new Error(`${error.code}: ${error.message}`);
    return data as SaveReply;
  }

  it('saves only the rows whose values differ, returns them and their count; a no-op is not counted', async () => {
    const [a, b, same, cleared] = await products(roles.companyA, 4);
    const v = await loaded([a, b, same, cleared]);
    const reply = await saved(roles.execA.client, roles.companyA, [
      { id: a, version: v[a], basic_price: 175.25 },
      { id: b, version: v[b], visibility_status: 'Hide' },
      { id: same, version: v[same], basic_price: 150, visibility_status: 'Reveal' },
      { id: cleared, version: v[cleared], basic_price: null },
    ]);
    expect(reply.saved).toBe(3);
    expect(reply.conflicts).toEqual([]);
    const after = await state([a, b, same, cleared]);
    expect(reply.rows.map((r) => r.id).sort()).toEqual([a, b, cleared].sort());
    for (const row of reply.rows) {
      const server = after.find((r) => r.id === row.id)!;
      expect(row).toMatchObject({
        version: server.version,
        basic_price: server.basic_price,
        visibility_status: server.visibility_status,
      });
      expect(new Date(row.updated_at).getTime()).toBe(new Date(server.updated_at).getTime());
      expect(row.version).not.toBe(v[row.id]);
    }
    expect(after.map((r) => [r.basic_price, r.visibility_status])).toEqual([
      [175.25, 'Reveal'],
      [150, 'Hide'],
      [150, 'Reveal'],
      [null, 'Reveal'],
    ]);
    // The no-op row was not written at all.
    expect(after[2].version).toBe(v[same]);
    // Saving the same again changes nothing.
    const again = await saved(roles.execA.client, roles.companyA, [{ id: same, version: v[same], basic_price: 150.0 }]);
    expect(again).toEqual({ saved: 0, rows: [], conflicts: [] });
  });

  it('lets an admin save any company’s prices', async () => {
    const [b] = await products(roles.companyB);
    const v = await loaded([b]);
    const reply = await saved(roles.admin.client, roles.companyB, [{ id: b, version: v[b], basic_price: 99.99 }]);
    expect(reply.saved).toBe(1);
    expect((await state([b]))[0].basic_price).toBe(99.99);
  });

  it('refuses a row whose version moved, with theirs and who changed it, and writes none of the save', async () => {
    const [contested, other] = await products(roles.companyA, 2);
    const v = await loaded([contested, other]);
    // A colleague saves first.
    expect(
      (await saved(colleague.client, roles.companyA, [{ id: contested, version: v[contested], basic_price: 200 }]))
        .saved,
    ).toBe(1);
    const before = await state([contested, other]);

    const reply = await saved(roles.execA.client, roles.companyA, [
      { id: other, version: v[other], basic_price: 99, visibility_status: 'Hide' },
      { id: contested, version: v[contested], basic_price: 210 },
    ]);
    expect(reply).toEqual({
      saved: 0,
      rows: [],
      conflicts: [
        {
          id: contested,
          theirs: {
            id: contested,
            version: before[0].version,
            basic_price: 200,
            visibility_status: 'Reveal',
            updated_at: expect.any(String),
            changed_by_name: await nameOf(colleague),
          },
        },
      ],
    });
    expect(await state([contested, other])).toEqual(before);
  });

  it('treats a deleted product, or one of another company, as a conflict without theirs', async () => {
    const [doomed, kept] = await products(roles.companyA, 2);
    const [elsewhere] = await products(roles.companyB);
    const v = await loaded([doomed, kept, elsewhere]);
    await sql('delete from public.corporate_products where id = $1', [doomed]);
    for (const client of [roles.execA.client, roles.admin.client]) {
      const reply = await saved(client, roles.companyA, [
        { id: kept, version: v[kept], basic_price: 1 },
        { id: doomed, version: v[doomed], basic_price: 2 },
        { id: elsewhere, version: v[elsewhere], basic_price: 3 },
      ]);
      expect(reply).toEqual({
        saved: 0,
        rows: [],
        conflicts: [
          { id: doomed, theirs: null },
          { id: elsewhere, theirs: null },
        ],
      });
    }
    expect((await state([kept, elsewhere])).map((r) => r.basic_price)).toEqual([150, 150]);
  });

  it('refuses everyone but the company’s executives and admins (42501), writing nothing', async () => {
    const [target] = await products(roles.companyA);
    const v = await loaded([target]);
    const change = [{ id: target, version: v[target], basic_price: 1 }];
    for (const [who, client] of [
      ['another company’s executive', roles.execB.client],
      ['a limited admin', roles.limitedAdmin.client],
      ['a Paid Member', roles.paid.client],
      ['a Free Member', roles.free.client],
      ['a vendor of the company', roles.vendor.client],
    ] as const) {
      const { error } = await save(client, roles.companyA, change);
      expect(error, who).toMatchObject({
        code: '42501',
        message: "Only the company's corporate executives and admins may change its prices.",
      });
    }
    const visitor = await save(stack.client(), roles.companyA, change);
    expect(visitor.error?.code).toBe('42501');
    // Another company's executive naming their own company still cannot reach company A's row.
    const own = await saved(roles.execB.client, roles.companyB, change);
    expect(own.conflicts).toEqual([{ id: target, theirs: null }]);
    expect((await state([target]))[0]).toMatchObject({ basic_price: 150, version: v[target] });
  });

  it('refuses bad input with 22023 and the product’s id, writing nothing', async () => {
    const [good, bad] = await products(roles.companyA, 2);
    const v = await loaded([good, bad]);
    const first = { id: good, version: v[good], basic_price: 160 };
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['price 1000000', { id: bad, version: v[bad], basic_price: 1000000 }, /from 0 to 999999\.99/],
      ['price -1', { id: bad, version: v[bad], basic_price: -1 }, /from 0 to 999999\.99/],
      ['price 1.234', { id: bad, version: v[bad], basic_price: 1.234 }, /more than 2 decimals/],
      ['price as text', { id: bad, version: v[bad], basic_price: '12' }, /a number or empty/],
      ['visibility Maybe', { id: bad, version: v[bad], visibility_status: 'Maybe' }, /Reveal or Hide/],
      ['visibility reveal', { id: bad, version: v[bad], visibility_status: 'reveal' }, /Reveal or Hide/],
      ['no change', { id: bad, version: v[bad] }, /nothing to change/],
      ['no version', { id: bad, basic_price: 1 }, /version/],
      ['another column', { id: bad, version: v[bad], basic_price: 1, grade: 'PQ' }, /not grade/],
    ];
    for (const [label, change, why] of cases) {
      const { error } = await save(roles.execA.client, roles.companyA, [first, change]);
      expect(error?.code, label).toBe('22023');
      expect(error?.message, label).toMatch(new RegExp(`^Failed to update product ${bad}: `));
      expect(error?.message, label).toMatch(why);
      expect(JSON.parse(error!.details)).toMatchObject({ id: bad });
    }
    const twice = await save(roles.execA.client, roles.companyA, [first, { ...first, basic_price: 170 }]);
    expect(twice.error).toMatchObject({
      code: '22023',
      message: `Failed to update product ${good}: the product is listed twice`,
    });
    const malformed = await save(roles.execA.client, roles.companyA, [first, 'x']);
    expect(malformed.error?.message).toMatch(/^Failed to update product #2: /);
    for (const changes of [[], {}, Array.from({ length: 5001 }, () => first)]) {
      const { error } = await save(roles.execA.client, roles.companyA, changes);
      expect(error?.code).toBe('22023');
    }
    expect((await state([good, bad])).map((r) => [r.basic_price, r.version])).toEqual([
      [150, v[good]],
      [150, v[bad]],
    ]);
  });

  it('refuses a direct PATCH of price or visibility through REST, to executives and admins alike', async () => {
    const [target] = await products(roles.companyA);
    const before = await state([target]);
    for (const client of [roles.execA.client, roles.admin.client]) {
      for (const patch of [{ basic_price: 1 }, { visibility_status: 'Hide' }]) {
        const { error } = await client.from('corporate_products').update(patch).eq('id', target);
        expect(error?.code).toBe('42501');
      }
    }
    expect(await state([target])).toEqual(before);
  });

  it('records who changed price and visibility, when, from what to what; the company and admins read it', async () => {
    const { data: inserted, error: insertError } = await roles.execA.client
      .from('corporate_products')
      .insert({ company_id: roles.companyA, department_name: 'Spun Yarn', fibre_type: 'Cotton', basic_price: 120 })
      .select('id, version')
      .single();
    expect(insertError).toBeNull();
    const id = inserted!.id;
    const first = await saved(roles.execA.client, roles.companyA, [
      { id, version: inserted!.version, basic_price: 125.5 },
    ]);
    await saved(roles.admin.client, roles.companyA, [
      { id, version: first.rows[0].version, basic_price: 130, visibility_status: 'Hide' },
    ]);
    const history = (client: SupabaseClient) =>
      client
        .from('corporate_product_history')
        .select(
          'product_id, company_id, old_price, new_price, old_visibility, new_visibility, changed_by, changed_by_name, changed_at',
        )
        .eq('product_id', id)
        .order('id');
    const { data, error } = await history(roles.execA.client);
    expect(error).toBeNull();
    const [execName, adminName] = [await nameOf(roles.execA), await nameOf(roles.admin)];
    expect(data).toEqual([
      {
        product_id: id,
        company_id: roles.companyA,
        old_price: null,
        new_price: 120,
        old_visibility: null,
        new_visibility: 'Reveal',
        changed_by: roles.execA.id,
        changed_by_name: execName,
        changed_at: expect.any(String),
      },
      expect.objectContaining({
        old_price: 120,
        new_price: 125.5,
        old_visibility: 'Reveal',
        new_visibility: 'Reveal',
        changed_by: roles.execA.id,
        changed_by_name: execName,
      }),
      expect.objectContaining({
        old_price: 125.5,
        new_price: 130,
        old_visibility: 'Reveal',
        new_visibility: 'Hide',
        changed_by: roles.admin.id,
        changed_by_name: adminName,
      }),
    ]);
    const times = data!.map((r) => new Date(r.changed_at).getTime());
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(Date.now() - times[2]).toBeLessThan(60_000);

    expect((await history(colleague.client)).data).toHaveLength(3);
    expect((await history(roles.admin.client)).data).toHaveLength(3);
    for (const [who, client] of [
      ['another company’s executive', roles.execB.client],
      ['a limited admin', roles.limitedAdmin.client],
      ['a Paid Member', roles.paid.client],
      ['a Free Member', roles.free.client],
    ] as const) {
      expect((await history(client)).data, who).toEqual([]);
    }
    expect((await history(stack.client())).error?.code).toBe('42501');
    // Nobody writes it through the API.
    for (const client of [roles.execA.client, roles.admin.client]) {
      const write = await client
        .from('corporate_product_history')
        .insert({ product_id: id, company_id: roles.companyA, new_price: 1 });
      expect(write.error?.code).toBe('42501');
      await client.from('corporate_product_history').delete().eq('product_id', id);
    }
    expect(
      await sql('select count(*)::int as n from public.corporate_product_history where product_id = $1', [id]),
    ).toEqual([{ n: 3 }]);
  });

  it('delivers new history rows live to the company’s executives, not to another company', async () => {
    const [target] = await products(roles.companyA);
    const [theirs] = await products(roles.companyB);
    const listen = async (user: TestUser) => {
      const events = new Events<{ new: Record<string, unknown> }>();
      const client = realtimeClient(stack, await signJwt(user.claims, stack.config.jwtSecret));
      await subscribed(
        client
          .channel(`history-${Math.random()}`)
          .on(
            'postgres_changes',
            { event: 'INSERT', schema: 'public', table: 'corporate_product_history' },
            events.push as never,
          ),
      );
      return { events, client };
    };
    const a = await listen(colleague);
    const b = await listen(roles.execB);
    const v = await loaded([target]);
    await saved(roles.execA.client, roles.companyA, [{ id: target, version: v[target], basic_price: 151 }]);
    const [event] = await a.events.count(1);
    expect(event.new).toMatchObject({ product_id: target, old_price: 150, new_price: 151 });
    // Company B's executive gets its own company's change, and never company A's.
    const vb = await loaded([theirs]);
    await saved(roles.execB.client, roles.companyB, [{ id: theirs, version: vb[theirs], basic_price: 152 }]);
    await b.events.count(1);
    expect(b.events.items.map((e) => e.new.product_id)).toEqual([theirs]);
    for (const c of [a.client, b.client]) await c.removeAllChannels();
  });

  it('gives members and visitors the price points of revealed products only, without names', async () => {
    const [moving, hidden] = await products(roles.companyA, 2, 100);
    await sql(`update public.corporate_products set visibility_status = 'Hide' where id = $1`, [hidden]);
    // Added 120 days ago at 100, repriced to 104 100 days ago; both before a 90-day window.
    await sql(
      `update public.corporate_product_history set changed_at = now() - interval '120 days' where product_id = $1`,
      [moving],
    );
    await sql(
      `insert into public.corporate_product_history (product_id, company_id, old_price, new_price, old_visibility,
         new_visibility, changed_at) values ($1, $2, 100, 104, 'Reveal', 'Reveal', now() - interval '100 days')`,
      [moving, roles.companyA],
    );
    let v = await loaded([moving]);
    await saved(roles.execA.client, roles.companyA, [{ id: moving, version: v[moving], basic_price: 110 }]);
    v = await loaded([moving]);
    await saved(roles.execA.client, roles.companyA, [{ id: moving, version: v[moving], visibility_status: 'Reveal' }]);
    await saved(roles.execA.client, roles.companyA, [{ id: moving, version: v[moving], basic_price: null }]);
    v = await loaded([moving]);
    await saved(roles.execA.client, roles.companyA, [{ id: moving, version: v[moving], basic_price: 108.5 }]);

    for (const client of [stack.client(), roles.paid.client]) {
      const started = Date.now();
      const { data, error } = await client.rpc('product_price_trends', { p_company_id: roles.companyA });
      expect(error).toBeNull();
      const rows = data as { product_id: string; points: [number, number][] }[];
      expect(rows.map((r) => r.product_id)).not.toContain(hidden);
      const trend = rows.find((r) => r.product_id === moving)!;
      expect(Object.keys(trend).sort()).toEqual(['points', 'product_id']);
      expect(trend.points.map(([, price]) => price)).toEqual([104, 110, 108.5]);
      const [windowStart] = trend.points[0];
      expect(Math.abs(windowStart - (started - 90 * 86_400_000))).toBeLessThan(60_000);
      const times = trend.points.map(([t]) => t);
      expect(times).toEqual([...times].sort((x, y) => x - y));
    }
    const week = await stack.client().rpc('product_price_trends', { p_company_id: roles.companyA, p_days: 7 });
    expect(
      (week.data as { product_id: string; points: unknown[] }[]).find((r) => r.product_id === moving)!.points,
    ).toHaveLength(3);
    const long = await stack.client().rpc('product_price_trends', { p_company_id: roles.companyA, p_days: 365 });
    expect(
      (long.data as { product_id: string; points: [number, number][] }[])
        .find((r) => r.product_id === moving)!
        .points.map(([, price]) => price),
    ).toEqual([100, 104, 110, 108.5]);
    const bad = await stack.client().rpc('product_price_trends', { p_company_id: roles.companyA, p_days: 0 });
    expect(bad.error?.code).toBe('22023');
  });

  it('two saves of the same row from the same version at once: exactly one applies, the other gets a conflict', async () => {
    const ids = await products(roles.companyA, 6);
    const v = await loaded(ids);
    const replies = await Promise.all(
      ids.map((id, i) =>
        Promise.all([
          saved(roles.execA.client, roles.companyA, [{ id, version: v[id], basic_price: 300 + i }]),
          saved(colleague.client, roles.companyA, [{ id, version: v[id], basic_price: 400 + i }]),
        ]),
      ),
    );
    const after = await state(ids);
    for (const [i, pair] of replies.entries()) {
      const won = pair.filter((r) => r.saved === 1);
      expect(won, `product ${i}`).toHaveLength(1);
      const lost = pair.find((r) => r.saved === 0)!;
      expect(lost.conflicts).toEqual([
        {
          id: ids[i],
          theirs: expect.objectContaining({ basic_price: won[0].rows[0].basic_price, version: won[0].rows[0].version }),
        },
      ]);
      expect(after[i].basic_price).toBe(won[0].rows[0].basic_price);
    }
    // Two big saves over the same rows in opposite orders do not deadlock.
    const w = await loaded(ids);
    const forward = ids.map((id) => ({ id, version: w[id], basic_price: 500 }));
    const [x, y] = await Promise.all([
      saved(roles.execA.client, roles.companyA, forward),
      saved(
        colleague.client,
        roles.companyA,
        [...forward].reverse().map((c) => ({ ...c, basic_price: 600 })),
      ),
    ]);
    expect([x.saved, y.saved].sort()).toEqual([0, 6]);
  });

  it('saves 500 rows in one call', async () => {
    const ids = await products(roles.companyA, 500, 200);
    const v = await loaded(ids);
    const reply = await saved(
      roles.execA.client,
      roles.companyA,
      ids.map((id, i) => ({ id, version: v[id], basic_price: 200 + (i % 97) / 100 + 1 })),
    );
    expect(reply.saved).toBe(500);
    expect(reply.conflicts).toEqual([]);
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from public.corporate_product_history
       where product_id = any($1::uuid[]) and changed_by = $2`,
      [ids, roles.execA.id],
    );
    expect(n).toBe(500);
  });

  describe('product rules of the corporate product form', () => {
    const row = (companyId: string, fields: Record<string, unknown> = {}) => ({
      company_id: companyId,
      department_name: 'Rules Yarn',
      fibre_type: 'Cotton',
      basic_price: 100,
      ...fields,
    });
    const countRules = async () =>
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from public.corporate_products where department_name = 'Rules Yarn'`,
        )
      )[0].n;

    it('accepts every fibre type of the list (Others with its specification) and the details each allows', async () => {
      const rows = FIBRE_TYPES.map((fibre) =>
        row(roles.companyA, { fibre_type: fibre, specific_type: fibre === 'Others' ? 'Bamboo' : null }),
      );
      rows.push(
        row(roles.companyA, {
          fibre_type: 'Polyester Filament',
          specific_type: 'DTY',
          lustre: 'Semi Dull Yarn',
          twist_intermingling: 'SIM',
        }),
        row(roles.companyA, { fibre_type: 'Cotton', specific_type: 'Combed' }),
        row(roles.companyA, { fibre_type: 'Wool Blend', blend_ratio: '70/30' }),
      );
      const before = await countRules();
      const { error } = await roles.execA.client.from('corporate_products').insert(rows);
      expect(error).toBeNull();
      expect(await countRules()).toBe(before + rows.length);
    });

    it.each([
      ['lustre on Cotton', { fibre_type: 'Cotton', lustre: 'Bright Yarn' }, 'corporate_products_lustre_twist_apply'],
      ['twist on Nylon', { fibre_type: 'Nylon', twist_intermingling: 'SIM' }, 'corporate_products_lustre_twist_apply'],
      [
        'blend ratio on Cotton',
        { fibre_type: 'Cotton', blend_ratio: '60/40' },
        'corporate_products_blend_ratio_applies',
      ],
      ['Others without specification', { fibre_type: 'Others' }, 'corporate_products_others_specified'],
      [
        'Others with a blank specification',
        { fibre_type: 'Others', specific_type: '  ' },
        'corporate_products_others_specified',
      ],
      [
        'specific type on Viscose',
        { fibre_type: 'Viscose Rayon', specific_type: 'Vortex' },
        'corporate_products_specific_type_applies',
      ],
      ['a fibre type not in the list', { fibre_type: 'Polyester 3' }, 'corporate_products_fibre_type_known'],
    ])('refuses a bulk insert with %s, inserting none of it (23514)', async (_label, fields, constraint) => {
      const before = await countRules();
      const { error } = await roles.execA.client
        .from('corporate_products')
        .insert([row(roles.companyA), row(roles.companyA, fields), row(roles.companyA)]);
      expect(error).toMatchObject({
        code: '23514',
        message: `new row for relation "corporate_products" violates check constraint "${constraint}"`,
      });
      expect(await countRules()).toBe(before);
    });

    it('lets a limited admin bulk-insert products for any company, an executive only for its own', async () => {
      for (const companyId of [roles.companyA, roles.companyB]) {
        const { data, error } = await roles.limitedAdmin.client
          .from('corporate_products')
          .insert([row(companyId), row(companyId, { fibre_type: 'Linen' })])
          .select('id');
        expect(error).toBeNull();
        expect(data).toHaveLength(2);
        const [entry] = await sql<{ changed_by: string; changed_by_name: string }>(
          'select changed_by, changed_by_name from public.corporate_product_history where product_id = $1',
          [data![0].id],
        );
        expect(entry).toEqual({ changed_by: roles.limitedAdmin.id, changed_by_name: await nameOf(roles.limitedAdmin) });
      }
      const before = await countRules();
      const foreign = await roles.execA.client.from('corporate_products').insert([row(roles.companyB)]);
      expect(foreign.error?.code).toBe('42501');
      const own = await roles.execB.client
        .from('corporate_products')
        .insert([row(roles.companyB), row(roles.companyB)]);
      expect(own.error).toBeNull();
      for (const [who, client] of [
        ['a Paid Member', roles.paid.client],
        ['a visitor', stack.client()],
      ] as const) {
        const { error } = await client.from('corporate_products').insert([row(roles.companyA)]);
        expect(error?.code, who).toBe('42501');
      }
      expect(await countRules()).toBe(before + 2);
    });
  });
});
