/**
 * The demo seed and the benchmark generator: every demo login signs in with the documented
 * password and gets the documented role, the marketplace is populated in every state, and
 * every balance equals its ledger (seeded and generated alike).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { generateVolume } from '../bench/generate/index.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoLoginName } from '../../supabase/seed/demo-logins.ts';

/** What my_role() gives each demo login, as the README's table says. */
const ROLES: Record<DemoLoginName, Record<string, unknown>> = {
  admin: { role: 'admin', is_admin: true, is_admin2: false },
  limitedAdmin: { role: 'admin', is_limited_admin: true },
  admin2: { role: 'admin', is_admin2: true },
  exec: { role: 'corporate_executive', company_name: 'Surat Synthetics Ltd' },
  execB: { role: 'corporate_executive', company_name: 'Coimbatore Cotton Mills' },
  vendor: { role: 'Paid Member' },
  paid: { role: 'Paid Member' },
  free: { role: 'Free Member', trial_expired: false },
  expired: { role: 'Free Member', trial_expired: true },
  lapsed: { role: 'Free Member', trial_expired: true },
};
const LOGINS = Object.entries(ROLES).map(([name, role]) => [DEMO_LOGINS[name as DemoLoginName].email, role] as const);

describe(`demo seed and volume generator (${TEST_DB})`, () => {
  let stack: TestStack;
  const sql = async <R>(text: string) => (await stack.db.query<R>(text)).rows;

  beforeAll(async () => {
    stack = await startTestStack({ seed: true });
  });
  afterAll(() => stack?.close());

  it.each(LOGINS)('%s signs in with the demo password and is what the README says', async (email, expected) => {
    const client = stack.client();
    const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    const { data } = await client.rpc('my_role');
    expect(data).toMatchObject(expected);
  });

  it('has RFQs in every bid_status, bids in every state, products in several departments', async () => {
    expect(await sql(`select distinct bid_status from public.sourcing_requests order by 1`)).toEqual(
      ['closed', 'open', 'pending', 'private'].map((bid_status) => ({ bid_status })),
    );
    expect(await sql(`select distinct bid_status from public.customer_bids order by 1`)).toEqual(
      ['Accepted', 'Pending', 'Rejected'].map((bid_status) => ({ bid_status })),
    );
    const [counts] = await sql<Record<string, number>>(
      `select (select count(*)::int from public.company_details) as companies,
              (select count(distinct department_name)::int from public.corporate_products) as departments,
              (select count(*)::int from public.purchase_enquiries) as enquiries,
              (select count(*)::int from public.sales_offers) as offers,
              (select count(*)::int from public.sourcing_bids where is_selected) as winners`,
    );
    // Ten companies, and six mills of the market view (issue 27) without logos.
    expect(counts).toEqual({ companies: 16, departments: 3, enquiries: 40, offers: 40, winners: 1 });
  });

  it('has a price history of about two months for every product, ending at its price, by the executives', async () => {
    expect(
      await sql(`select p.id from public.corporate_products p
                 cross join lateral (select h.new_price, h.new_visibility from public.corporate_product_history h
                   where h.product_id = p.id order by h.changed_at desc, h.id desc limit 1) last
                 where last.new_price is distinct from p.basic_price or last.new_visibility <> p.visibility_status`),
    ).toEqual([]);
    const authors = await sql<{ company: string; names: string[]; moves: number; days: number }>(
      `select c.company_name as company, array_agg(distinct h.changed_by_name) as names, count(*)::int as moves,
         extract(day from now() - min(h.changed_at))::int as days
       from public.corporate_product_history h join public.company_details c on c.id = h.company_id
       where h.old_price is not null and c.id in ('c0000000-0000-4000-a000-000000000001', 'c0000000-0000-4000-a000-000000000002')
       group by c.company_name order by 1`,
    );
    expect(authors).toEqual([
      {
        company: 'Coimbatore Cotton Mills',
        names: ['Lakshmi Narayanan'],
        moves: expect.any(Number),
        days: expect.any(Number),
      },
      { company: 'Surat Synthetics Ltd', names: ['Rakesh Mehta'], moves: expect.any(Number), days: expect.any(Number) },
    ]);
    for (const a of authors) {
      expect(a.moves).toBeGreaterThanOrEqual(18);
      expect(a.days).toBeGreaterThanOrEqual(30);
      expect(a.days).toBeLessThanOrEqual(62);
    }
    // The company page's trends: every revealed product has a line to draw.
    const { data, error } = await stack.anon.rpc('product_price_trends', {
      p_company_id: 'c0000000-0000-4000-a000-000000000001',
    });
    expect(error).toBeNull();
    const trends = data as { points: unknown[] }[];
    expect(trends.length).toBeGreaterThan(0);
    for (const t of trends) expect(t.points.length).toBeGreaterThanOrEqual(3);
  });

  it('shows visitors one active ad per page group and public content', async () => {
    const { data: ads } = await stack.anon.from('corporate_ads').select('placement_type').order('placement_type');
    expect(ads).toEqual([{ placement_type: 'Home' }, { placement_type: 'Non-Premium' }, { placement_type: 'Premium' }]);
    for (const table of ['news_items', 'news_snippets', 'price_updates_pdfs', 'partner_organisations'] as const) {
      const { count } = await stack.anon.from(table).select('*', { count: 'exact', head: true });
      expect(count, table).toBeGreaterThan(0);
    }
  });

  it('serves the PDFs and images the seeded rows point at', async () => {
    const { data: lists } = await stack.anon.from('price_updates_pdfs').select('bucket_name, storage_file_path');
    expect(lists).toHaveLength(3);
    for (const { bucket_name, storage_file_path } of lists!) {
      const { data } = await stack.anon.storage.from(bucket_name).download(storage_file_path!);
      expect(new TextDecoder().decode((await data!.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }
    const { data: ads } = await stack.anon.from('corporate_ads').select('ad_image_path');
    for (const { ad_image_path } of ads!) {
      const { data } = await stack.anon.storage.from('corporateads').download(ad_image_path!);
      expect([...new Uint8Array((await data!.arrayBuffer()).slice(1, 4))]).toEqual([0x50, 0x4e, 0x47]);
    }
  });

  it('stores files as storage paths (no host or port), every one uploaded, and links each ad to its company page', async () => {
    const refs = await sql<{ bucket: string; path: string }>(
      `select bucket_name as bucket, file_url as path from public.price_updates_pdfs
       union all select bucket_name, storage_file_path from public.price_updates_pdfs
       union all select 'companyfiles', logo_url from public.partner_organisations
       union all select 'companyfiles', logo_url from public.company_details where logo_url is not null
       union all select 'corporateads', ad_image_url from public.corporate_ads
       union all select 'corporateads', ad_image_path from public.corporate_ads`,
    );
    expect(refs).toHaveLength(3 + 3 + 4 + 10 + 5 + 5);
    for (const { bucket, path } of refs) {
      expect(path, path).not.toMatch(/^[a-z][a-z\d+.-]*:|127\.0\.0\.1|54321/i);
      const { data, error } = await stack.anon.storage.from(bucket).download(path);
      expect(error, `${bucket}/${path}`).toBeNull();
      expect(data!.size, `${bucket}/${path}`).toBeGreaterThan(0);
      // Small enough for the page, within the ads bucket's 1 MB.
      expect(data!.size, `${bucket}/${path}`).toBeLessThan(150_000);
    }
    const { data: logo } = await stack.anon.storage.from('companyfiles').download('logos/surat-synthetics.svg');
    expect(await logo!.text()).toMatch(/^<svg [^>]*aria-label="Surat Synthetics Ltd"/);
    const links = await sql<{ company_name: string; click_url: string; company_page: string }>(
      `select a.company_name, a.click_url, '/corporate/' || c.id as company_page
       from public.corporate_ads a left join public.company_details c on c.company_name = a.company_name`,
    );
    expect(links).toHaveLength(5);
    for (const link of links) expect(link.click_url, link.company_name).toBe(link.company_page);
  });

  it('generates volumes with generate_series, balances matching the ledger', async () => {
    const counts = await generateVolume(stack.db, {
      members: 300,
      companies: 5,
      products: 200,
      enquiries: 600,
      offers: 300,
    });
    expect(counts).toMatchObject({
      'public.yarnconnect_free': 300,
      'public.corporate_products': 200,
      'public.purchase_enquiries': 600,
    });
    expect(
      await sql(`select id from public.yarnconnect_free p
                 where messaging_credits <> (select coalesce(sum(delta), 0) from public.credit_ledger where user_id = p.id)`),
    ).toEqual([]);
  });
});
