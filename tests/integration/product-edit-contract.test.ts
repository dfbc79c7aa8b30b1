/**
 * The product edit's contract (@domain/product-edit.ts) and the database agree, on PostgreSQL and on PGlite:
 * the bounds are read from the database when the test runs (the basic_price column's precision and scale, its
 * check constraint, the visibility check, the save function's batch limit) and compared with the domain's; and
 * the save function's own validation (internal.product_change_problem) accepts and refuses the same edits as
 * the contract's schema, at each bound and just beyond it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_EDIT_BOUNDS, PRODUCT_EDIT_COLUMNS, ProductEditColumns } from '@domain/product-edit.ts';
import { VISIBILITY_STATUSES } from '@domain/yarn.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

const PRODUCT = '00000000-0000-4000-8000-000000000001';

describe(`the product edit contract and the database (${TEST_DB})`, () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  const sql = async <R = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<R>(text, params)).rows;

  /** The check constraints of corporate_products that name a column. */
  const checksOf = async (column: string) =>
    (
      await sql<{ def: string }>(
        `select pg_get_constraintdef(k.oid) as def from pg_constraint k
         join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
         where k.conrelid = 'public.corporate_products'::regclass and k.contype = 'c' and a.attname = $1`,
        [column],
      )
    ).map((r) => r.def);

  /** Why the save function would refuse this edit of one product (null: it takes it). */
  const problem = async (columns: Record<string, unknown>) =>
    (
      await sql<{ problem: string | null }>('select internal.product_change_problem($1::jsonb) as problem', [
        JSON.stringify({ id: PRODUCT, version: 1, ...columns }),
      ])
    )[0].problem;

  it('holds basic_price to the domain’s bounds: the column’s precision and scale, and its check constraint', async () => {
    const [column] = await sql<{ precision: number; scale: number }>(
      `select numeric_precision as precision, numeric_scale as scale from information_schema.columns
       where table_schema = 'public' and table_name = 'corporate_products' and column_name = 'basic_price'`,
    );
    expect(Number(column.scale)).toBe(PRODUCT_EDIT_BOUNDS.basicPriceDecimals);
    // The largest value the column holds: 10^(precision − scale) − 10^−scale.
    const largest = 10 ** (Number(column.precision) - Number(column.scale)) - 10 ** -Number(column.scale);
    expect(Number(largest.toFixed(Number(column.scale)))).toBe(PRODUCT_EDIT_BOUNDS.basicPriceMax);

    const range = (await checksOf('basic_price')).find((def) => /basic_price >= /.test(def) && /<= /.test(def));
    expect(range, 'a check constraint bounds basic_price').toBeDefined();
    expect(Number(/basic_price >= \(?(-?[\d.]+)/.exec(range!)?.[1])).toBe(PRODUCT_EDIT_BOUNDS.basicPriceMin);
    expect(Number(/basic_price <= \(?([\d.]+)/.exec(range!)?.[1])).toBe(PRODUCT_EDIT_BOUNDS.basicPriceMax);
  });

  it('allows the visibilities the domain allows', async () => {
    // The check that lists the values (the zero-price safety net names 'Reveal' too).
    const list = (await checksOf('visibility_status')).find((def) => def.includes('ANY'));
    expect(list, 'a check constraint lists the visibilities').toBeDefined();
    expect([...list!.matchAll(/'([^']+)'::text/g)].map((m) => m[1]).sort()).toEqual([...VISIBILITY_STATUSES].sort());
  });

  it('takes as many changes in one save as the domain says', async () => {
    const [{ def }] = await sql<{ def: string }>(
      `select pg_get_functiondef('public.save_product_changes(uuid, jsonb, boolean)'::regprocedure) as def`,
    );
    expect(Number(/jsonb_array_length\(p_changes\) not between 1 and (\d+)/.exec(def)?.[1])).toBe(
      PRODUCT_EDIT_BOUNDS.changesPerSave,
    );
  });

  it('accepts and refuses the same edits as the contract’s schema, at each bound and just beyond it', async () => {
    const { basicPriceMin: min, basicPriceMax: max } = PRODUCT_EDIT_BOUNDS;
    const edits: Record<string, unknown>[] = [
      { basic_price: min },
      { basic_price: max },
      { basic_price: null },
      { basic_price: 1234.5 },
      { basic_price: 0.29 },
      { basic_price: min - 0.01 },
      { basic_price: Math.round((max + 0.01) * 100) / 100 },
      { basic_price: 1e9 },
      { basic_price: 12.345 },
      { basic_price: '12' },
      ...VISIBILITY_STATUSES.map((status) => ({ visibility_status: status })),
      { visibility_status: 'Revealed' },
      { basic_price: 10, visibility_status: 'Hide' },
      {},
      { basic_price: 10, fibre_type: 'Cotton' },
    ];
    for (const edit of edits) {
      const database = (await problem(edit)) === null;
      expect({ edit, accepted: ProductEditColumns.safeParse(edit).success }).toEqual({ edit, accepted: database });
    }
    // Every editable field the domain names is one the save function takes.
    for (const column of Object.values(PRODUCT_EDIT_COLUMNS)) {
      expect(await problem({ [column]: column === 'basic_price' ? 1 : VISIBILITY_STATUSES[0] })).toBeNull();
    }
  });
});
