/**
 * The price sheet's market columns on a big sheet (issue 27): one more company with 50 000 products, as
 * tests/bench/workstation's sheet, and its executive. Measured: market_for_products as it was before migration
 * 20261129000500 (every product's class computed on each call and joined on it; its query run once, inlined, as
 * the superuser, since the function itself is gone), and today's reads of one page; then the whole sheet's figures
 * through the API as the sheet asks for them (1000 ids a request, two requests in flight), from the first request
 * to the last reply.
 */
import type { Database } from '../../../supabase/local/db/database.ts';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { benchId } from '../generate/index.ts';
import { executiveSql, productsSql } from './volume.ts';

export const BIG_SHEET = { products: 50_000, batch: 1000, inFlight: 2 };
export const BIG_COMPANY = benchId('company', 9001);
const BIG_EXECUTIVE = benchId('member', 9001);
export const bigClaims = { sub: BIG_EXECUTIVE, role: 'authenticated', aud: 'authenticated', email: 'big.exec@bench' };

/** The company (in Tiruppur), its products, its executive; the minute job takes them into the index. */
export async function seedBigSheet(db: Database): Promise<string[]> {
  await db.exec(`insert into public.company_details (id, company_name, address)
    values ('${BIG_COMPANY}', 'Market Bench Big Mill', 'Mill Road, Tiruppur, Tamil Nadu')`);
  for (const sql of executiveSql(BIG_EXECUTIVE, BIG_COMPANY, 'big.exec')) await db.exec(sql);
  await db.exec(productsSql(`'${BIG_COMPANY}'::uuid`, BIG_SHEET.products));
  await db.exec('select public.market_refresh()');
  await db.exec('analyze public.corporate_products');
  const { rows } = await db.query<{ id: string }>(
    'select id from public.corporate_products where company_id = $1 order by id',
    [BIG_COMPANY],
  );
  return rows.map((r) => r.id);
}

/** The pre-20261129000500 read of every product's figures: the class computed per product and joined on. */
export async function formerWholeSheetMs(db: Database): Promise<number> {
  const key = 'public.market_class_key(p.fibre_type, p.specific_type, p.denier_count, p.lustre)';
  const { rows } = await db.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
    `explain (analyze, format json)
     select p.id, ${key}, public.market_class_label(p.fibre_type, p.specific_type, p.denier_count, p.lustre),
       case when c.mills >= 3 then c.median end, coalesce(c.mills, 0)
     from public.corporate_products p
     left join internal.market_current c on c.class_key = ${key} and c.centre = 'All India'
     where p.company_id = $1 order by p.id`,
    [BIG_COMPANY],
  );
  return rows[0]['QUERY PLAN'][0]['Execution Time'];
}

/**
 * Every product's figures through the API in batches of ids (the sheet's way): ms to the first reply and to the
 * last, and the rows answered.
 */
export async function sheetFillMs(stack: RunningStack, ids: string[]) {
  const token = await signJwt({ ...bigClaims, exp: Math.floor(Date.now() / 1000) + 3600 }, stack.config.jwtSecret);
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += BIG_SHEET.batch) batches.push(ids.slice(i, i + BIG_SHEET.batch));
  const t0 = performance.now();
  let first = 0;
  let rows = 0;
  const ask = async (batch: string[]) => {
    const reply = await fetch(`${stack.url}/rest/v1/rpc/market_for_products`, {
      method: 'POST',
      headers: {
        apikey: stack.config.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ p_company_id: BIG_COMPANY, p_ids: batch }),
    });
    if (!reply.ok) throw new Error(`market_for_products: ${reply.status} ${await reply.text()}`);
    rows += ((await reply.json()) as unknown[]).length;
    first ||= performance.now() - t0;
  };
  const lanes = Array.from({ length: BIG_SHEET.inFlight }, async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) await ask(batch);
  });
  await Promise.all(lanes);
  return { firstMs: first, allMs: performance.now() - t0, rows };
}
