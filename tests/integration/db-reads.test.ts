/**
 * The reads of spec §7 as the product makes them, through supabase-js against the demo seed:
 * the schema's foreign keys make every embed the screens need unambiguous, and RLS gives each
 * role the rows the spec says it sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../supabase/seed/demo-logins.ts';

const COMPANY_A = 'c0000000-0000-4000-a000-000000000001';
const COMPANY_B = 'c0000000-0000-4000-a000-000000000002';
const VENDOR = DEMO_LOGINS.vendor.id;

describe(`the product's reads on the demo data (${TEST_DB})`, () => {
  let stack: TestStack;
  const as: Record<'execA' | 'execB' | 'vendor' | 'paid' | 'free', SupabaseClient> = {} as never;

  beforeAll(async () => {
    stack = await startTestStack({ seed: true });
    for (const [who, { email }] of [
      ['execA', DEMO_LOGINS.exec],
      ['execB', DEMO_LOGINS.execB],
      ['vendor', DEMO_LOGINS.vendor],
      ['paid', DEMO_LOGINS.paid],
      ['free', DEMO_LOGINS.free],
    ] as const) {
      as[who] = stack.client();
      const { error } = await as[who].auth.signInWithPassword({ email, password: DEMO_PASSWORD });
      expect(error).toBeNull();
    }
  });
  afterAll(() => stack?.close());

  it('visitors read the boards newest first and a company’s revealed products', async () => {
    const { data: enquiries } = await stack.anon
      .from('purchase_enquiries')
      .select('enquiry_number, updated_at, poster_member_name')
      .order('updated_at', { ascending: false });
    expect(enquiries).toHaveLength(40);
    expect(enquiries![0].updated_at >= enquiries![1].updated_at).toBe(true);
    const { data: products } = await stack.anon
      .from('corporate_products')
      .select('department_name, visibility_status')
      .eq('company_id', COMPANY_A)
      .eq('visibility_status', 'Reveal')
      .order('department_name')
      .order('updated_at', { ascending: false });
    expect(products!.length).toBeGreaterThan(0);
    const { count: hidden } = await stack.anon
      .from('corporate_products')
      .select('*', { count: 'exact', head: true })
      .eq('visibility_status', 'Hide');
    expect(hidden).toBe(0);
  });

  it('visitors read open public RFQs with their item category and its parent', async () => {
    const { data, error } = await stack.anon
      .from('sourcing_requests')
      .select('request_number, department, sourcing_item_categories(name, parent_id)')
      .eq('status', 'active')
      .eq('action', 'Buy')
      .eq('bid_status', 'open')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.map((r) => r.request_number)).toEqual(['RFQ-000005', 'RFQ-000002']);
    const item = data![0].sourcing_item_categories as unknown as { name: string; parent_id: string };
    expect(item.name).toBe('LDPE Poly Bags');
    const { data: parent } = await stack.anon.from('sourcing_item_categories').select('name').eq('id', item.parent_id);
    expect(parent).toEqual([{ name: 'Poly Bags' }]);
  });

  it('an executive reads the company’s vendors with their profiles, by department', async () => {
    const { data, error } = await as.execA
      .from('department_vendors')
      .select('department_name, yarnconnect_free(member_name, business_name, email, mobile_number)')
      .eq('company_id', COMPANY_A)
      .order('department_name');
    expect(error).toBeNull();
    expect(data!.map((v) => v.department_name)).toEqual(['Packaging Material', 'Trims & Accessories']);
    expect(data![1].yarnconnect_free).toMatchObject({ member_name: 'Vikram Vendor', email: DEMO_LOGINS.vendor.email });
  });

  it('a vendor sees the RFQs of its registrations with the poster and open rounds', async () => {
    const { data: registrations } = await as.vendor
      .from('department_vendors')
      .select('company_id, department')
      .eq('vendor_user_id', VENDOR);
    expect(registrations).toHaveLength(2);
    const { data: rfqs, error } = await as.vendor
      .from('sourcing_requests')
      .select(
        // sourcing_bids links requests to profiles and rounds too, so embeds name their foreign key.
        'id, request_number, bid_status, poster:yarnconnect_free!user_id(business_name), sourcing_bid_rounds!sourcing_request_id(round_number, status)',
      )
      .in('bid_status', ['open', 'private'])
      .neq('user_id', VENDOR)
      .in('company_id', [COMPANY_A, COMPANY_B])
      .order('request_number');
    expect(error).toBeNull();
    expect(rfqs!.map((r) => [r.request_number, r.bid_status])).toEqual([
      ['RFQ-000001', 'private'],
      ['RFQ-000002', 'open'],
      ['RFQ-000005', 'open'],
    ]);
    expect(rfqs![0].poster).toEqual({ business_name: 'Surat Synthetics Ltd' });
    expect(rfqs![0].sourcing_bid_rounds).toEqual([{ round_number: 1, status: 'open' }]);
  });

  it('an executive reads RFQs with rounds and bids with the vendors’ names; the other company sees none', async () => {
    const select =
      'request_number, bid_status, sourcing_bid_rounds!sourcing_request_id(round_number, status), sourcing_bids!sourcing_request_id(round_number, is_selected, yarnconnect_free(member_name, business_name))';
    const { data, error } = await as.execB.from('sourcing_requests').select(select).eq('request_number', 'RFQ-000004');
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({ bid_status: 'closed' });
    expect(data![0].sourcing_bid_rounds).toHaveLength(2);
    const winner = (
      data![0].sourcing_bids as { is_selected: boolean; round_number: number; yarnconnect_free: unknown }[]
    ).find((b) => b.is_selected);
    expect(winner).toMatchObject({ round_number: 2, yarnconnect_free: { member_name: 'Vikram Vendor' } });
    expect((await as.execA.from('sourcing_requests').select(select).eq('request_number', 'RFQ-000004')).data).toEqual(
      [],
    );
  });

  it('an executive reads the company’s bids of the last 10 days, newest first', async () => {
    const since = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString();
    const { data, error } = await as.execA
      .from('customer_bids')
      .select('bid_display_id, bid_status, bidder_name, corporate_company_id')
      .eq('corporate_company_id', COMPANY_A)
      .gte('bid_time', since)
      .order('bid_time', { ascending: false });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(new Set(data!.map((b) => b.corporate_company_id))).toEqual(new Set([COMPANY_A]));
    expect(data!.map((b) => b.bid_status)).toContain('Accepted');
  });

  it('the directory pages for a Paid Member, with search, containment and an exact count; not for a Free Member', async () => {
    const directory = (client: SupabaseClient) =>
      client
        .from('yarnconnect_free')
        .select('member_name, business_name, state', { count: 'exact' })
        .eq('list_in_directory', true)
        .order('member_name')
        .range(0, 99);
    const { data, count } = await directory(as.paid);
    expect(count).toBeGreaterThan(20);
    expect(data!.length).toBe(Math.min(count!, 100));
    const { data: searched } = await directory(as.paid).or('member_name.ilike.*vikram*,business_name.ilike.*vikram*');
    expect(searched!.map((m) => m.member_name)).toEqual(['Vikram Vendor']);
    const { data: suppliers } = await directory(as.paid).contains('business_type', ['Packaging Material Supplier']);
    expect(suppliers!.map((m) => m.member_name)).toEqual(['Vikram Vendor']);
    // A Free Member sees only their own row and company contacts (shown on company pages anyway).
    const { data: forFree } = await directory(as.free).or('member_name.ilike.*vikram*,business_name.ilike.*vikram*');
    expect(forFree).toEqual([]);
  });
});
