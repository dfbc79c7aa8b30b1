/**
 * Type-level checks of the generated supabase/functions/_shared/database.types.ts: `npm run
 * typecheck` (tsc over tests/) is what fails when the file stops typing the schema as expected;
 * the assertions do nothing at run time.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  Database,
  Tables,
  TablesInsert,
  TablesUpdate,
} from '../../../supabase/functions/_shared/database.types.ts';

describe('generated database types', () => {
  it('types a numeric column as a nullable number in Row, optional in Insert and Update', () => {
    expectTypeOf<Tables<'corporate_products'>['basic_price']>().toEqualTypeOf<number | null>();
    expectTypeOf<TablesInsert<'corporate_products'>>().toHaveProperty('basic_price');
    expectTypeOf<TablesInsert<'corporate_products'>['basic_price']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<TablesInsert<'corporate_products'>['company_id']>().toEqualTypeOf<string>();
    expectTypeOf<TablesUpdate<'corporate_products'>['company_id']>().toEqualTypeOf<string | undefined>();
  });

  it('forbids writing a generated-always identity column', () => {
    expectTypeOf<Tables<'credit_ledger'>['id']>().toEqualTypeOf<number>();
    expectTypeOf<TablesInsert<'credit_ledger'>['id']>().toEqualTypeOf<undefined>();
    expectTypeOf<TablesUpdate<'credit_ledger'>['id']>().toEqualTypeOf<undefined>();
  });

  it('types function arguments, optional when defaulted', () => {
    type Functions = Database['public']['Functions'];
    expectTypeOf<Functions['express_interest']['Args']>().toEqualTypeOf<{ p_post_id: string; p_post_type: string }>();
    expectTypeOf<Functions['grant_monthly_credits']['Args']>().toEqualTypeOf<{ p_today?: string }>();
    expectTypeOf<Functions['grant_monthly_credits']['Returns']>().toEqualTypeOf<number>();
  });

  it('types supabase-js queries through createClient<Database>', () => {
    const _selectPrice = (client: SupabaseClient<Database>) =>
      client.from('corporate_products').select('id, basic_price').single();
    type Selected = NonNullable<Awaited<ReturnType<typeof _selectPrice>>['data']>;
    expectTypeOf<Selected>().toEqualTypeOf<{ id: string; basic_price: number | null }>();

    const _grant = (client: SupabaseClient<Database>) => client.rpc('grant_monthly_credits', { p_today: '2026-04-01' });
    expectTypeOf<Awaited<ReturnType<typeof _grant>>['data']>().toEqualTypeOf<number | null>();

    // @ts-expect-error: a typed client knows every table, so a wrong name does not compile.
    const _unknownTable = (client: SupabaseClient<Database>) => client.from('no_such_table');
  });
});
