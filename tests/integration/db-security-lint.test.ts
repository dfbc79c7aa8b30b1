/**
 * Security lint over pg_catalog after all migrations: what Supabase's database linter flags,
 * as failing tests. Each query lists offenders; the expected list is empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

describe(`database security lint (${TEST_DB})`, () => {
  let stack: TestStack;
  const offenders = async (sql: string) => (await stack.db.query<{ name: string }>(sql)).rows.map((r) => r.name);

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  it('every table in an exposed schema has row level security enabled', async () => {
    expect(
      await offenders(`
        select n.nspname || '.' || c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname in ('public', 'storage') and not c.relrowsecurity`),
    ).toEqual([]);
  });

  it('every SECURITY DEFINER function has a fixed search_path', async () => {
    expect(
      await offenders(`
        select p.oid::regprocedure::text as name
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname not in ('pg_catalog', 'information_schema')
          and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) s where s like 'search_path=%')`),
    ).toEqual([]);
  });

  it('every foreign key in public is covered by an index starting with its columns', async () => {
    expect(
      await offenders(`
        select c.conrelid::regclass::text || ' ' || c.conname as name
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'
          and not exists (
            select 1 from pg_index i
            where i.indrelid = c.conrelid
              and (select array_agg(k order by k) from unnest((i.indkey::int2[])[0:cardinality(c.conkey) - 1]) k)
                = (select array_agg(k order by k) from unnest(c.conkey) k))`),
    ).toEqual([]);
  });

  it('policies name one operation each (no FOR ALL)', async () => {
    expect(
      await offenders(`select schemaname || '.' || tablename || ' ' || policyname as name
        from pg_policies where schemaname = 'public' and cmd = 'ALL'`),
    ).toEqual([]);
  });

  it('policies call auth.uid() once per statement, as (select auth.uid())', async () => {
    expect(
      await offenders(`select tablename || ' ' || policyname as name from pg_policies
        where schemaname in ('public', 'storage')
          and regexp_replace(coalesce(qual, '') || ' ' || coalesce(with_check, ''), 'SELECT auth\\.uid\\(\\)', '', 'g')
              ~ 'auth\\.uid\\(\\)'`),
    ).toEqual([]);
  });

  it('visitors (anon) may call only the read-only helpers', async () => {
    expect(
      await offenders(`
        select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute') order by 1`),
    ).toEqual([
      'can_bid_on_request',
      'can_manage_company',
      'can_view_directory',
      'home_counters',
      'is_admin',
      'is_corporate_executive',
      'is_public_catalog_item',
      'is_staff',
      'is_vendor_for',
      // The market view's reads (issue 27): each checks the caller's plan itself.
      'market_class_history',
      'market_class_key',
      'market_class_label',
      'market_class_mills',
      'market_index',
      'my_company_id',
      'my_role',
      'product_price_trends',
      'search_purchase_enquiries',
      'search_sales_offers',
    ]);
  });

  it('profile creation and the monthly grant are for the service role only', async () => {
    for (const fn of ['public.create_member_profile(uuid, jsonb, text)', 'public.grant_monthly_credits(date)']) {
      const { rows } = await stack.db.query<{ anon: boolean; authenticated: boolean; service: boolean }>(
        `select has_function_privilege('anon', $1, 'execute') as anon,
                has_function_privilege('authenticated', $1, 'execute') as authenticated,
                has_function_privilege('service_role', $1, 'execute') as service`,
        [fn],
      );
      expect(rows[0], fn).toEqual({ anon: false, authenticated: false, service: true });
    }
  });

  it('the member lookups (mobile number, referral code in use) are for signed-in members only', async () => {
    for (const fn of ['public.mobile_number_in_use(text, text)', 'public.referral_code_in_use(text)']) {
      const { rows } = await stack.db.query<{ anon: boolean; authenticated: boolean }>(
        `select has_function_privilege('anon', $1, 'execute') as anon,
                has_function_privilege('authenticated', $1, 'execute') as authenticated`,
        [fn],
      );
      expect(rows[0], fn).toEqual({ anon: false, authenticated: true });
    }
  });

  it('prices and visibility are saved by signed-in callers only, through save_product_changes, not by UPDATE', async () => {
    const { rows } = await stack.db.query<Record<string, boolean>>(
      `select has_function_privilege('anon', 'public.save_product_changes(uuid, jsonb, boolean)', 'execute') as anon,
              has_function_privilege('authenticated', 'public.save_product_changes(uuid, jsonb, boolean)', 'execute') as authenticated,
              has_table_privilege('anon', 'public.corporate_products', 'UPDATE') as anon_update,
              has_table_privilege('authenticated', 'public.corporate_products', 'UPDATE') as authenticated_update`,
    );
    expect(rows[0]).toEqual({ anon: false, authenticated: true, anon_update: false, authenticated_update: false });
  });

  it('API roles have no TRUNCATE, REFERENCES or TRIGGER on public tables (TRUNCATE bypasses RLS)', async () => {
    expect(
      await offenders(`
        select r.rolname || ' ' || p.privilege || ' ' || c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        cross join (values ('anon'), ('authenticated')) r(rolname)
        cross join (values ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) p(privilege)
        where n.nspname = 'public' and c.relkind = 'r' and has_table_privilege(r.rolname, c.oid, p.privilege)`),
    ).toEqual([]);
  });

  it('no API role writes the credit ledger directly', async () => {
    expect(
      await offenders(`
        select r.rolname || ' ' || p.privilege as name
        from (values ('anon'), ('authenticated'), ('service_role')) r(rolname)
        cross join (values ('INSERT'), ('UPDATE'), ('DELETE')) p(privilege)
        where has_table_privilege(r.rolname, 'public.credit_ledger', p.privilege)`),
    ).toEqual([]);
  });

  it('members cannot write their membership, credits or verification flags', async () => {
    const protectedColumns = [
      'membership_type',
      'messaging_credits',
      'referral_credits_earned',
      'is_verified_member',
      'is_corporate_member',
      'last_credit_reset_date',
      'monthly_credits_until',
    ];
    const { rows } = await stack.db.query<{ column: string; privilege: string }>(
      `select c.column_name as column, p.privilege
       from unnest($1::text[]) c(column_name) cross join unnest(array['INSERT', 'UPDATE']) p(privilege)
       where has_column_privilege('authenticated', 'public.yarnconnect_free', c.column_name, p.privilege)`,
      [protectedColumns],
    );
    expect(rows).toEqual([]);
  });
});
