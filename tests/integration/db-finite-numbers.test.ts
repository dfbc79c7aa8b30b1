/**
 * No NaN or ±Infinity where money or quantities are stored (issue 30). The columns and functions are
 * listed from pg_catalog when the test runs, so a column or function added later is covered too:
 * - every numeric/real/double precision column of the public and internal tables has its
 *   <table>_<column>_finite constraint, and a copy of the table's constraints refuses 'NaN' there (and
 *   ±Infinity where the type can hold it) while it takes a finite value;
 * - every function taking such a number is listed below with a probe that gets NaN and ±Infinity refused
 *   with a clear message;
 * - and writes through the API meet the same refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFinite } from '@domain/numbers.ts';
import type { Queryable } from '../../supabase/local/db/database.ts';
import { vendorBid } from './support/rows.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createCompany, createUser, type TestUser } from './support/users.ts';

interface NumberColumn {
  schema: string;
  table: string;
  column: string;
  /** real, double precision or numeric; `bounded` when a numeric has a precision (it cannot hold Infinity). */
  type: string;
  bounded: boolean;
  array: boolean;
}

const NOT_FINITE = ['NaN', 'Infinity', '-Infinity'] as const;
/** Finite values tried until one passes the column's own rules (a price > 0, plys 1–16, a percentage …). */
const FINITE_CANDIDATES = ['1', '0', '10', '0.01', '50', '100'];

class RolledBack extends Error {}

describe(`finite numbers only (${TEST_DB})`, () => {
  let stack: TestStack;
  let company: string;
  let exec: TestUser;
  let vendor: TestUser;
  let member: TestUser;
  /** An RFQ whose bidding has not started: the probe of start_next_bid_round must leave it so. */
  let pendingRfq: string;

  beforeAll(async () => {
    stack = await startTestStack();
    company = await createCompany(stack);
    exec = await createUser(stack, { membership: 'Corporate Member', executiveOf: company });
    vendor = await createUser(stack, { vendorOf: [{ companyId: company, department: 'trims' }] });
    member = await createUser(stack, { membership: 'Paid Member', credits: 5 });
    const { data, error } = await exec.client
      .from('sourcing_requests')
      .insert({ user_id: exec.id, company_id: company, department: 'trims', custom_item: 'Tags', quantity: '100' })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    pendingRfq = data.id;
    // A round for the probe of internal.check_vendor_bid.
    await exec.client.rpc('start_next_bid_round', { p_rfq_id: (await otherRfq()).id });
  });

  async function otherRfq() {
    const { data, error } = await exec.client
      .from('sourcing_requests')
      .insert({ user_id: exec.id, company_id: company, department: 'trims', custom_item: 'Labels', quantity: '50' })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return data;
  }
  afterAll(() => stack?.close());

  /** Runs `fn` in a transaction that is always rolled back. */
  async function rolledBack<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    let result: T | undefined;
    await stack.db
      .transaction(async (tx) => {
        result = await fn(tx);
        throw new RolledBack();
      })
      .catch((e: unknown) => {
        if (!(e instanceof RolledBack)) throw e;
      });
    return result as T;
  }

  /** The error code and message of `sql` in a savepoint, or null when it succeeded. */
  async function attempt(tx: Queryable, sql: string, params: unknown[] = []) {
    await tx.query('savepoint attempt');
    try {
      await tx.query(sql, params);
      await tx.query('release savepoint attempt');
      return null;
    } catch (e) {
      await tx.query('rollback to savepoint attempt');
      return { code: (e as { code?: string }).code, message: (e as Error).message };
    }
  }

  const numberColumns = async () =>
    (
      await stack.db.query<NumberColumn>(`
        select n.nspname as schema, c.relname as table, a.attname as column,
          coalesce(e.typname, t.typname) as type,
          coalesce(e.typname, t.typname) = 'numeric' and a.atttypmod <> -1 as bounded,
          e.oid is not null as array
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_type t on t.oid = a.atttypid
        left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
        where n.nspname in ('public', 'internal') and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and coalesce(e.typname, t.typname) in ('numeric', 'float4', 'float8')
        order by 1, 2, 3`)
    ).rows;

  it('lists the columns that hold money and quantities', async () => {
    const columns = (await numberColumns()).map((c) => `${c.schema}.${c.table}.${c.column}`);
    expect(columns).toEqual(
      expect.arrayContaining([
        'public.sourcing_bids.quoted_price',
        'public.sourcing_requests.target_price',
        'public.corporate_products.basic_price',
        'public.customer_bids.bid_price',
        'internal.round_figures.best_price',
      ]),
    );
  });

  it('every such column has its <table>_<column>_finite constraint and refuses NaN (and ±Infinity where it fits)', async () => {
    const problems: string[] = [];
    for (const col of await numberColumns()) {
      const where = `${col.schema}.${col.table}.${col.column}`;
      const named = await stack.db.query(
        `select 1 from pg_constraint where conrelid = $1::regclass and contype = 'c' and conname like '%\\_finite'
           and conkey = array[(select attnum from pg_attribute where attrelid = $1::regclass and attname = $2)]`,
        [`${col.schema}.${col.table}`, col.column],
      );
      if (named.rows.length === 0) problems.push(`${where}: no ${col.table}_${col.column}_finite constraint`);
      problems.push(...(await probeColumn(col)));
    }
    expect(problems).toEqual([]);
  });

  /**
   * A temporary copy of the table with its check constraints, keeping only the column's own checks and
   * no NOT NULL (so the probe row needs nothing else): a finite value goes in, a non-finite one is refused.
   */
  function probeColumn(col: NumberColumn): Promise<string[]> {
    const where = `${col.schema}.${col.table}.${col.column}`;
    return rolledBack(async (tx) => {
      await tx.query(`create temp table finite_probe (like "${col.schema}"."${col.table}" including constraints)`);
      const { rows: checks } = await tx.query<{ name: string; mine: boolean }>(
        `select conname as name,
           conkey @> array[(select attnum from pg_attribute where attrelid = c.conrelid and attname = $1)] as mine
         from pg_constraint c where conrelid = 'finite_probe'::regclass and contype = 'c'`,
        [col.column],
      );
      for (const check of checks.filter((c) => !c.mine))
        await tx.query(`alter table finite_probe drop constraint "${check.name}"`);
      const { rows: required } = await tx.query<{ name: string }>(
        `select attname as name from pg_attribute where attrelid = 'finite_probe'::regclass and attnum > 0 and attnotnull`,
      );
      for (const c of required) await tx.query(`alter table finite_probe alter column "${c.name}" drop not null`);

      // An array of numbers is probed with a one-element array: its check must look at each element.
      const cast = col.array ? `array[$1::${col.type}]` : `$1::${col.type}`;
      const insert = (value: string) =>
        attempt(tx, `insert into finite_probe ("${col.column}") values (${cast})`, [value]);
      const finite = [];
      for (const value of FINITE_CANDIDATES) {
        finite.push(await insert(value));
        if (finite.at(-1) === null) break;
      }
      if (finite.at(-1) !== null) return [`${where}: takes none of ${FINITE_CANDIDATES.join(', ')}`];
      const problems: string[] = [];
      for (const value of col.bounded ? ['NaN'] : NOT_FINITE) {
        const refused = await insert(value);
        if (refused?.code !== '23514') problems.push(`${where}: ${value} → ${refused ? refused.message : 'stored'}`);
      }
      // A numeric with a precision cannot hold Infinity at all (22003): still refused, by the type.
      if (col.bounded && (await insert('Infinity'))?.code !== '22003') problems.push(`${where}: Infinity stored`);
      return problems;
    });
  }

  /**
   * Each function taking a number, by its signature, with what it answers to NaN, Infinity and -Infinity.
   * A new function taking a number fails the first test below until it is listed here with its probe.
   */
  const functionProbes: Record<string, (value: string) => Promise<{ code?: string; message: string } | null>> = {
    'internal.is_finite(numeric)': (value) =>
      sqlReply(`select case when internal.is_finite($1::numeric) then 1 else 1 / 0 end`, [value]),
    'internal.require_finite(numeric,text)': (value) =>
      sqlReply(`select internal.require_finite($1::numeric, 'Amount')`, [value]),
    'internal.format_money(numeric,text)': (value) => sqlReply(`select internal.format_money($1, 'INR')`, [value]),
    'internal.bid_step_text(text,numeric,text)': (value) =>
      sqlReply(`select internal.bid_step_text('percent', $1, 'INR')`, [value]),
    'internal.next_bid_ceiling(numeric,text,numeric)': (value) =>
      sqlReply(`select internal.next_bid_ceiling($1, 'percent', 0.5)`, [value]),
    'internal.check_vendor_bid(sourcing_bid_rounds,uuid,numeric,text)': (value) =>
      sqlReply(
        `select internal.check_vendor_bid(row(r.*)::public.sourcing_bid_rounds, $2, $1, 'INR')
         from public.sourcing_bid_rounds r limit 1`,
        [value, vendor.id],
      ),
    'public.start_next_bid_round(uuid,text,timestamp with time zone,boolean,text,numeric,integer)': async (value) =>
      (await exec.client.rpc('start_next_bid_round', { p_rfq_id: pendingRfq, p_bid_step: value as unknown as number }))
        .error,
    'public.set_company_price_check(uuid,numeric)': async (value) =>
      (
        await exec.client.rpc('set_company_price_check', {
          p_company_id: company,
          p_max_change_pct: value as unknown as number,
        })
      ).error,
    'internal.market_move_pct(numeric,numeric)': (value) =>
      sqlReply(`select internal.market_move_pct(100, $1)`, [value]),
    'internal.market_rupees(numeric)': (value) => sqlReply(`select internal.market_rupees($1)`, [value]),
    'public.place_corporate_bid(uuid,numeric,integer)': async (value) =>
      (
        await member.client.rpc('place_corporate_bid', {
          p_product_id: crypto.randomUUID(),
          p_bid_price: value as unknown as number,
          p_bid_quantity: 10,
        })
      ).error,
  };
  const expectedRefusal: Record<string, { code: string; message: string }> = {
    // is_finite answers false: the probe turns that into a division by zero to see it.
    'internal.is_finite(numeric)': { code: '22012', message: 'division by zero' },
    'internal.require_finite(numeric,text)': { code: '22023', message: notFinite('Amount') },
    'internal.format_money(numeric,text)': { code: '22023', message: notFinite('Amount') },
    'internal.bid_step_text(text,numeric,text)': { code: '22023', message: notFinite('Minimum step') },
    'internal.next_bid_ceiling(numeric,text,numeric)': { code: '22023', message: notFinite('Current quote') },
    'internal.check_vendor_bid(sourcing_bid_rounds,uuid,numeric,text)': {
      code: '22023',
      message: notFinite('Quoted price'),
    },
    'public.start_next_bid_round(uuid,text,timestamp with time zone,boolean,text,numeric,integer)': {
      code: '22023',
      message: notFinite('Minimum step'),
    },
    'public.set_company_price_check(uuid,numeric)': { code: '22023', message: notFinite('The price check') },
    'internal.market_move_pct(numeric,numeric)': { code: '22023', message: notFinite('Price') },
    'internal.market_rupees(numeric)': { code: '22023', message: notFinite('Amount') },
    'public.place_corporate_bid(uuid,numeric,integer)': { code: '22023', message: 'Please enter a valid bid price.' },
  };

  async function sqlReply(sql: string, params: unknown[]) {
    try {
      await stack.db.query(sql, params);
      return null;
    } catch (e) {
      return { code: (e as { code?: string }).code, message: (e as Error).message };
    }
  }

  it('every function taking a number is probed here', async () => {
    const { rows } = await stack.db.query<{ signature: string }>(`
      select n.nspname || '.' || p.proname || '(' ||
        (select string_agg(format_type(t, null), ',' order by i) from unnest(p.proargtypes::oid[]) with ordinality a(t, i))
        || ')' as signature
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'internal')
        and exists (
          select 1 from unnest(p.proargtypes::oid[]) t join pg_type ty on ty.oid = t
          where ty.typname in ('numeric', 'float4', 'float8', '_numeric', '_float4', '_float8')
        )
      order by 1`);
    expect(rows.map((r) => r.signature).sort()).toEqual(Object.keys(functionProbes).sort());
  });

  it('every function taking a number refuses NaN and ±Infinity with a clear message', async () => {
    for (const [signature, probe] of Object.entries(functionProbes)) {
      for (const value of NOT_FINITE) {
        expect(await probe(value), `${signature} with ${value}`).toMatchObject(expectedRefusal[signature]);
      }
    }
  });

  describe('through the API', () => {
    async function openRfq() {
      const { data: rfq, error } = await exec.client
        .from('sourcing_requests')
        .insert({ user_id: exec.id, company_id: company, department: 'trims', custom_item: 'Hooks', quantity: '100' })
        .select('id')
        .single();
      if (error) throw new Error(error.message);
      const { data: round } = await exec.client.rpc('start_next_bid_round', { p_rfq_id: rfq.id });
      return { rfqId: rfq.id, round: round as { id: string; round_number: number } };
    }

    it('a bid of NaN or ±Infinity is refused and nothing is stored', async () => {
      const { rfqId, round } = await openRfq();
      const refusals = [];
      for (const value of NOT_FINITE) {
        const { error } = await vendor.client.from('sourcing_bids').insert(
          vendorBid({
            sourcing_request_id: rfqId,
            vendor_user_id: vendor.id,
            quoted_price: value as unknown as number,
            delivery_time_days: 5,
            round_id: round.id,
            round_number: round.round_number,
          }),
        );
        refusals.push(error && { code: error.code, message: error.message });
      }
      expect(refusals).toEqual([
        { code: '22023', message: notFinite('Quoted price') },
        // numeric(12, 2) cannot hold an infinity: PostgreSQL refuses it as the value is read.
        { code: '22003', message: 'numeric field overflow' },
        { code: '22003', message: 'numeric field overflow' },
      ]);
      const { data } = await exec.client.from('sourcing_bids').select('id').eq('sourcing_request_id', rfqId);
      expect(data).toEqual([]);
    });

    it('a target price or a quantity of NaN is refused by its constraint', async () => {
      const { rfqId } = await openRfq();
      const target = await exec.client
        .from('sourcing_requests')
        .update({ target_price: 'NaN' as unknown as number })
        .eq('id', rfqId);
      expect(target.error).toMatchObject({ code: '23514' });
      expect(target.error?.message).toContain('sourcing_requests_target_price_finite');

      const offer = await member.client
        .from('sales_offers')
        .insert({ user_id: member.id, fibre_type: 'Nylon', price: 150, quantity_kgs: 'NaN' as unknown as number });
      expect(offer.error).toMatchObject({ code: '23514' });
      expect(offer.error?.message).toContain('sales_offers_quantity_kgs_finite');

      const enquiry = await member.client.from('purchase_enquiries').insert({
        user_id: member.id,
        fibre_type: 'Cotton',
        quantity_required_kgs: 'NaN' as unknown as number,
      });
      expect(enquiry.error).toMatchObject({ code: '23514' });
      expect(enquiry.error?.message).toContain('purchase_enquiries_quantity_required_kgs_finite');
    });
  });
});
