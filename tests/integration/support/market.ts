/** Helpers of the market view's suites (tests/integration/market*.test.ts). */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import type { TestStack } from './stack.ts';
import { createCompany } from './users.ts';
import { DEMO_PASSWORD } from '../../../supabase/seed/demo-logins.ts';

/** A demo login (supabase/seed.sql) signed in. */
export async function signInDemo(stack: TestStack, email: string): Promise<SupabaseClient<Database>> {
  const client = stack.client();
  const { error } = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (error) throw error;
  return client;
}

let nextCount = 1000;
/** A class no other test uses: Cotton · Combed · <unique count>s. */
export function freshClass(): { count: number; key: string; label: string } {
  nextCount += 1;
  return { count: nextCount, key: `cotton/combed/${nextCount}s`, label: `Cotton · Combed · ${nextCount}s` };
}

/** A company in a city (its address names the city before the state). */
export async function companyIn(stack: TestStack, city: string, id?: string): Promise<string> {
  const company = id ?? (await createCompany(stack));
  await stack.db.query('update public.company_details set address = $2 where id = $1', [
    company,
    `Main Road, ${city}, India`,
  ]);
  return company;
}

/** A product of the class's count, inserted as staff would (the insert triggers keep the index). */
export async function addProduct(
  stack: TestStack,
  companyId: string,
  count: number,
  price: number,
  visibility: 'Reveal' | 'Hide' = 'Reveal',
): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.corporate_products (company_id, department_name, fibre_type, specific_type, denier_count,
       basic_price, visibility_status)
     values ($1, 'Spun Yarn', 'Cotton', 'Combed', $2, $3, $4) returning id`,
    [companyId, count, price, visibility],
  );
  await refreshMarket(stack);
  return rows[0].id;
}

/** Saves a product's price or visibility through the price sheet's save, as the given member. */
export async function saveProduct(
  stack: TestStack,
  client: SupabaseClient<Database>,
  productId: string,
  change: { basic_price?: number; visibility_status?: 'Reveal' | 'Hide' },
): Promise<void> {
  const { rows } = await stack.db.query<{ company_id: string; version: string }>(
    'select company_id, version::text from public.corporate_products where id = $1',
    [productId],
  );
  const { error } = await client.rpc('save_product_changes', {
    p_company_id: rows[0].company_id,
    p_changes: [{ id: productId, version: Number(rows[0].version), ...change }],
    p_confirmed: true,
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  await refreshMarket(stack);
}

/** Runs the market's minute job now, through the API as the platform does. */
async function refreshMarket(stack: TestStack): Promise<void> {
  const { error } = await stack.service.rpc('market_refresh');
  if (error) throw new Error(`market_refresh: ${error.message}`);
}

/** Moves a class's closes one day back, as if they were yesterday's (for the delayed view). */
export async function ageClosesOneDay(stack: TestStack, classKey: string): Promise<void> {
  await stack.db.query(`update internal.market_closes set day = day - 1 where class_key = $1`, [classKey]);
}
