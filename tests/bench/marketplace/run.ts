/**
 * Directory and board list benchmark at volume: loads 100k members, 50k products, 200k enquiries and
 * 100k offers (tests/bench/generate) into a throw-away PostgreSQL database, then measures server time
 * (EXPLAIN ANALYZE execution time) and end-to-end time through /rest/v1 for directory searches and the
 * enquiry list: p50 and p95 over RUNS runs, beside a primary-key lookup measured in the same run, and
 * the indexes the plans use. Goal: p95 server time under 50 ms.
 * Run: npx tsx tests/bench/marketplace/run.ts   (PostgreSQL only, 127.0.0.1 only, under 4 minutes)
 */
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import { startBenchStack, tempPostgres } from '../support/temp-postgres.ts';
import { ms, restTime, serverTime, type RestRequest } from '../support/timing.ts';
import { BENCH_SIZES, benchId, generateVolume } from '../generate/index.ts';

const RUNS = 20;
const GOAL_MS = 50;
const DEADLINE = Date.now() + 225_000;

/** One measured operation: the SQL the server runs (for EXPLAIN) and the same read through the API. */
interface Scenario {
  name: string;
  sql: string;
  params: unknown[];
  rest: RestRequest;
}

/**
 * A list RPC (server time of the whole call) and the two queries it runs, whose plans show the index
 * use inside the function: the page's ids and the count (exact, or capped for the boards, which
 * estimate larger totals).
 */
function list(
  rpc: string,
  table: string,
  visible: string,
  match: string,
  order: string,
  term: string | null,
  offset: number,
  countCap: number | null,
): Scenario[] {
  const label = `${rpc} ${term ? `"${term}"` : '(all)'} offset ${offset}`;
  const where = `${visible} and ${term ? `${match} like internal.contains_pattern($1)` : '$1::text is null'}`;
  const rest = { method: 'POST' as const, path: `/rest/v1/rpc/${rpc}`, body: { p_term: term, p_offset: offset } };
  return [
    { name: `${label}: rpc`, sql: `select public.${rpc}($1, $2, 100)`, params: [term, offset], rest },
    {
      name: `${label}: page ids`,
      sql: `select id from public.${table} where ${where} order by ${order} offset $2 limit 100`,
      params: [term, offset],
      rest,
    },
    {
      name: `${label}: count`,
      sql: countCap
        ? `select count(*) from (select 1 from public.${table} where ${where} and $2::int >= 0 limit ${countCap + 1}) c`
        : `select count(*) from public.${table} where ${where} and $2::int >= 0`,
      params: [term, offset],
      rest,
    },
  ];
}

const directory = (term: string | null, offset: number) =>
  list(
    'search_directory',
    'yarnconnect_free',
    'list_in_directory',
    'directory_search',
    'member_name, id',
    term,
    offset,
    null,
  );
const enquiries = (term: string | null, offset: number) =>
  list(
    'search_purchase_enquiries',
    'purchase_enquiries',
    'true',
    'search_text',
    'updated_at desc, id desc',
    term,
    offset,
    1000,
  );

/** The enquiry list through .from() (PostgREST builds every row's JSON up to the page, skipped rows included). */
function enquiriesFrom(term: string | null, offset: number): Scenario {
  const filter = term ? `&search_text=ilike.*${encodeURIComponent(term)}*` : '';
  return {
    name: `.from(purchase_enquiries) ${term ? `"${term}"` : '(all)'} offset ${offset}`,
    sql: `select to_json(e) from public.purchase_enquiries e where ${term ? "search_text ilike '%' || $1 || '%'" : '$1::text is null'}
      order by updated_at desc offset $2 limit 100`,
    params: [term, offset],
    rest: {
      method: 'GET',
      path: `/rest/v1/purchase_enquiries?select=*${filter}&order=updated_at.desc&offset=${offset}&limit=100`,
      count: true,
    },
  };
}

const BASELINE: Scenario = {
  name: 'baseline: enquiry by primary key',
  sql: 'select * from public.purchase_enquiries where id = $1',
  params: [],
  rest: { method: 'GET', path: '/rest/v1/purchase_enquiries?select=*&id=eq.' },
};

const SCENARIOS: Scenario[] = [
  ...directory(null, 0),
  ...directory(null, 89_900),
  ...directory('member 4242', 0),
  ...directory('tamil nadu', 0),
  ...directory('tamil nadu', 11_000),
  ...directory('district 17', 0),
  ...directory('yarn supplier', 0),
  ...enquiries(null, 0),
  ...enquiries(null, 100_000),
  ...enquiries('cotton', 0),
  ...enquiries('enq-00012', 0),
  ...enquiries('viscose', 20_000),
  enquiriesFrom(null, 0),
  enquiriesFrom('cotton', 0),
  enquiriesFrom(null, 100_000),
];

async function main(): Promise<void> {
  const temp = await tempPostgres();
  if (typeof temp === 'string') {
    console.log(`skipped: ${temp}`);
    return;
  }
  const stack = await startBenchStack(temp.url);
  try {
    const loadStarted = Date.now();
    await generateVolume(stack.db, BENCH_SIZES);
    // Index-only scans need the visibility map that vacuum sets.
    await stack.db.exec('vacuum analyze');
    console.log(`loaded ${JSON.stringify(BENCH_SIZES)} in ${((Date.now() - loadStarted) / 1000).toFixed(0)} s\n`);

    // Member 4 is a Paid Member (every 4th is): it may search the directory.
    const token = await signJwt(
      {
        sub: benchId('member', 4),
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 3600,
      },
      stack.config.jwtSecret,
    );
    const { rows: ids } = await stack.db.query<{ id: string }>('select id from public.purchase_enquiries limit 200');
    let pick = 0;
    const nextId = () => ids[pick++ % ids.length].id;

    const base = await serverTime(stack.db, BASELINE.sql, () => [nextId()], RUNS);
    const baseRest = await restTime(stack, token, BASELINE.rest, RUNS, nextId);
    console.log('server = EXPLAIN ANALYZE execution time; api = end-to-end through /rest/v1 (same request for a');
    console.log("scenario's rows); x = p95 / baseline p95. Times in ms over", RUNS, 'runs.\n');
    console.log(
      `${'scenario'.padEnd(52)} ${'srv p50'.padStart(8)} ${'srv p95'.padStart(8)} ${'x'.padStart(6)} ${'api p50'.padStart(8)} ${'api p95'.padStart(8)} ${'x'.padStart(6)}  scans`,
    );
    console.log(
      `${BASELINE.name.padEnd(52)} ${ms(base.p50)} ${ms(base.p95)} ${'1.0'.padStart(6)} ${ms(baseRest.p50)} ${ms(baseRest.p95)} ${'1.0'.padStart(6)}  ${base.scans.join(', ')}`,
    );

    const misses: string[] = [];
    const restDone = new Map<string, { p50: number; p95: number }>();
    for (const s of SCENARIOS) {
      if (Date.now() > DEADLINE) {
        console.log(`${s.name.padEnd(52)} skipped: time budget spent`);
        continue;
      }
      const srv = await serverTime(stack.db, s.sql, () => s.params, RUNS);
      const key = `${s.rest.method} ${s.rest.path} ${JSON.stringify(s.rest.body ?? null)}`;
      const api = restDone.get(key) ?? (await restTime(stack, token, s.rest, RUNS));
      const fresh = !restDone.has(key);
      restDone.set(key, api);
      if (srv.p95 > GOAL_MS) misses.push(`${s.name} (server p95 ${srv.p95.toFixed(1)} ms)`);
      const apiCols = fresh
        ? `${ms(api.p50)} ${ms(api.p95)} ${(api.p95 / baseRest.p95).toFixed(1).padStart(6)}`
        : `${'"'.padStart(8)} ${'"'.padStart(8)} ${''.padStart(6)}`;
      console.log(
        `${s.name.padEnd(52)} ${ms(srv.p50)} ${ms(srv.p95)} ${(srv.p95 / base.p95).toFixed(1).padStart(6)} ${apiCols}  ${srv.scans.join(', ')}`,
      );
    }
    console.log(
      misses.length === 0
        ? `\nall server p95 under ${GOAL_MS} ms`
        : `\nserver p95 over ${GOAL_MS} ms:\n  ${misses.join('\n  ')}`,
    );
  } finally {
    await stack.close();
    await temp.drop();
  }
}

await main();
