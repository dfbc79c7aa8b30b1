/**
 * Every limit of the spec, hit through supabase-js by a role allowed to write: the boundary
 * value passes, one step past it fails with the SQLSTATE, HTTP status and message the client
 * sees (PostgREST: 23514/22003/22023/P0001 → 400, 23505 → 409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TablesUpdate } from '@domain/database.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, createUser, type RoleSet } from './support/users.ts';

interface Reply {
  error: { code: string; message: string } | null;
  status: number;
}
type Limit = [
  name: string,
  call: (r: RoleSet) => PromiseLike<Reply>,
  expected: { code: string; status: number; message: string } | 'ok',
];

const CHECK = (constraint: string, table: string) => ({
  code: '23514',
  status: 400,
  message: `new row for relation "${table}" violates check constraint "${constraint}"`,
});
const OVERFLOW = { code: '22003', status: 400, message: 'numeric field overflow' };

const product = (r: RoleSet, fields: Record<string, unknown>) =>
  r.execA.client.from('corporate_products').insert({
    company_id: r.companyA,
    department_name: 'Filament Yarn',
    fibre_type: 'Polyester Filament',
    basic_price: 100,
    ...fields,
  });
const enquiry = (r: RoleSet, fields: Record<string, unknown>) =>
  r.paid.client.from('purchase_enquiries').insert({ user_id: r.paid.id, fibre_type: 'Cotton', ...fields });
const offer = (r: RoleSet, fields: Record<string, unknown>) =>
  r.paid.client.from('sales_offers').insert({ user_id: r.paid.id, fibre_type: 'Cotton', ...fields });
const snippet = (r: RoleSet, text: string) =>
  r.limitedAdmin.client.from('news_snippets').insert({ headline: 'Note', snippet_content: text });
const ownProfile = (r: RoleSet, fields: TablesUpdate<'yarnconnect_free'>) =>
  r.free.client.from('yarnconnect_free').update(fields).eq('id', r.free.id);
const rfq = (r: RoleSet, fields: Record<string, unknown>) =>
  r.execA.client.from('sourcing_requests').insert({
    user_id: r.execA.id,
    company_id: r.companyA,
    department: 'trims',
    custom_item: 'Buttons',
    quantity: '100',
    ...fields,
  });
const ad = (r: RoleSet, fields: Record<string, unknown>) =>
  r.limitedAdmin.client.from('corporate_ads').insert({
    company_name: 'Ad Co',
    from_date: '2026-11-01',
    to_date: '2026-11-30',
    placement_type: 'Home',
    page_location: 'Home',
    ad_image_url: '/ad.png',
    alt_text: 'Ad',
    ...fields,
  });
const fabric = (r: RoleSet, fields: Record<string, unknown>) =>
  r.execA.client.from('fabric_sourcing_requests').insert({
    user_id: r.execA.id,
    company_id: r.companyA,
    fabric_category: 'Woven',
    product_title: 'Twill',
    ...fields,
  });

const LIMITS: Limit[] = [
  ['plys 1 is the minimum', (r) => product(r, { number_of_plys: 1 }), 'ok'],
  [
    'plys 0',
    (r) => product(r, { number_of_plys: 0 }),
    CHECK('corporate_products_number_of_plys_check', 'corporate_products'),
  ],
  ['plys 16 is the maximum', (r) => product(r, { number_of_plys: 16 }), 'ok'],
  [
    'plys 17',
    (r) => product(r, { number_of_plys: 17 }),
    CHECK('corporate_products_number_of_plys_check', 'corporate_products'),
  ],
  [
    'enquiry plys 17',
    (r) => enquiry(r, { number_of_plys: 17 }),
    CHECK('purchase_enquiries_number_of_plys_check', 'purchase_enquiries'),
  ],
  ['offer plys 0', (r) => offer(r, { number_of_plys: 0 }), CHECK('sales_offers_number_of_plys_check', 'sales_offers')],
  ['denier 9999 (4 digits)', (r) => product(r, { denier_count: 9999 }), 'ok'],
  [
    'denier 10000',
    (r) => product(r, { denier_count: 10000 }),
    CHECK('corporate_products_denier_count_check', 'corporate_products'),
  ],
  ['filament 9999 (4 digits)', (r) => product(r, { filament_count: 9999 }), 'ok'],
  [
    'filament 10000',
    (r) => product(r, { filament_count: 10000 }),
    CHECK('corporate_products_filament_count_check', 'corporate_products'),
  ],
  [
    'enquiry denier 10000',
    (r) => enquiry(r, { denier_count: 10000 }),
    CHECK('purchase_enquiries_denier_count_check', 'purchase_enquiries'),
  ],
  ['basic price 999999.99', (r) => product(r, { basic_price: 999999.99 }), 'ok'],
  ['basic price 1000000', (r) => product(r, { basic_price: 1000000 }), OVERFLOW],
  [
    'basic price negative',
    (r) => product(r, { basic_price: -1 }),
    CHECK('corporate_products_basic_price_check', 'corporate_products'),
  ],
  ['offer price 1000000', (r) => offer(r, { price: 1000000 }), OVERFLOW],
  ['specification 30 characters', (r) => product(r, { specific_type: 'x'.repeat(30) }), 'ok'],
  [
    'specification 31 characters',
    (r) => product(r, { specific_type: 'x'.repeat(31) }),
    CHECK('corporate_products_specific_type_length', 'corporate_products'),
  ],
  ['visibility Hide', (r) => product(r, { visibility_status: 'Hide' }), 'ok'],
  [
    'visibility Maybe',
    (r) => product(r, { visibility_status: 'Maybe' }),
    CHECK('corporate_products_visibility_status_check', 'corporate_products'),
  ],
  ['snippet 250 characters', (r) => snippet(r, 's'.repeat(250)), 'ok'],
  [
    'snippet 251 characters',
    (r) => snippet(r, 's'.repeat(251)),
    CHECK('news_snippets_snippet_content_length', 'news_snippets'),
  ],
  ['PIN/ZIP 10 characters', (r) => ownProfile(r, { pin_zip_code: '1234567890' }), 'ok'],
  [
    'PIN/ZIP 11 characters',
    (r) => ownProfile(r, { pin_zip_code: '12345678901' }),
    CHECK('yarnconnect_free_pin_zip_code_length', 'yarnconnect_free'),
  ],
  [
    'Indian mobile starting with 5',
    (r) => ownProfile(r, { mobile_number: '5123456789' }),
    CHECK('yarnconnect_free_indian_mobile', 'yarnconnect_free'),
  ],
  ['UK mobile of 7 digits', (r) => ownProfile(r, { country_code: '+44', mobile_number: '7911123' }), 'ok'],
  [
    'UK mobile of 6 digits',
    (r) => ownProfile(r, { country_code: '+44', mobile_number: '791112' }),
    CHECK('yarnconnect_free_mobile_number_check', 'yarnconnect_free'),
  ],
  [
    'UK mobile of 16 digits',
    (r) => ownProfile(r, { country_code: '+44', mobile_number: '7911123456789012' }),
    CHECK('yarnconnect_free_mobile_number_check', 'yarnconnect_free'),
  ],
  [
    'membership type outside the list',
    (r) =>
      r.admin.client.rpc('apply_membership_change_credits', { p_user_id: r.free.id, p_new_membership_type: 'Gold' }),
    { code: '22023', status: 400, message: 'Unknown membership type Gold.' },
  ],
  ['bid_status private', (r) => rfq(r, { bid_status: 'private' }), 'ok'],
  [
    'bid_status half-open',
    (r) => rfq(r, { bid_status: 'half-open' }),
    CHECK('sourcing_requests_bid_status_check', 'sourcing_requests'),
  ],
  ['currency GBP', (r) => rfq(r, { currency: 'GBP' }), CHECK('sourcing_requests_currency_check', 'sourcing_requests')],
  [
    'freight terms CIF',
    (r) => rfq(r, { freight_terms: 'CIF' }),
    CHECK('sourcing_requests_freight_terms_check', 'sourcing_requests'),
  ],
  [
    'payment terms Barter',
    (r) => rfq(r, { payment_terms: 'Barter' }),
    CHECK('sourcing_requests_payment_terms_check', 'sourcing_requests'),
  ],
  [
    'department unknown',
    (r) => rfq(r, { department: 'bakery' }),
    CHECK('sourcing_requests_department_check', 'sourcing_requests'),
  ],
  ['placement Non-Premium', (r) => ad(r, { placement_type: 'Non-Premium' }), 'ok'],
  [
    'placement Sidebar',
    (r) => ad(r, { placement_type: 'Sidebar' }),
    CHECK('corporate_ads_placement_type_check', 'corporate_ads'),
  ],
  [
    'ad ending before it starts',
    (r) => ad(r, { to_date: '2026-10-01' }),
    CHECK('corporate_ads_dates', 'corporate_ads'),
  ],
  ['ad linking to a site', (r) => ad(r, { click_url: 'https://mill.example/offer' }), 'ok'],
  [
    'ad linking to a page of the app',
    (r) => ad(r, { click_url: '/corporate/c0000000-0000-4000-a000-000000000001' }),
    'ok',
  ],
  [
    'ad linking protocol-relative',
    (r) => ad(r, { click_url: '//evil.example/x' }),
    CHECK('corporate_ads_click_url_check', 'corporate_ads'),
  ],
  [
    'ad linking to a script',
    (r) => ad(r, { click_url: 'javascript:alert(1)' }),
    CHECK('corporate_ads_click_url_check', 'corporate_ads'),
  ],
  ['fabric category Knit', (r) => fabric(r, { fabric_category: 'Knit' }), 'ok'],
  [
    'fabric category Felt',
    (r) => fabric(r, { fabric_category: 'Felt' }),
    CHECK('fabric_sourcing_requests_fabric_category_check', 'fabric_sourcing_requests'),
  ],
  ['4 fabric images', (r) => fabric(r, { image_urls: ['a', 'b', 'c', 'd'] }), 'ok'],
  [
    '5 fabric images',
    (r) => fabric(r, { image_urls: ['a', 'b', 'c', 'd', 'e'] }),
    CHECK('fabric_sourcing_requests_image_urls_check', 'fabric_sourcing_requests'),
  ],
];

describe(`constraints at the spec's limits (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;
  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
  });
  afterAll(() => stack?.close());

  it.each(LIMITS)('%s', async (_name, call, expected) => {
    const { error, status } = await call(roles);
    if (expected === 'ok') {
      expect(error).toBeNull();
    } else {
      expect({ code: error?.code, status, message: error?.message }).toEqual(expected);
    }
  });

  const rejects = async (reply: PromiseLike<Reply>, expected: { code: string; status: number; message: string }) => {
    const { error, status } = await reply;
    expect({ code: error?.code, status, message: error?.message }).toEqual(expected);
  };

  it('a vendor is registered once per company department (Vendor Already Added)', async () => {
    const register = (c: SupabaseClient) =>
      c.from('department_vendors').insert({
        company_id: roles.companyA,
        department: 'printing',
        department_name: 'Printing',
        vendor_user_id: roles.paid.id,
      });
    expect((await register(roles.execA.client)).error).toBeNull();
    await rejects(register(roles.execA.client), {
      code: '23505',
      status: 409,
      message: 'duplicate key value violates unique constraint "department_vendors_unique"',
    });
  });

  it('a mobile number belongs to one account', async () => {
    const other = await createUser(stack, { membership: null });
    const { data } = await roles.admin.client.from('yarnconnect_free').select('mobile_number').eq('id', roles.paid.id);
    await rejects(
      stack.service.rpc('create_member_profile', {
        p_user_id: other.id,
        p_profile: {
          member_name: 'Copy',
          business_name: 'Copy',
          email: other.email,
          mobile_number: data?.[0].mobile_number,
        },
      }),
      {
        code: '23505',
        status: 409,
        message: 'duplicate key value violates unique constraint "yarnconnect_free_mobile_idx"',
      },
    );
  });

  it('catalog categories nest at most three levels', async () => {
    let parent: string | null = null;
    for (const level of [1, 2, 3]) {
      const { data, error } = await roles.execA.client
        .from('sourcing_item_categories')
        .insert({ name: `Level ${level}`, department: 'trims', company_id: roles.companyA, parent_id: parent })
        .select('id')
        .single();
      expect(error).toBeNull();
      parent = data!.id as string;
    }
    await rejects(
      roles.execA.client
        .from('sourcing_item_categories')
        .insert({ name: 'Level 4', department: 'trims', company_id: roles.companyA, parent_id: parent }),
      { code: '23514', status: 400, message: 'Categories nest at most three levels deep.' },
    );
  });

  it('bid price and quantity rules of place_corporate_bid', async () => {
    const { data: p } = await product(roles, {}).select('id').single();
    const bid = (price: number, quantity: number) =>
      roles.paid.client.rpc('place_corporate_bid', {
        p_product_id: p!.id,
        p_bid_price: price,
        p_bid_quantity: quantity,
      });
    const invalidPrice = { code: '22023', status: 400, message: 'Please enter a valid bid price.' };
    await rejects(bid(0, 10), invalidPrice);
    await rejects(bid(10.123, 10), invalidPrice);
    await rejects(bid(1000000, 10), invalidPrice);
    await rejects(bid(10, 0), { code: '22023', status: 400, message: 'Please enter a valid bid quantity.' });
    expect((await bid(0.01, 1)).error).toBeNull();
  });

  it('snippet headlines and contact details are required', async () => {
    await rejects(
      roles.limitedAdmin.client.from('news_snippets').insert({ headline: 'Empty', snippet_content: '  ' }),
      CHECK('news_snippets_snippet_content_not_blank', 'news_snippets'),
    );
    await rejects(
      roles.admin.client
        .from('corporate_enquiries')
        .insert({ name: 'A', organisation_name: 'B', email: 'not-an-email', mobile_number: '9811122233' }),
      CHECK('corporate_enquiries_email_check', 'corporate_enquiries'),
    );
  });
});
