/**
 * The market view on the demo seed (issue 27): SQL and @domain/market.ts agree on every seeded product's
 * class and every company's centre, and the seed gives the Market page classes with ≥ 3 mills in named
 * centres and a month of daily closes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_INDIA, MARKET_RULES, marketCentreOf, marketClassOf } from '@domain/market.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { signInDemo } from './support/market.ts';
import { DEMO_LOGINS } from '../../supabase/seed/demo-logins.ts';

describe(`market view on the demo seed (${TEST_DB})`, () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ seed: true });
  });
  afterAll(() => stack?.close());

  it('classes and centres: SQL and @domain/market.ts agree on every seeded product and company', async () => {
    const { rows } = await stack.db.query<{
      fibre_type: string;
      specific_type: string | null;
      denier_count: number | null;
      lustre: string | null;
      key: string;
      label: string;
      address: string | null;
      centre: string | null;
    }>(`select p.fibre_type, p.specific_type, p.denier_count, p.lustre, public.market_class_key(p.fibre_type, p.specific_type, p.denier_count, p.lustre) as key,
          public.market_class_label(p.fibre_type, p.specific_type, p.denier_count, p.lustre) as label, c.address, internal.market_centre(c.address) as centre
        from public.corporate_products p join public.company_details c on c.id = p.company_id`);
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(marketClassOf(r), JSON.stringify(r)).toEqual({ key: r.key, label: r.label });
      expect(marketCentreOf(r.address), r.address ?? '').toBe(r.centre);
    }
  });

  it('a Paid Member sees classes with ≥ 3 mills in named centres, with a month of closes behind them', async () => {
    const paid = await signInDemo(stack, DEMO_LOGINS.paid.email);
    const { data, error } = await paid.rpc('market_index');
    expect(error).toBeNull();
    const centres = new Set(data!.filter((r) => r.centre !== ALL_INDIA).map((r) => r.centre));
    expect([...centres].sort()).toEqual(expect.arrayContaining(['Ludhiana', 'Surat', 'Tiruppur']));
    expect(data!.every((r) => r.mills >= MARKET_RULES.minMills && !r.delayed)).toBe(true);
    const cotton = data!.find((r) => r.class_key === 'cotton/combed/40s' && r.centre === 'Tiruppur');
    expect(cotton).toBeDefined();
    expect(cotton!.spark.length).toBeGreaterThanOrEqual(25);
    expect(cotton!.change_7d_pct).not.toBeNull();
    const history = await paid.rpc('market_class_history', { p_class_key: 'cotton/combed/40s', p_days: 30 });
    expect(history.data!.length).toBeGreaterThanOrEqual(25);
  });
});
