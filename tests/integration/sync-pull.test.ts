/**
 * Change markers, tombstones and sync_pull through supabase-js, as the desktop cache will pull:
 * a late-committing transaction is not skipped, deletes arrive as tombstones, RLS scopes rows and
 * tombstones, and the cursor pages through more rows than a page holds.
 */
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareCursors, SYNC_START, type SyncCursor } from '@domain/sync/cursor.ts';
import { applyChanges, parseSyncPage, type SyncPage, type SyncRow, type SyncTable } from '@domain/sync/page.ts';
import { pullTable } from '@domain/sync/pull.ts';
import { vendorBid } from './support/rows.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, uniqueSuffix, type RoleSet } from './support/users.ts';

/** A client's copy of one table, pulled with the domain's pull loop; keeps every page it got. */
function mirror(client: SupabaseClient, table: SyncTable) {
  const state = { copy: new Map<string, SyncRow>(), cursor: SYNC_START as SyncCursor, pages: [] as SyncPage[] };
  const fetchPage = async (cursor: SyncCursor, limit: number) => {
    const { data, error } = await client.rpc('sync_pull', {
      p_table: table,
      p_after_marker: cursor.marker,
      p_after_id: cursor.id,
      p_limit: limit,
    });
    if (error) throw new Error(`sync_pull ${table}: ${error.message}`);
    state.pages.push(parseSyncPage(data));
    return data;
  };
  return {
    state,
    /**
     * Pulls until nothing settled is left (and, with `settledPast`, until the watermark has passed
     * that marker: on a shared PostgreSQL server other databases' transactions can hold it back for
     * a moment); returns what this pull brought.
     */
    async pull(limit = 100, settledPast = 0) {
      const firstPage = state.pages.length;
      let lastPass = firstPage;
      let result = await pullOnce(limit);
      for (let tries = 0; state.pages.at(-1)!.watermark <= settledPast; tries++) {
        if (tries === 100) throw new Error(`the watermark stayed at or below ${settledPast}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        lastPass = state.pages.length;
        result = await pullOnce(limit);
      }
      const pages = state.pages.slice(firstPage);
      return {
        ...result,
        pages: pages.length,
        rowIds: pages.flatMap((p) => p.rows.map((r) => r.id)),
        // A pass again from the cursor re-reads the rows the held-back watermark left unsettled: once per pass.
        lastPassRowIds: state.pages.slice(lastPass).flatMap((p) => p.rows.map((r) => r.id)),
        tombstoneIds: pages.flatMap((p) => p.tombstones.map((t) => t.id)),
      };
    },
    has: (id: string) => state.copy.has(id),
    row: (id: string) => state.copy.get(id),
  };

  function pullOnce(limit: number) {
    return pullTable(
      {
        fetchPage,
        applyPage: async (changes, cursor) => {
          state.copy = applyChanges(state.copy, changes);
          state.cursor = cursor;
        },
        reset: async () => {
          state.copy = new Map();
          state.cursor = SYNC_START;
        },
      },
      state.cursor,
      { limit },
    );
  }
}

/**
 * A transaction left open (uncommitted) after running `sql`, and its change marker. PostgreSQL: a
 * second connection. PGlite has one connection, so the transaction is detached from it with
 * PREPARE TRANSACTION and finished with COMMIT PREPARED: to every snapshot it is still in flight.
 */
async function openTransaction(stack: TestStack, sql: string): Promise<{ marker: number; commit(): Promise<void> }> {
  if (stack.db.kind === 'postgres') {
    const conn = new pg.Client({ connectionString: stack.config.databaseUrl! });
    await conn.connect();
    await conn.query('begin');
    await conn.query(sql);
    const { rows } = await conn.query<{ marker: string }>('select pg_current_xact_id()::text as marker');
    return {
      marker: Number(rows[0].marker),
      commit: async () => {
        await conn.query('commit');
        await conn.end();
      },
    };
  }
  const gid = `late_${uniqueSuffix()}`;
  console.info('PGlite: the late transaction is held open with PREPARE TRANSACTION (one connection only).');
  await stack.db.exec(`begin; ${sql}; prepare transaction '${gid}'`);
  const { rows } = await stack.db.query<{ marker: string }>(
    'select transaction::text as marker from pg_prepared_xacts where gid = $1',
    [gid],
  );
  return {
    marker: Number(rows[0].marker),
    commit: () => stack.db.exec(`commit prepared '${gid}'`),
  };
}

describe(`sync: change markers, tombstones and sync_pull (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  const sql = async <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<R>(text, params)).rows;
  const product = async (companyId: string, visibility: 'Reveal' | 'Hide' = 'Hide', price = 150) =>
    (
      await sql<{ id: string }>(
        `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price, visibility_status)
         values ($1, 'Filament Yarn', 'Polyester Filament', $2, $3) returning id`,
        [companyId, price, visibility],
      )
    )[0].id;

  /**
   * Company A's executive saves a product's price or visibility as the price sheet does (after its price check:
   * confirmed); returns the new version.
   */
  const saveProduct = async (id: string, changes: Record<string, unknown>) => {
    const [{ version }] = await sql<{ version: string }>(
      'select version::text as version from public.corporate_products where id = $1',
      [id],
    );
    const { data, error } = await roles.execA.client.rpc('save_product_changes', {
      p_company_id: roles.companyA,
      p_changes: [{ id, version: Number(version), ...changes }],
      p_confirmed: true,
    });
    if (error) throw new Error(error.message);
    return (data as { rows: { version: number }[] }).rows[0];
  };

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
  });
  afterAll(() => stack?.close());

  it('stamps version with the writing transaction, whatever the client sends', async () => {
    const { data, error } = await roles.execA.client
      .from('corporate_products')
      .insert({ company_id: roles.companyA, department_name: 'Spun Yarn', fibre_type: 'Cotton', version: 1 })
      .select('id, version')
      .single();
    expect(error).toBeNull();
    expect(data!.version).toBeGreaterThan(1);
    // Prices change through save_product_changes (20261125006000); the new version is the writer's.
    const updated = await saveProduct(data!.id, { basic_price: 99 });
    expect(updated.version).toBeGreaterThan(data!.version);
  });

  it('pages through more rows than a page holds, the cursor only moving forward', async () => {
    const ids = [];
    for (let n = 0; n < 12; n++) ids.push(await product(roles.companyA));
    const [{ marker }] = await sql<{ marker: string }>('select pg_current_xact_id()::text as marker');
    const copy = mirror(roles.execA.client, 'corporate_products');
    const result = await copy.pull(5, Number(marker));
    expect(result.pages).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect(copy.has(id)).toBe(true);
    const cursors = copy.state.pages.map((p) => p.next_cursor);
    for (let i = 1; i < cursors.length; i++)
      expect(compareCursors(cursors[i], cursors[i - 1])).toBeGreaterThanOrEqual(0);
    expect(new Set(result.lastPassRowIds).size).toBe(result.lastPassRowIds.length);
  });

  it('does not skip a row that a slower transaction commits later with a smaller marker', async () => {
    const [first, second] = [await product(roles.companyA), await product(roles.companyA)];
    const copy = mirror(roles.execA.client, 'corporate_products');
    await copy.pull();
    expect(copy.row(first)?.basic_price).toBe(150);

    // A changes product 1 and stays open; B changes product 2 and commits.
    const slow = await openTransaction(
      stack,
      `update public.corporate_products set basic_price = 111 where id = '${first}'`,
    );
    const fast = await saveProduct(second, { basic_price: 222 });
    expect(fast.version).toBeGreaterThan(slow.marker); // B's marker is above A's: A commits "late"

    await copy.pull();
    expect(copy.row(second)?.basic_price).toBe(222);
    expect(copy.row(first)?.basic_price).toBe(150);
    expect(copy.state.cursor.marker).toBeLessThan(slow.marker);

    await slow.commit();
    await copy.pull();
    expect(copy.row(first)).toMatchObject({ basic_price: 111, version: slow.marker });
  });

  it('hands deletes out as tombstones', async () => {
    const doomed = await product(roles.companyA);
    const copy = mirror(roles.execA.client, 'corporate_products');
    await copy.pull();
    expect(copy.has(doomed)).toBe(true);
    const { error } = await roles.execA.client.from('corporate_products').delete().eq('id', doomed);
    expect(error).toBeNull();
    const result = await copy.pull();
    expect(result.tombstoneIds).toEqual([doomed]);
    expect(copy.has(doomed)).toBe(false);
  });

  it("shows a company's rows and tombstones to its executives and admins, not to another company", async () => {
    const hidden = await product(roles.companyA, 'Hide');
    const copies = {
      execA: mirror(roles.execA.client, 'corporate_products'),
      execB: mirror(roles.execB.client, 'corporate_products'),
      admin: mirror(roles.admin.client, 'corporate_products'),
    };
    for (const c of Object.values(copies)) await c.pull();
    expect([copies.execA.has(hidden), copies.execB.has(hidden), copies.admin.has(hidden)]).toEqual([true, false, true]);

    await sql('delete from public.corporate_products where id = $1', [hidden]);
    const after = {
      execA: await copies.execA.pull(),
      execB: await copies.execB.pull(),
      admin: await copies.admin.pull(),
    };
    expect(after.execA.tombstoneIds).toContain(hidden);
    expect(after.admin.tombstoneIds).toContain(hidden);
    expect(after.execB.tombstoneIds).not.toContain(hidden);
    // A fresh copy of company B sees neither the row nor its tombstone.
    const fresh = await mirror(roles.execB.client, 'corporate_products').pull();
    expect([...fresh.rowIds, ...fresh.tombstoneIds]).not.toContain(hidden);
  });

  it('sends a tombstone to those who lose sight of a row, the row to those who still see it', async () => {
    const revealed = await product(roles.companyA, 'Reveal');
    const member = mirror(roles.free.client, 'corporate_products');
    const exec = mirror(roles.execA.client, 'corporate_products');
    await member.pull();
    await exec.pull();
    expect(member.has(revealed)).toBe(true);

    await saveProduct(revealed, { visibility_status: 'Hide' });
    expect((await member.pull()).tombstoneIds).toContain(revealed);
    expect(member.has(revealed)).toBe(false);
    const execPull = await exec.pull();
    expect(execPull.tombstoneIds).not.toContain(revealed);
    expect(exec.row(revealed)?.visibility_status).toBe('Hide');
  });

  it("scopes bids: the bidder and the company's executives get the bid and its tombstone", async () => {
    const productId = await product(roles.companyA, 'Reveal');
    const [{ id: bid }] = await sql<{ id: string }>(
      `insert into public.customer_bids (bidder_user_id, bidder_name, bidder_email, company_name, department_name,
         fibre_type, bid_price, bid_quantity, corporate_product_id, corporate_company_id)
       values ($1, 'Bidder', $2, 'Company A', 'Filament Yarn', 'Polyester Filament', 120, 500, $3, $4) returning id`,
      [roles.paid.id, roles.paid.email, productId, roles.companyA],
    );
    const copies = {
      bidder: mirror(roles.paid.client, 'customer_bids'),
      execA: mirror(roles.execA.client, 'customer_bids'),
      execB: mirror(roles.execB.client, 'customer_bids'),
    };
    const before = {
      bidder: await copies.bidder.pull(),
      execA: await copies.execA.pull(),
      execB: await copies.execB.pull(),
    };
    expect([before.bidder.rowIds, before.execA.rowIds].map((ids) => ids.includes(bid))).toEqual([true, true]);
    expect(before.execB.rowIds).not.toContain(bid);

    await sql('delete from public.customer_bids where id = $1', [bid]);
    expect((await copies.bidder.pull()).tombstoneIds).toContain(bid);
    expect((await copies.execA.pull()).tombstoneIds).toContain(bid);
    expect((await copies.execB.pull()).tombstoneIds).not.toContain(bid);
  });

  it("deleting an RFQ sends tombstones of the RFQ, its rounds and its bids to the company, the vendor's own bid to the vendor", async () => {
    const [{ id: rfq }] = await sql<{ id: string }>(
      `insert into public.sourcing_requests (user_id, company_id, department, custom_item, quantity, bid_status)
       values ($1, $2, 'trims', 'Buttons', '1000', 'private') returning id`,
      [roles.execA.id, roles.companyA],
    );
    const [{ id: round }] = await sql<{ id: string }>(
      `insert into public.sourcing_bid_rounds (sourcing_request_id, round_number, company_id) values ($1, 1, $2) returning id`,
      [rfq, roles.companyA],
    );
    const { data: bid, error } = await roles.vendor.client
      .from('sourcing_bids')
      .insert(
        vendorBid({
          sourcing_request_id: rfq,
          vendor_user_id: roles.vendor.id,
          quoted_price: 12.5,
          delivery_time_days: 10,
          round_id: round,
          round_number: 1,
        }),
      )
      .select('id, company_id')
      .single();
    expect(error).toBeNull();
    expect(bid!.company_id).toBe(roles.companyA);

    const tables: SyncTable[] = ['sourcing_requests', 'sourcing_bid_rounds', 'sourcing_bids'];
    const copiesOf = (client: SupabaseClient) => tables.map((t) => mirror(client, t));
    const [execA, execB, vendor] = [
      copiesOf(roles.execA.client),
      copiesOf(roles.execB.client),
      copiesOf(roles.vendor.client),
    ];
    for (const c of [...execA, ...execB, ...vendor]) await c.pull();
    expect(execA.map((c, i) => c.has([rfq, round, bid!.id][i]))).toEqual([true, true, true]);

    await roles.execA.client.from('sourcing_requests').delete().eq('id', rfq);
    const gone = async (copies: ReturnType<typeof copiesOf>) =>
      (await Promise.all(copies.map((c) => c.pull()))).map((r) => r.tombstoneIds);
    expect(await gone(execA)).toEqual([[rfq], [round], [bid!.id]]);
    expect(await gone(execB)).toEqual([[], [], []]);
    const vendorGone = await gone(vendor);
    expect(vendorGone[2]).toEqual([bid!.id]);
    expect(vendorGone[1]).toEqual([]);
  });

  it("mirrors members' public cards only, and a member leaving the directory as a tombstone", async () => {
    const copy = mirror(roles.paid.client, 'yarnconnect_free');
    await copy.pull();
    const card = copy.row(roles.free.id);
    expect(card).toMatchObject({ id: roles.free.id, member_name: expect.any(String), email: roles.free.email });
    for (const secret of ['messaging_credits', 'referral_code', 'gst_number', 'referral_credits_earned'])
      expect(card).not.toHaveProperty(secret);

    await sql('update public.yarnconnect_free set list_in_directory = false where id = $1', [roles.free.id]);
    expect((await copy.pull()).tombstoneIds).toContain(roles.free.id);
    const own = mirror(roles.free.client, 'yarnconnect_free');
    await own.pull();
    expect(own.has(roles.free.id)).toBe(true);
    await sql('update public.yarnconnect_free set list_in_directory = true where id = $1', [roles.free.id]);
  });

  it('mirrors companies as id, version and name only, and their deletes to everyone', async () => {
    const [{ id: company }] = await sql<{ id: string }>(
      `insert into public.company_details (company_name, address) values ($1, 'Secret street 1') returning id`,
      [`Sync Co ${uniqueSuffix()}`],
    );
    const copy = mirror(roles.paid.client, 'company_details');
    await copy.pull();
    expect(Object.keys(copy.row(company) ?? {}).sort()).toEqual(['company_name', 'id', 'version']);
    expect(copy.row(roles.companyA)).toMatchObject({ id: roles.companyA, company_name: expect.any(String) });

    await sql('update public.company_details set company_name = $2 where id = $1', [company, `Renamed ${company}`]);
    expect((await copy.pull()).rowIds).toEqual([company]);
    expect(copy.row(company)?.company_name).toBe(`Renamed ${company}`);
    await sql('delete from public.company_details where id = $1', [company]);
    expect((await copy.pull()).tombstoneIds).toEqual([company]);
    expect(copy.has(company)).toBe(false);
  });

  it("mirrors a company's catalog items to it and admins, and their deletes to them only", async () => {
    const [{ id: item }] = await sql<{ id: string }>(
      `insert into public.sourcing_item_categories (name, department, company_id) values ('Sync buttons', 'trims', $1)
       returning id`,
      [roles.companyA],
    );
    const [ownCompany, otherCompany, admin] = [roles.execA, roles.execB, roles.admin].map((u) =>
      mirror(u.client, 'sourcing_item_categories'),
    );
    for (const c of [ownCompany, otherCompany, admin]) await c.pull();
    expect(ownCompany.row(item)).toMatchObject({
      name: 'Sync buttons',
      company_id: roles.companyA,
      version: expect.any(Number),
    });
    expect(admin.has(item)).toBe(true);
    expect(otherCompany.has(item)).toBe(false);

    await roles.execA.client.from('sourcing_item_categories').delete().eq('id', item);
    expect((await ownCompany.pull()).tombstoneIds).toEqual([item]);
    expect((await admin.pull()).tombstoneIds).toEqual([item]);
    expect((await otherCompany.pull()).tombstoneIds).toEqual([]);
  });

  it('refuses unknown tables and visitors', async () => {
    const unknown = await roles.execA.client.rpc('sync_pull', { p_table: 'staff' });
    expect(unknown.error).toMatchObject({ code: '22023', message: 'Unknown sync table: staff' });
    const visitor = await stack.anon.rpc('sync_pull', { p_table: 'news_items' });
    expect(visitor.error?.code).toBe('42501');
  });

  it('asks a client whose cursor is older than pruned tombstones to sync again from the start', async () => {
    const doomed = await product(roles.companyA);
    const copy = mirror(roles.execA.client, 'corporate_products');
    await copy.pull();
    const stale = copy.state.cursor;
    await sql('delete from public.corporate_products where id = $1', [doomed]);
    const pruned = await stack.service.rpc('prune_sync_tombstones', { p_older_than: '0 seconds' });
    expect(pruned.error).toBeNull();
    expect(pruned.data).toBeGreaterThan(0);
    const refused = await roles.execA.client.rpc('prune_sync_tombstones', { p_older_than: '0 seconds' });
    expect(refused.error?.code).toBe('42501');

    const { data } = await roles.execA.client.rpc('sync_pull', {
      p_table: 'corporate_products',
      p_after_marker: stale.marker,
      p_after_id: stale.id,
    });
    expect(parseSyncPage(data).resync).toBe(true);
    const result = await copy.pull();
    expect(result.resynced).toBe(true);
    expect(copy.has(doomed)).toBe(false);
  });
});
