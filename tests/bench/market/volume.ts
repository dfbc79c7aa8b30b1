/**
 * Market volume (issue 27, deliverable 6): 200 companies in twelve trading centres, 50 000 products (250 each) in
 * the trade's common classes, 1 000 000 price history rows (the insert's 50 000 and 19 changes per product over a
 * year), a year of daily closes for every class × centre, and one corporate executive of company 1 (the saver and
 * the reader: executives are Paid level). Generated inside the database with generate_series.
 */
import type { Database } from '../../../supabase/local/db/database.ts';
import { benchId } from '../generate/index.ts';

export const MARKET_SIZES = { companies: 200, products: 50_000, historyPerProduct: 19, closeDays: 365 };
export const MARKET_COMPANY = benchId('company', 1);
export const MARKET_EXECUTIVE = benchId('member', 1);

const CENTRES = `array['Tiruppur','Ludhiana','Surat','Coimbatore','Bhiwandi','Ichalkaranji','Panipat','Bhilwara',
  'Erode','Salem','Mumbai','Delhi']`;
const company = (n: string) => `('b0000000-0000-4000-9000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
const h = (k: number, m: number) => `((hashint4(n * 31 + ${k}) & 2147483647) % ${m})`;

/** A corporate executive (Paid level) of the company. */
export const executiveSql = (user: string, companyId: string, name: string) => [
  `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
     raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
   values ('00000000-0000-0000-0000-000000000000', '${user}', 'authenticated', 'authenticated',
     '${name}@bench.loomconnect.test', '', now(), '{}', '{}', now(), now())`,
  `insert into public.company_executives (user_id, company_id) values ('${user}', '${companyId}')`,
];

/** `count` products in the trade's common classes, of the company `companyOf` (SQL of n) names. */
export function productsSql(companyOf: string, count: number): string {
  return `insert into public.corporate_products (company_id, department_name, fibre_type, specific_type, lustre,
       denier_count, basic_price, visibility_status, updated_at)
     select ${companyOf}, case when n % 6 in (2, 3) then 'Filament Yarn' else 'Spun Yarn' end,
       -- Fibres by n % 6: Cotton twice, Polyester Filament twice, Viscose Rayon, Polyester Spun.
       (array['Cotton','Cotton','Polyester Filament','Polyester Filament','Viscose Rayon','Polyester Spun'])[1 + n % 6],
       case when n % 6 in (0, 1) then (array['Combed','Carded','Compact'])[1 + ${h(1, 3)}]
            when n % 6 in (2, 3) then (array['DTY','FDY','POY'])[1 + ${h(2, 3)}] end,
       case when n % 6 in (2, 3) then (array['Semi Dull Yarn','Full Dull Yarn'])[1 + ${h(3, 2)}] end,
       case when n % 6 in (2, 3) then (array[75, 150, 300, 600])[1 + ${h(4, 4)}]
            else (array[16, 20, 24, 30, 32, 40, 50, 60])[1 + ${h(5, 8)}] end,
       round(100 + ${h(6, 20000)} / 100.0, 2), case when ${h(7, 10)} = 0 then 'Hide' else 'Reveal' end,
       now() - ${h(8, 60 * 24 * 60)} * interval '1 minute'
     from generate_series(1, ${count}) n`;
}

function statements(): string[] {
  const s = MARKET_SIZES;
  return [
    `insert into public.company_details (id, company_name, address)
     select ${company('n')}, 'Market Bench Mill ' || n, 'Road ' || n || ', ' || (${CENTRES})[1 + n % 12] || ', India'
     from generate_series(1, ${s.companies}) n`,
    ...executiveSql(MARKET_EXECUTIVE, MARKET_COMPANY, 'market.exec'),
    productsSql(company(`1 + (n - 1) % ${s.companies}`), s.products),
    `insert into public.corporate_product_history (product_id, company_id, old_price, new_price, old_visibility,
       new_visibility, changed_at)
     select p.id, p.company_id, p.basic_price - 1, p.basic_price, 'Reveal', p.visibility_status,
       now() - (j * 19 + (hashint4(j) & 15)) * interval '1 day'
     from public.corporate_products p cross join generate_series(1, ${s.historyPerProduct}) j`,
    // The minute job computes the index from what the insert marked.
    'select public.market_refresh()',
    `insert into internal.market_closes (class_key, centre, day, median, low, high, mills)
     select c.class_key, c.centre, internal.market_today() - d,
       round((c.median * (1 + 0.04 * sin(d / 9.0 + length(c.class_key))))::numeric, 2), c.low, c.high, c.mills
     from internal.market_current c cross join generate_series(1, ${s.closeDays}) d
     on conflict do nothing`,
    'select internal.market_trends(null)',
    'analyze',
  ];
}

export async function generateMarketVolume(db: Database): Promise<void> {
  for (const sql of statements()) await db.exec(sql);
}
