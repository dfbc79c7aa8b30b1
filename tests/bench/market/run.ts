/**
 * Market benchmark (issue 27, deliverable 6) on volume.ts (200 companies, 50 000 products, 1 000 000 history
 * rows, a year of daily closes). Server times (EXPLAIN ANALYZE execution time as a corporate executive, RLS on):
 * 1. the Market page's table (market_index) and a class's one-year chart (market_class_history), p50/p95, beside a
 *    primary-key read of a product in the same run. Goal: p95 < 50 ms.
 * 2. save_product_changes with 500 changed prices with the index kept incrementally (the market triggers on:
 *    members kept, classes marked for the minute job)
 *    against the same save with them off, alternating, in the same run. Goal: < 30 % added.
 *    Beside it, the time spent inside the market's statement trigger during the save (the transaction's function
 *    statistics), which is all the index adds to it since migration 20261129000500 (one insert of marks).
 * 3. the minute job (market_refresh) that recomputes the classes such a save marked, and a whole rebuild
 *    (internal.market_rebuild), the measurements behind migration 20261128010200's choice.
 * 4. the price sheet's market columns on a 50 000-product company (big-sheet.ts): the former whole read once, a
 *    1000-row page and 1000 named ids, and every product's figures through the API as the sheet asks for them.
 * Run: npx tsx tests/bench/market/run.ts [--pglite]   (PostgreSQL by default, as tests/bench/workstation)
 */
import { asRole, type Database } from '../../../supabase/local/db/database.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { startBenchStack, tempPostgres } from '../support/temp-postgres.ts';
import { ms, scans, stats, type Plan } from '../support/timing.ts';
import { BIG_SHEET, bigClaims, BIG_COMPANY, formerWholeSheetMs, seedBigSheet, sheetFillMs } from './big-sheet.ts';
import { generateMarketVolume, MARKET_COMPANY, MARKET_EXECUTIVE, MARKET_SIZES } from './volume.ts';

const RUNS = 20;
const SAVE_RUNS = 10;
const SAVE_ROWS = 500;
const GOAL = { readMs: 50, saveAddedPct: 30 };
const claims = { sub: MARKET_EXECUTIVE, role: 'authenticated', aud: 'authenticated', email: 'market.exec@bench' };
const MARKET_TRIGGERS = [
  'corporate_products_market_insert',
  'corporate_products_market_update',
  'corporate_products_market_delete',
];

/**
 * One EXPLAIN ANALYZE as the executive: execution time (ms), the plan's scans, and the time spent inside the
 * market's statement trigger during it (the function statistics of this transaction: track_functions = 'pl').
 */
async function explain(
  db: Database,
  sql: string,
  params: unknown[],
  as: typeof claims = claims,
): Promise<{ time: number; scans: string[]; triggerMs: number }> {
  const { rows: fn } = await db.query<{ oid: number }>(
    `select 'internal.market_products_changed'::regproc::oid::int as oid`,
  );
  return asRole(
    db,
    as,
    async (tx) => {
      const { rows } = await tx.query<{ 'QUERY PLAN': [{ 'Execution Time': number; Plan: Plan }] }>(
        `explain (analyze, format json) ${sql}`,
        params,
      );
      const { rows: spent } = await tx.query<{ ms: number | null }>(
        'select pg_stat_get_xact_function_total_time($1::oid) as ms',
        [fn[0].oid],
      );
      const plan = rows[0]['QUERY PLAN'][0];
      return { time: plan['Execution Time'], scans: scans(plan.Plan), triggerMs: Number(spent[0].ms ?? 0) };
    },
    { track_functions: 'pl' },
  );
}

async function readTimes(
  db: Database,
  sql: string,
  params: () => Promise<unknown[]> | unknown[],
  as: typeof claims = claims,
) {
  const times: number[] = [];
  let last: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await explain(db, sql, await params(), as);
    times.push(r.time);
    last = r.scans;
  }
  return { ...stats(times), scans: [...new Set(last)] };
}

/** 500 of company 1's products with their versions and a new price each (every run really writes). */
async function saveChanges(db: Database, run: number): Promise<unknown[]> {
  const { rows } = await db.query<{ id: string; version: string; basic_price: string }>(
    `select id, version::text, basic_price::text from public.corporate_products
     where company_id = $1 order by id limit ${SAVE_ROWS}`,
    [MARKET_COMPANY],
  );
  const changes = rows.map((r) => ({
    id: r.id,
    version: Number(r.version),
    basic_price: Math.round((Number(r.basic_price) + (run % 2 === 0 ? 1.5 : -1.5)) * 100) / 100,
  }));
  return [MARKET_COMPANY, JSON.stringify(changes)];
}

async function setMarketTriggers(db: Database, on: boolean): Promise<void> {
  for (const t of MARKET_TRIGGERS) {
    await db.exec(`alter table public.corporate_products ${on ? 'enable' : 'disable'} trigger ${t}`);
  }
}

async function saveTimes(db: Database) {
  const on: number[] = [];
  const off: number[] = [];
  const trigger: number[] = [];
  const job: number[] = [];
  const sql = 'select public.save_product_changes($1::uuid, $2::jsonb, true)';
  for (let i = 0; i < SAVE_RUNS * 2; i++) {
    const indexOn = i % 2 === 1;
    await setMarketTriggers(db, indexOn);
    const r = await explain(db, sql, await saveChanges(db, i));
    (indexOn ? on : off).push(r.time);
    if (indexOn) {
      trigger.push(r.triggerMs);
      const t = performance.now();
      await db.query('select public.market_refresh()');
      job.push(performance.now() - t);
    }
  }
  await setMarketTriggers(db, true);
  // The index was off for half the saves: rebuild it so it is whole again.
  const rebuild: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await db.query('select internal.market_rebuild()');
    rebuild.push(performance.now() - t);
  }
  return { on: stats(on), off: stats(off), trigger: stats(trigger), job: stats(job), rebuild: stats(rebuild) };
}

/** The sheet's market read on a 50 000-product company: the former whole read, one page, one batch, the fill. */
async function bigSheetTimes(stack: RunningStack) {
  const ids = await seedBigSheet(stack.db);
  const former = await formerWholeSheetMs(stack.db);
  let page = 0;
  const sql = 'select * from public.market_for_products($1, $2::uuid[], $3::uuid, 1000)';
  const keyset = await readTimes(
    stack.db,
    sql,
    () => [BIG_COMPANY, null, ids[(page++ * 7919) % (ids.length - BIG_SHEET.batch)]],
    bigClaims,
  );
  const batch = await readTimes(
    stack.db,
    sql,
    () => {
      const from = (page++ * 7919) % (ids.length - BIG_SHEET.batch);
      return [BIG_COMPANY, ids.slice(from, from + BIG_SHEET.batch), null];
    },
    bigClaims,
  );
  const fills = [];
  for (let i = 0; i < 3; i++) fills.push(await sheetFillMs(stack, ids));
  return {
    former,
    keyset,
    batch,
    first: stats(fills.map((f) => f.firstMs)),
    all: stats(fills.map((f) => f.allMs)),
    rows: fills[0].rows,
  };
}

async function main() {
  const usePglite = process.argv.includes('--pglite');
  const temp = usePglite ? 'asked for PGlite' : await tempPostgres();
  const stack = await startBenchStack(typeof temp === 'string' ? null : temp.url);
  const kind = typeof temp === 'string' ? `PGlite (${temp})` : 'PostgreSQL';
  try {
    const t0 = performance.now();
    await generateMarketVolume(stack.db);
    const counts = (
      await stack.db.query<{ products: number; history: number; closes: number; pairs: number; shown: number }>(
        `select (select count(*) from public.corporate_products)::int as products,
           (select count(*) from public.corporate_product_history)::int as history,
           (select count(*) from internal.market_closes)::int as closes,
           (select count(*) from internal.market_current)::int as pairs,
           (select count(*) from internal.market_current where mills >= 3)::int as shown`,
      )
    ).rows[0];
    console.log(`Market bench on ${kind}: volume in ${((performance.now() - t0) / 1000).toFixed(0)} s`, counts);
    const { rows: top } = await stack.db.query<{ class_key: string }>(
      `select class_key from internal.market_current where centre = 'All India' order by mills desc limit 1`,
    );
    const { rows: one } = await stack.db.query<{ id: string }>('select id from public.corporate_products limit 1');

    const pk = await readTimes(stack.db, 'select * from public.corporate_products where id = $1', () => [one[0].id]);
    const index = await readTimes(stack.db, 'select * from public.market_index()', () => []);
    const history = await readTimes(stack.db, 'select * from public.market_class_history($1, $2, 365)', () => [
      top[0].class_key,
      'All India',
    ]);
    const saves = await saveTimes(stack.db);
    const sheet = await bigSheetTimes(stack);

    const added = (saves.on.p50 / saves.off.p50 - 1) * 100;
    console.log(`\n${'figure'.padEnd(44)}${'p50'.padStart(10)}${'p95'.padStart(10)}   baseline / ratio / goal`);
    const line = (label: string, s: { p50: number; p95: number }, tail: string) =>
      console.log(`${label.padEnd(44)}${ms(s.p50)} ms${ms(s.p95)} ms   ${tail}`);
    line('primary-key read of a product (baseline)', pk, '');
    line(
      'market_index (Market table, every class)',
      index,
      `${(index.p95 / pk.p95).toFixed(1)}× pk · goal p95 < ${GOAL.readMs} ms ${index.p95 < GOAL.readMs ? 'MET' : 'NOT MET'}`,
    );
    line(
      'market_class_history (one year)',
      history,
      `${(history.p95 / pk.p95).toFixed(1)}× pk · goal p95 < ${GOAL.readMs} ms ${history.p95 < GOAL.readMs ? 'MET' : 'NOT MET'}`,
    );
    line(`save ${SAVE_ROWS} rows, index off (baseline)`, saves.off, '');
    line(
      `save ${SAVE_ROWS} rows, index on (members + marks)`,
      saves.on,
      `+${added.toFixed(1)} % (p50) · goal < ${GOAL.saveAddedPct} % ${added < GOAL.saveAddedPct ? 'MET' : 'NOT MET'}`,
    );
    line(
      '  of which the market trigger (marking)',
      saves.trigger,
      `${((saves.trigger.p50 / saves.off.p50) * 100).toFixed(1)} % of the save without it (p50)`,
    );
    line('the minute job after that save (market_refresh)', saves.job, 'off the save, each minute');
    line(
      'whole rebuild (recompute every class)',
      saves.rebuild,
      `${(saves.rebuild.p50 / saves.off.p50).toFixed(1)}× a 500-row save, every minute`,
    );
    const pages = BIG_SHEET.products / BIG_SHEET.batch;
    console.log(
      `\nthe sheet's market columns, one company of ${BIG_SHEET.products} products (${pages} requests of 1000)`,
    );
    line(
      'former market_for_products, one call (whole)',
      { p50: sheet.former, p95: sheet.former },
      'once; was asked 50×',
    );
    line('market_for_products, a 1000-row keyset page', sheet.keyset, `${(sheet.keyset.p50 / pk.p50).toFixed(0)}× pk`);
    line('market_for_products, 1000 ids', sheet.batch, '');
    line('API: the first batch answered', sheet.first, `${BIG_SHEET.inFlight} requests in flight`);
    line(
      `API: all ${pages} batches answered`,
      sheet.all,
      `${sheet.rows} rows · ${(sheet.former / sheet.all.p50).toFixed(0)}× faster than one former call`,
    );
    console.log(
      `\nscans: index ${index.scans.join(', ')} | history ${history.scans.join(', ')} | page ${sheet.keyset.scans.join(', ')}`,
    );
    console.log(`sizes: ${JSON.stringify(MARKET_SIZES)}`);
  } finally {
    await stack.close();
    if (typeof temp !== 'string') await temp.drop();
  }
}

await main();
