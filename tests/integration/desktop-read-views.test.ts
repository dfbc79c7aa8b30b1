/**
 * Bid management and the sourcing overview on the desktop, read from the SQLite cache: the
 * main-process service synced against the local stack as a company executive answers the same bids
 * as the server's customer_bids read and the same overview as sourcing_overview (names taught by an
 * online read), and keeps answering with the network cut.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidWindowStart } from '@domain/bid-management.ts';
import { COMPANY_BID_COLUMNS, BlotterBidRow } from '@domain/schemas/customer-bid.ts';
import { selectList } from '@domain/schemas/entity.ts';
import { DepartmentRfqRow } from '@domain/schemas/sourcing.ts';
import { network, openDesktop, tempDataDir, type DesktopUnderTest } from './support/desktop.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createCompany, createUser, type TestUser } from './support/users.ts';

describe(`desktop read views from the cache (${TEST_DB})`, () => {
  let stack: TestStack;
  let company: string;
  let exec: TestUser;
  let vendor: TestUser;
  let desktop: DesktopUnderTest;
  const net = network();
  const dir = tempDataDir();
  const sql = async <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<R>(text, params)).rows;

  beforeAll(async () => {
    stack = await startTestStack();
    company = await createCompany(stack);
    const other = await createCompany(stack);
    exec = await createUser(stack, { membership: 'Corporate Member', executiveOf: company });
    vendor = await createUser(stack, { vendorOf: [{ companyId: company, department: 'trims' }] });
    const bidder = await createUser(stack, { credits: 10 });
    const products = await sql<{ id: string; company_id: string }>(
      `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price)
       select c, 'Yarn', 'Cotton', 200 from unnest(array[$1, $1, $2]::uuid[]) c returning id, company_id`,
      [company, other],
    );
    for (const [i, p] of products.entries()) {
      const placed = await bidder.client.rpc('place_corporate_bid', {
        p_product_id: p.id,
        p_bid_price: 190 + i,
        p_bid_quantity: 100,
      });
      expect(placed.error).toBeNull();
    }
    // A bid older than the 10-day window stays out.
    await sql(
      `update public.customer_bids set bid_time = now() - interval '12 days'
      where id = (select id from public.customer_bids where corporate_company_id = $1 order by bid_time limit 1)`,
      [company],
    );

    // An RFQ of a catalog item with two rounds and vendor bids; one awarded.
    const [{ id: category }] = await sql<{ id: string }>(
      `insert into public.sourcing_item_categories (name, department, company_id) values ('Woven labels', 'trims', $1) returning id`,
      [company],
    );
    const [{ id: rfq }] = await sql<{ id: string }>(
      `insert into public.sourcing_requests (user_id, company_id, department, item_category_id, quantity)
       values ($1, $2, 'trims', $3, '5000') returning id`,
      [exec.id, company, category],
    );
    for (const price of [3, 2.8]) {
      const round = await exec.client.rpc('start_next_bid_round', { p_rfq_id: rfq });
      expect(round.error).toBeNull();
      const { id: roundId, round_number } = round.data as { id: string; round_number: number };
      const placed = await vendor.client.from('sourcing_bids').insert({
        sourcing_request_id: rfq,
        vendor_user_id: vendor.id,
        quoted_price: price,
        delivery_time_days: 12,
        round_id: roundId,
        round_number,
      } as never);
      expect(placed.error).toBeNull();
    }
    const [{ id: winner }] = await sql<{ id: string }>(
      'select id from public.sourcing_bids where sourcing_request_id = $1 order by quoted_price limit 1',
      [rfq],
    );
    expect(
      (await exec.client.rpc('select_sourcing_bid', { bid_id_to_select: winner, rfq_id_to_close: rfq })).error,
    ).toBeNull();

    desktop = await openDesktop(stack, exec, {
      dataDir: dir,
      net,
      facts: { isCorporateExecutive: true, companyId: company },
    });
    expect((await desktop.service.syncNow()).lastError).toBeNull();
  });
  afterAll(async () => {
    await desktop?.service.close();
    fs.rmSync(dir, { recursive: true, force: true });
    await stack?.close();
  });

  it('answers the company’s bids of the window, newest first, as the server does, also offline', async () => {
    const since = bidWindowStart(new Date());
    const online = await exec.client
      .from('customer_bids')
      .select(`${selectList(COMPANY_BID_COLUMNS)}, product:corporate_products(basic_price)`)
      .eq('corporate_company_id', company)
      .gte('bid_time', since)
      .order('bid_time', { ascending: false });
    expect(online.data).toHaveLength(1);
    // With today's basic price beside the price at bid time, as the web's blotter reads it.
    const server = (online.data as unknown as { product: { basic_price: number | null } | null }[]).map(
      ({ product, ...bid }) => BlotterBidRow.parse({ ...bid, current_basic_price: product?.basic_price ?? null }),
    );
    expect(server[0].current_basic_price).not.toBeNull();
    const cached = await desktop.service.companyBids({ companyId: company, since });
    expect(cached.map((r) => BlotterBidRow.parse(r))).toEqual(server);

    net.offline = true;
    try {
      expect(await desktop.service.companyBids({ companyId: company, since })).toHaveLength(1);
    } finally {
      net.offline = false;
    }
  });

  it('builds the sourcing overview as sourcing_overview answers it, names included once read online', async () => {
    const online = await exec.client.rpc('sourcing_overview', { p_company_id: company, p_department: 'trims' });
    expect(online.error).toBeNull();
    const server = (online.data as unknown[]).map((r) => DepartmentRfqRow.parse(r));
    const [rfq] = server;
    await desktop.service.keepSourcingLabels({
      items: { [rfq.id]: { itemName: rfq.item_name, mainCategory: rfq.main_category } },
      vendors: {
        [rfq.selected_bid!.vendor_user_id]: {
          memberName: rfq.selected_bid!.member_name,
          businessName: rfq.selected_bid!.business_name,
        },
      },
    });
    net.offline = true;
    try {
      const cached = await desktop.service.sourcingOverview({ companyId: company, department: 'trims' });
      // Times compare as instants (the server's JSON and the mirrored row may format them differently).
      const instants = (rows: DepartmentRfqRow[]) =>
        JSON.parse(JSON.stringify(rows), (key, value: unknown) =>
          typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? Date.parse(value) : value,
        ) as unknown;
      expect(instants(cached)).toEqual(instants(server));
      expect(cached[0]).toMatchObject({
        item_name: 'Woven labels',
        bid_count: 2,
        best_price: 2.8,
        selected_bid: { quoted_price: 2.8 },
      });
    } finally {
      net.offline = false;
    }
  });
});
