/**
 * The price sheet's first page (migration 20261129002100, task sheet-first), through the API on PostgreSQL and
 * on PGlite, and answered by the real PostgREST (a REST suite): sheet_first_products answers a company's first
 * products in exactly the order @domain's comparator gives them (the sheet shows that page first and every later
 * row sorts below it), on awkward data: mixed case, accents, spaces and hyphens, blanks and empty text, numbers
 * stored as text, counts compared by value. RLS decides what it answers: a company's hidden products reach its
 * executives only; it is refused to the anonymous role; the page is 1 to 1000 rows whatever is asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compareProductsNaturally, type NaturallyOrdered } from '@domain/product-order.ts';
import { MANAGED_PRODUCT_COLUMNS, ManagedProduct } from '@domain/schemas/corporate-product.ts';
import { selectList } from '@domain/schemas/entity.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createRoleSet, type RoleSet } from './support/users.ts';

const DEPARTMENTS = ['Filament Yarn', 'filament yarn', 'Filament', 'Éclat', 'Zari', 'Filament Yarn ', '10', '9'];
// Spaces, hyphens and capitals that a dictionary collation weighs unlike character codes.
const FIBRES = ['Polyester Filament', 'Polyester-Cotton (PC)', 'Polyester Blend', 'PC', 'PV 80/20', 'Cotton', 'Others'];
/** The fibre types a specific type applies to (the product rules' constraint); 'Others' needs one. */
const SPECIFIED = ['Polyester Filament', 'Cotton', 'Others'];
const SPECIFICS = [null, '', 'DTY', 'dty', 'FDY', '10', '9', 'Äbc', 'Z'];
const COUNTS = [null, 0, 9, 10, 100, 1000, 9999];
const PRODUCT_COUNT = 240;

describe(`the price sheet's first page in the natural order (${TEST_DB})`, () => {
  let stack: TestStack;
  let roles: RoleSet;

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
    // Ties are frequent (few values per column), so the id decides many places; a quarter are hidden.
    const pick = <T>(values: readonly T[], i: number, step: number) => values[(i * step + (i >> 3)) % values.length];
    const rows = Array.from({ length: PRODUCT_COUNT }, (_, i) => {
      const fibre = pick(FIBRES, i, 5);
      const specific = SPECIFIED.includes(fibre) ? pick(SPECIFICS, i, 7) : null;
      return [
        pick(DEPARTMENTS, i, 3),
        fibre,
        fibre === 'Others' && !specific ? 'Not specified' : specific,
        pick(COUNTS, i, 2),
        pick(COUNTS, i, 3),
        i % 4 === 0 ? 'Hide' : 'Reveal',
      ];
    });
    await stack.db.query(
      `insert into public.corporate_products
         (company_id, department_name, fibre_type, specific_type, denier_count, filament_count, visibility_status, basic_price)
       select $1, r->>0, r->>1, r->>2, (r->>3)::int, (r->>4)::int, r->>5, 100
       from jsonb_array_elements($2::jsonb) r`,
      [roles.companyA, JSON.stringify(rows)],
    );
  }, 120_000);
  afterAll(() => stack?.close());

  /** Every product of company A in @domain's order, read as the database owner. */
  async function inDomainOrder(visibility?: 'Reveal'): Promise<string[]> {
    const { rows } = await stack.db.query<NaturallyOrdered>(
      `select id, department_name as "departmentName", fibre_type as "fibreType", specific_type as "specificType",
         denier_count as "denierCount", filament_count as "filamentCount"
       from public.corporate_products where company_id = $1 and ($2::text is null or visibility_status = $2)`,
      [roles.companyA, visibility ?? null],
    );
    return rows.sort(compareProductsNaturally).map((p) => p.id);
  }

  const firstPage = (client: TestStack['anon'], limit?: number) =>
    client
      .rpc('sheet_first_products', { p_company_id: roles.companyA, ...(limit === undefined ? {} : { p_limit: limit }) })
      .select(selectList(MANAGED_PRODUCT_COLUMNS));

  it("answers the company's executive its first products exactly in @domain's order, hidden ones included", async () => {
    const expected = await inDomainOrder();
    expect(expected).toHaveLength(PRODUCT_COUNT);

    const all = await firstPage(roles.execA.client, 1000);
    expect(all.error).toBeNull();
    const products = z.array(ManagedProduct).parse(all.data);
    expect(products.map((p) => p.id)).toEqual(expected);
    expect(products.some((p) => p.visibilityStatus === 'Hide')).toBe(true);

    const page = await firstPage(roles.execA.client);
    expect(page.error).toBeNull();
    expect(
      z
        .array(ManagedProduct)
        .parse(page.data)
        .map((p) => p.id),
    ).toEqual(expected.slice(0, 100));
  });

  it("answers anyone else the company's revealed products only, in the same order", async () => {
    const revealed = await inDomainOrder('Reveal');
    const reply = await firstPage(roles.execB.client, 1000);
    expect(reply.error).toBeNull();
    expect(
      z
        .array(ManagedProduct)
        .parse(reply.data)
        .map((p) => p.id),
    ).toEqual(revealed);
  });

  it('is refused to the anonymous role', async () => {
    const reply = await firstPage(stack.anon);
    expect(reply.data).toBeNull();
    expect(reply.error).toMatchObject({ code: '42501' });
  });

  it('answers 1 to 1000 rows whatever is asked', async () => {
    await stack.db.query(
      `insert into public.corporate_products (company_id, department_name, fibre_type)
       select $1, 'Bulk', 'Cotton' from generate_series(1, 1005)`,
      [roles.companyA],
    );
    const capped = await firstPage(roles.execA.client, 5000);
    expect(capped.data).toHaveLength(1000);
    const one = await firstPage(roles.execA.client, 0);
    expect(one.data).toHaveLength(1);
    const expected = await inDomainOrder();
    expect(
      z
        .array(ManagedProduct)
        .parse(capped.data)
        .map((p) => p.id),
    ).toEqual(expected.slice(0, 1000));
  });
});
