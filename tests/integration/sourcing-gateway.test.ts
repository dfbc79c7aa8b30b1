/**
 * The renderer's sourcing adapter (data/supabase/sourcing.ts) against a private stack, as executives,
 * vendors and visitors: every read parses with the domain schemas (embeds, filters, RPC shapes), and
 * every refusal comes back as the typed outcome the pages word.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@domain/database.ts';
import type { SourcingPort } from '@/data/ports/sourcing.ts';
import { fabricRequestRow, linkedSourcingRow } from '@domain/fabric-rfq.ts';
import { NO_OPEN_ROUND } from '@domain/sourcing.ts';
import { bidNotLowEnough, WITHDRAW_NOT_YOURS, WITHDRAW_ONLY_CURRENT, type BidRules } from '@domain/sourcing-auction.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createCompany, createUser, type TestUser, type UserOptions } from './support/users.ts';

// Loaded by path: this (tooling) layer is typed without the DOM, which the renderer's modules assume.
const ADAPTER = '../../renderer/src/data/supabase/sourcing.ts';
const { createSupabaseSourcing } = (await import(/* @vite-ignore */ ADAPTER)) as {
  createSupabaseSourcing: (client: SupabaseClient<Database>, options: { url: string }) => SourcingPort;
};

const RULES: BidRules = { stepKind: 'percent', step: 1, maxBidsPerVendor: 3 };

describe(`sourcing gateway (${TEST_DB})`, () => {
  let stack: TestStack;
  let company: string;
  let exec: TestUser & { port: SourcingPort };
  let vendor: TestUser & { port: SourcingPort };
  let member: TestUser & { port: SourcingPort };
  let visitor: SourcingPort;

  const portOf = (client: unknown) => createSupabaseSourcing(client as SupabaseClient<Database>, { url: stack.url });
  async function user(options: UserOptions) {
    const u = await createUser(stack, options);
    return { ...u, port: portOf(u.client) };
  }

  beforeAll(async () => {
    stack = await startTestStack();
    company = await createCompany(stack, 'Ludhiana Hosiery Works');
    exec = await user({ membership: 'Corporate Member', executiveOf: company });
    vendor = await user({ membership: 'Paid Member', vendorOf: [{ companyId: company, department: 'trims' }] });
    member = await user({});
    visitor = portOf(stack.anon);
  });
  afterAll(() => stack?.close());

  const scope = () => ({ companyId: company, department: 'trims' });

  it('manages vendors: search, add, a duplicate refused as such, remove', async () => {
    const [found] = await exec.port.searchMembers(member.email);
    expect(found).toMatchObject({ id: member.id, email: member.email });
    const add = () =>
      exec.port.addVendor({ ...scope(), departmentName: 'Trims & Accessories', vendorUserId: member.id });
    expect(await add()).toEqual({ ok: true, value: undefined });
    expect(await add()).toMatchObject({ ok: false, reason: 'duplicate' });
    const vendors = await exec.port.listVendors(scope());
    const added = vendors.find((v) => v.vendorUserId === member.id)!;
    expect(added.vendor).toMatchObject({ email: member.email });
    expect(
      await member.port.addVendor({ ...scope(), departmentName: 'Trims & Accessories', vendorUserId: member.id }),
    ).toMatchObject({ ok: false, reason: 'forbidden' });
    await exec.port.removeVendor(added.id);
    expect((await exec.port.listVendors(scope())).map((v) => v.vendorUserId)).toEqual([vendor.id]);
  });

  it('builds the catalog three levels deep and no deeper', async () => {
    const main = await exec.port.addCategory({ ...scope(), name: 'Labels', parentId: null, unitType: null });
    if (!main.ok) throw new Error(main.message);
    const sub = await exec.port.addCategory({
      ...scope(),
      name: 'Woven Labels',
      parentId: main.value.id,
      unitType: 'pcs',
    });
    if (!sub.ok) throw new Error(sub.message);
    const leaf = await exec.port.addCategory({ ...scope(), name: 'Damask', parentId: sub.value.id, unitType: 'pcs' });
    expect(leaf.ok).toBe(true);
    const fourth = await exec.port.addCategory({
      ...scope(),
      name: 'Too deep',
      parentId: leaf.ok ? leaf.value.id : '',
      unitType: null,
    });
    expect(fourth).toEqual({ ok: false, reason: 'refused', message: 'Categories nest at most three levels deep.' });
    expect((await exec.port.listCategories(scope())).map((c) => c.name)).toEqual(['Damask', 'Labels', 'Woven Labels']);
  });

  it('runs an RFQ: create, overview, round, bid, rank, award; refusals typed', async () => {
    const [item] = (await exec.port.listCategories(scope())).filter((c) => c.name === 'Woven Labels');
    const created = await exec.port.createRfq({
      ...scope(),
      userId: exec.id,
      itemCategoryId: item.id,
      quantity: '50000',
      quantityUnit: 'pcs',
      description: 'Damask, 2 colours',
      attachmentUrl: null,
      attachmentType: 'none',
    });
    if (!created.ok) throw new Error(created.message);
    const rfqId = created.value.id;
    expect(created.value.requestNumber).toMatch(/^RFQ-\d{6}$/);

    const saved = await exec.port.saveBiddingParameters(rfqId, {
      targetPrice: 1.2,
      currency: 'INR',
      freightTerms: 'FOB',
      paymentTerms: 'Credit',
      targetDeliveryDays: 20,
      antiSnipingMinutes: 5,
    });
    expect(saved.ok).toBe(true);
    const round = await exec.port.startRound({
      rfqId,
      visibility: 'open',
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
      sealed: false,
      rules: RULES,
    });
    if (!round.ok) throw new Error(round.message);
    expect(round.value).toMatchObject({ roundNumber: 1, status: 'open', sealed: false });

    const [listed] = (await exec.port.overview(scope())).filter((r) => r.id === rfqId);
    expect(listed).toMatchObject({
      itemName: 'Woven Labels',
      mainCategory: 'Labels',
      bidStatus: 'open',
      targetPrice: 1.2,
      freightTerms: 'FOB',
      antiSnipingMinutes: 5,
      bidCount: 0,
      selectedBid: null,
    });
    expect(listed.rounds[0]).toMatchObject({ roundNumber: 1, isOpen: true, bidCount: 0, bidsVisible: true });

    // The vendor's page: the RFQ with its company and item, then a bid and the vendor's rank.
    const rfqs = await vendor.port.vendorRfqs(vendor.id, [scope()]);
    const mine = rfqs.find((r) => r.id === rfqId)!;
    expect(mine).toMatchObject({
      company: { companyName: 'Ludhiana Hosiery Works' },
      category: { name: 'Woven Labels' },
      mainCategory: 'Labels',
    });
    expect(mine.rounds).toHaveLength(1);
    expect(mine.rounds[0]).toMatchObject({ status: 'open', isOpen: true, bidStepKind: 'percent', bidStep: 1 });
    const bid = await vendor.port.submitBid({
      rfqId,
      vendorUserId: vendor.id,
      roundId: round.value.id,
      roundNumber: 1,
      quotedPrice: 1.15,
      deliveryTimeDays: 18,
      moq: '10000',
      vendorNotes: 'Includes die charges',
    });
    if (!bid.ok) throw new Error(bid.message);
    // 1 % of ₹1.15 is 1.15 paise, rounded up: the next quote is ₹1.13 at most.
    const notLower = await vendor.port.submitBid({
      rfqId,
      vendorUserId: vendor.id,
      roundId: round.value.id,
      roundNumber: 1,
      quotedPrice: 1.14,
      deliveryTimeDays: 18,
      moq: null,
      vendorNotes: null,
    });
    expect(notLower).toEqual({
      ok: false,
      reason: 'not-lower',
      message: bidNotLowEnough({ ceiling: 1.13, current: 1.15, rules: RULES, currency: 'INR' }),
    });
    expect(await exec.port.withdrawBid(bid.value.id)).toEqual({
      ok: false,
      reason: 'forbidden',
      message: WITHDRAW_NOT_YOURS,
    });
    expect(await vendor.port.standings([rfqId])).toEqual([
      { roundId: round.value.id, sourcingRequestId: rfqId, myRank: 1, bidderCount: 1 },
    ]);
    expect(
      await member.port.submitBid({
        rfqId,
        vendorUserId: member.id,
        roundId: round.value.id,
        roundNumber: 1,
        quotedPrice: 1,
        deliveryTimeDays: 3,
        moq: null,
        vendorNotes: null,
      }),
    ).toMatchObject({ ok: false, reason: 'forbidden' });

    // Public: the open RFQ is a buyer enquiry.
    const enquiry = (await visitor.openEnquiries()).find((e) => e.id === rfqId);
    expect(enquiry).toMatchObject({
      quantity: '50000',
      category: { name: 'Woven Labels' },
      mainCategory: 'Labels',
    });

    const bids = await exec.port.rfqBids(rfqId);
    expect(bids).toMatchObject([{ quotedPrice: 1.15, moq: '10000', vendor: { businessName: expect.any(String) } }]);
    expect(await exec.port.selectBid(bids[0].id, rfqId)).toEqual({ ok: true, value: undefined });
    expect(await exec.port.closeRfq(rfqId)).toEqual({ ok: false, reason: 'refused', message: 'This RFQ is closed.' });
    const late = await vendor.port.submitBid({
      rfqId,
      vendorUserId: vendor.id,
      roundId: round.value.id,
      roundNumber: 1,
      quotedPrice: 1.1,
      deliveryTimeDays: 18,
      moq: null,
      vendorNotes: null,
    });
    expect(late).toEqual({ ok: false, reason: 'round-closed', message: NO_OPEN_ROUND });
    expect(await vendor.port.withdrawBid(bid.value.id)).toEqual({
      ok: false,
      reason: 'refused',
      message: WITHDRAW_ONLY_CURRENT,
    });
    const [won] = await vendor.port.myBids(vendor.id);
    expect(won).toMatchObject({
      isSelected: true,
      rfq: { bidStatus: 'closed', company: { companyName: 'Ludhiana Hosiery Works' } },
    });
  });

  it('refuses an RFQ for an item that is not in the catalog', async () => {
    const [foreign] = (
      await stack.db.query<{ id: string }>(
        `insert into public.sourcing_item_categories (name, department, company_id) values ('Zips', 'trims', $1) returning id`,
        [await createCompany(stack)],
      )
    ).rows;
    const created = await exec.port.createRfq({
      ...scope(),
      userId: exec.id,
      itemCategoryId: foreign.id,
      quantity: '1',
      quantityUnit: null,
      description: null,
      attachmentUrl: null,
      attachmentType: 'none',
    });
    expect(created).toMatchObject({ ok: false, reason: 'not-in-catalog' });
  });

  it('writes a fabric RFQ as two linked rows, readable as one specification', async () => {
    const draft = {
      fabricCategory: 'Knit' as const,
      productTitle: 'Single jersey 180 GSM',
      technicalSpecs: { knittingMachineType: 'Single Jersey', gauge: '24', dia: '30' },
      commercialDetails: { moq: '3000', leadTime: '15 Days' },
      remarks: '',
    };
    const row = {
      ...fabricRequestRow(draft, { userId: exec.id, companyId: company }, { imageUrls: [], specSheetUrl: null }),
      id: crypto.randomUUID(),
    };
    const rfq = await exec.port.createFabricRfq(row, linkedSourcingRow(row));
    const fabric = { id: row.id };
    expect(await exec.port.fabricSpec(fabric.id)).toMatchObject({
      fabricCategory: 'Knit',
      fabricType: 'Single Jersey',
      technicalSpecs: { gauge: 24, dia: 30 },
      sourcingRequestId: rfq.id,
    });
    const [listed] = (await exec.port.overview({ companyId: company, department: 'fabrics' })).filter(
      (r) => r.id === rfq.id,
    );
    expect(listed).toMatchObject({ itemName: 'Single jersey 180 GSM', quantity: '3000', quantityUnit: 'meters' });
    expect(await vendor.port.fabricSpec(fabric.id)).toBeNull();
  });

  it('writes a fabric RFQ whole or not at all: a refused RFQ row leaves no fabric request behind', async () => {
    const other = await createCompany(stack, 'Erode Weaving Co');
    const draft = {
      fabricCategory: 'Woven' as const,
      productTitle: 'Cotton poplin 40s',
      technicalSpecs: {},
      commercialDetails: {},
      remarks: '',
    };
    const row = {
      ...fabricRequestRow(draft, { userId: exec.id, companyId: company }, { imageUrls: [], specSheetUrl: null }),
      id: crypto.randomUUID(),
    };
    // The fabric request is the executive's own company's; the RFQ row names another company, which its policy
    // refuses: the first insert, already made, is undone with it.
    await expect(exec.port.createFabricRfq(row, { ...linkedSourcingRow(row), company_id: other })).rejects.toThrow();
    const left = await stack.db.query('select 1 from public.fabric_sourcing_requests where id = $1', [row.id]);
    expect(left.rows).toEqual([]);
    const rfqs = await stack.db.query('select 1 from public.sourcing_requests where fabric_sourcing_request_id = $1', [
      row.id,
    ]);
    expect(rfqs.rows).toEqual([]);
    // The same rows for the own company go through, so the refusal above was the RFQ row's.
    await expect(exec.port.createFabricRfq(row, linkedSourcingRow(row))).resolves.toMatchObject({
      requestNumber: expect.any(String),
    });
  });
});
