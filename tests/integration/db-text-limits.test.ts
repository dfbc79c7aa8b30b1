/**
 * Every free-text column has a length limit in the database (issue 24, deliverable 6), the one of
 * @domain/text-limits.ts. The columns are listed from pg_catalog when the test runs, so a text column added
 * later without a limit (or a reason to go without one) fails here:
 * - each public text, text[] or jsonb column is limited, bounded by a list or pattern of values, computed, or
 *   named in TEXT_COLUMNS_WRITTEN_BY_THE_SYSTEM;
 * - each limit's constraints hold the domain's numbers, and a copy of the table refuses one character more;
 * - through the API, as the people who write them, the over-long texts the issue met are refused with the
 *   form's own words (userMessage): a 5.4 MB news article, a 5 MB vendor note, and more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooLong } from '@domain/messages.ts';
import { userMessage } from '@domain/server-errors.ts';
import { TEXT_COLUMNS_WRITTEN_BY_THE_SYSTEM, TEXT_LIMITS, type TextLimit } from '@domain/text-limits.ts';
import type { Queryable } from '../../supabase/local/db/database.ts';
import { vendorBid } from './support/rows.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import { createCompany, createUser, type TestUser } from './support/users.ts';

interface TextColumn {
  table: string;
  column: string;
  type: string;
  generated: boolean;
  /** The single-column checks that bound it to a list or a pattern of values. */
  bounded: boolean;
}

class RolledBack extends Error {}

describe(`text limits (${TEST_DB})`, () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  const textColumns = async () =>
    (
      await stack.db.query<TextColumn>(`
        select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
          a.attgenerated <> '' as generated,
          exists (
            select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'c' and k.conkey = array[a.attnum]
              and pg_get_constraintdef(k.oid) ~ '(= ANY \\(ARRAY\\[|is_department\\(|= ''[^'']*''::text\\)|\\{[0-9,]+\\}\\$'')'
              and pg_get_constraintdef(k.oid) !~ '[*+]\\$'
          ) as bounded
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and a.atttypid in ('text'::regtype, 'varchar'::regtype, 'text[]'::regtype, 'varchar[]'::regtype,
            'jsonb'::regtype, 'json'::regtype)
        order by 1, 2`)
    ).rows;

  const systemReason = (table: string, column: string) =>
    TEXT_COLUMNS_WRITTEN_BY_THE_SYSTEM[`${table}.${column}`] ?? TEXT_COLUMNS_WRITTEN_BY_THE_SYSTEM[`${table}.*`];

  it('every free-text column has a limit, or is bounded, computed or written only by the system', async () => {
    const unlimited = (await textColumns())
      .filter((c) => !TEXT_LIMITS.some((l) => l.table === c.table && l.column === c.column))
      .filter((c) => !c.generated && !c.bounded && !systemReason(c.table, c.column))
      .map((c) => `${c.table}.${c.column} (${c.type})`);
    expect(unlimited).toEqual([]);
  });

  it('each limit of @domain/text-limits.ts is a validated constraint of the same number', async () => {
    const { rows } = await stack.db.query<{ name: string; def: string; validated: boolean }>(
      `select conname as name, pg_get_constraintdef(oid) as def, convalidated as validated from pg_constraint
       where connamespace = 'public'::regnamespace and contype = 'c' and conname ~ '_(length|not_blank|items)$'`,
    );
    const byName = new Map(rows.map((r) => [r.name, r]));
    const problems: string[] = [];
    const expectConstraint = (name: string, number: number | null) => {
      const found = byName.get(name);
      if (!found) return problems.push(`${name}: missing`);
      if (!found.validated) problems.push(`${name}: not validated`);
      if (number !== null && !new RegExp(`<= ${number}\\)`).test(found.def)) problems.push(`${name}: ${found.def}`);
    };
    for (const l of TEXT_LIMITS) {
      expectConstraint(`${l.table}_${l.column}_length`, l.max);
      if (l.required) expectConstraint(`${l.table}_${l.column}_not_blank`, null);
      if (l.maxItems) expectConstraint(`${l.table}_${l.column}_items`, l.maxItems);
    }
    expect(problems).toEqual([]);
  });

  /** The code and message of `sql` in a savepoint, or null when it succeeded. */
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

  /** A value of `length` characters in the column's shape (a list holds one such value). */
  const valueOf = (l: TextLimit, length: number) =>
    l.shape === 'list'
      ? ['x'.repeat(length)]
      : l.shape === 'json'
        ? JSON.stringify({ note: 'x'.repeat(Math.max(0, length - 12)) })
        : 'x'.repeat(length);

  /**
   * In a temporary copy of the table keeping only the column's limits and no NOT NULL: the limit goes in,
   * one more character is refused by <table>_<column>_length, worded as the form words it.
   */
  it('a copy of each table takes the limit and refuses one character more, in the form’s words', async () => {
    const problems: string[] = [];
    for (const l of TEXT_LIMITS) {
      await stack.db
        .transaction(async (tx) => {
          await tx.query(`create temp table text_probe (like public.${l.table} including constraints)`);
          const { rows: checks } = await tx.query<{ name: string }>(
            `select conname as name from pg_constraint where conrelid = 'text_probe'::regclass and contype = 'c'
               and conname !~ $1`,
            [`^${l.table}_${l.column}_(length|not_blank|items)$`],
          );
          for (const c of checks) await tx.query(`alter table text_probe drop constraint "${c.name}"`);
          const { rows: required } = await tx.query<{ name: string }>(
            `select attname as name from pg_attribute where attrelid = 'text_probe'::regclass and attnum > 0 and attnotnull`,
          );
          for (const c of required) await tx.query(`alter table text_probe alter column "${c.name}" drop not null`);
          const insert = (value: unknown) => attempt(tx, `insert into text_probe ("${l.column}") values ($1)`, [value]);
          const fits = await insert(valueOf(l, l.max));
          if (fits) problems.push(`${l.table}.${l.column}: ${l.max} characters refused: ${fits.message}`);
          const over = await insert(valueOf(l, l.max + 1));
          if (!over) problems.push(`${l.table}.${l.column}: ${l.max + 1} characters stored`);
          else if (userMessage(over) !== tooLong(l.label, l.max))
            problems.push(`${l.table}.${l.column}: ${userMessage(over)}`);
          throw new RolledBack();
        })
        .catch((e: unknown) => {
          if (!(e instanceof RolledBack)) throw e;
        });
    }
    expect(problems).toEqual([]);
  });

  describe('through the API, as the people who write them', () => {
    let admin: TestUser;
    let exec: TestUser;
    let vendor: TestUser;
    let member: TestUser;
    let company: string;

    beforeAll(async () => {
      company = await createCompany(stack);
      admin = await createUser(stack, { staff: 'admin' });
      exec = await createUser(stack, { membership: 'Corporate Member', executiveOf: company });
      vendor = await createUser(stack, { vendorOf: [{ companyId: company, department: 'trims' }] });
      member = await createUser(stack);
    });

    it('refuses a 5.4 MB news article, and takes one of 20,000 characters', async () => {
      const huge = 'Cotton prices eased in Surat. '.repeat(180_000);
      expect(huge.length).toBeGreaterThan(5_000_000);
      const refused = await admin.client.from('news_items').insert({ headline: 'Market update', content: huge });
      expect(refused.error?.code).toBe('23514');
      expect(userMessage(refused.error)).toBe('Content must be 20,000 characters or less.');
      const fits = await admin.client.from('news_items').insert({ headline: 'Long read', content: 'x'.repeat(20_000) });
      expect(fits.error).toBeNull();
    });

    it('refuses a vendor’s 5 MB note instead of cutting it', async () => {
      const { data: rfq, error } = await exec.client
        .from('sourcing_requests')
        .insert({ user_id: exec.id, company_id: company, department: 'trims', custom_item: 'Zips', quantity: '500' })
        .select('id')
        .single();
      if (error) throw new Error(error.message);
      const round = await exec.client.rpc('start_next_bid_round', { p_rfq_id: rfq.id });
      if (round.error) throw new Error(round.error.message);
      const { id: roundId, round_number: roundNumber } = round.data as unknown as { id: string; round_number: number };
      const bid = (notes: string) =>
        vendor.client.from('sourcing_bids').insert(
          vendorBid({
            sourcing_request_id: rfq.id,
            vendor_user_id: vendor.id,
            quoted_price: 10,
            delivery_time_days: 7,
            round_id: roundId,
            round_number: roundNumber,
            vendor_notes: notes,
          }),
        );
      const refused = await bid('n'.repeat(5 * 1024 * 1024));
      expect(userMessage(refused.error)).toBe('Notes must be 2,000 characters or less.');
      const { count } = await stack.service
        .from('sourcing_bids')
        .select('id', { count: 'exact', head: true })
        .eq('vendor_user_id', vendor.id);
      expect(count).toBe(0);
      expect((await bid('n'.repeat(2000))).error).toBeNull();
    });

    it('refuses over-long company details, RFQ descriptions, profile places and yarn lists', async () => {
      const address = await admin.client
        .from('company_details')
        .update({ address: 'a'.repeat(501) })
        .eq('id', company);
      expect(userMessage(address.error)).toBe('Address must be 500 characters or less.');
      const rfq = await exec.client.from('sourcing_requests').insert({
        user_id: exec.id,
        company_id: company,
        department: 'trims',
        custom_item: 'Labels',
        quantity: '100',
        description: 'd'.repeat(2001),
      });
      expect(userMessage(rfq.error)).toBe('Description must be 2,000 characters or less.');
      const city = await member.client
        .from('yarnconnect_free')
        .update({ city: 'c'.repeat(101) })
        .eq('id', member.id);
      expect(userMessage(city.error)).toBe('City must be 100 characters or less.');
      const yarns = Array.from({ length: 51 }, (_, i) => `Yarn ${i}`);
      const list = await member.client.from('yarnconnect_free').update({ my_yarns: yarns }).eq('id', member.id);
      expect(userMessage(list.error)).toBe('You can list at most 50 yarns.');
      const blank = await admin.client.from('news_snippets').insert({ headline: '   ', snippet_content: 'Prices up' });
      expect(userMessage(blank.error)).toBe('Headline is required.');
    });
  });
});
