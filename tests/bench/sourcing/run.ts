/**
 * Sourcing benchmark (issue 13): 200 RFQs × 50 vendors × 5 rounds (50,000 bids) on one company's trims desk.
 * 1. Server time (EXPLAIN ANALYZE execution time, run as the company's executive so RLS applies) of the
 *    dashboard overview (sourcing_overview) and of one RFQ's comparison-matrix read (its 250 bids with
 *    vendor names, as the REST embed reads them), plus the vendor's views; p50/p95 over RUNS runs beside a
 *    primary-key read in the same run, with the scans the plans use, and the same reads end to end through
 *    /rest/v1. On PostgreSQL, then on PGlite (the embedded default). Goal: server p95 < 50 ms.
 * 2. Matrix render in Chromium against the production build: from pressing 'Comparison matrix' to the
 *    50 × 5 matrix painted (its bids already loaded), beside a 2-vendor matrix in the same run. Goal < 200 ms.
 * Run: npx tsx tests/bench/sourcing/run.ts [--no-pglite] [--no-browser] [--browser-only]   (about 5 minutes)
 */
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database as Schema } from '@domain/database.ts';
import { DEMO_SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts';
import { asRole, type Database } from '../../../supabase/local/db/database.ts';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { startBenchStack, tempPostgres } from '../support/temp-postgres.ts';
import { buildAndPreview } from '../support/web-preview.ts';
import { BENCH_COMPANY, BENCH_EXECUTIVE, benchVendor, generateSourcingVolume, SOURCING_BENCH_SIZES } from './volume.ts';
import { chromiumLaunchOptions } from '../../support/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RUNS = 20;
const GOAL_MS = 50;
const RENDER_GOAL_MS = 200;
const RENDER_RUNS = 15;
const withPglite = !process.argv.includes('--no-pglite');
const withBrowser = !process.argv.includes('--no-browser');
const withServerTimes = !process.argv.includes('--browser-only');

interface Plan {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: Plan[];
}

function scans(plan: Plan): string[] {
  const own = /Scan/.test(plan['Node Type'])
    ? [`${plan['Node Type']} ${plan['Index Name'] ?? plan['Relation Name'] ?? ''}`.trim()]
    : [];
  return [...own, ...(plan.Plans ?? []).flatMap(scans)];
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};
const ms = (n: number) => n.toFixed(2).padStart(8);
const claimsOf = (sub: string) => ({ sub, role: 'authenticated', aud: 'authenticated' });

interface Scenario {
  name: string;
  /** The reader (RLS applies), or null for the owner, as a SECURITY DEFINER function runs its statement. */
  as: string | null;
  sql: string;
  params: unknown[];
  rest?: { method: 'GET' | 'POST'; path: string; body?: unknown };
}

/** EXPLAIN ANALYZE execution times as the scenario's user, and the scans of the last plan. */
async function serverTime(db: Database, s: Scenario) {
  const times: number[] = [];
  let plan: Plan | null = null;
  for (let i = 0; i < RUNS; i++) {
    const explain = async (tx: Pick<Database, 'query'>) => {
      const { rows } = await tx.query<{ 'QUERY PLAN': [{ 'Execution Time': number; Plan: Plan }] }>(
        `explain (analyze, format json) ${s.sql}`,
        s.params,
      );
      return rows[0]['QUERY PLAN'][0];
    };
    const row = s.as ? await asRole(db, claimsOf(s.as), explain) : await explain(db);
    times.push(row['Execution Time']);
    plan = row.Plan;
  }
  return { ...stats(times), scans: [...new Set(plan ? scans(plan) : [])] };
}

/** End-to-end request times through /rest/v1 as `token`'s user. */
async function restTime(stack: RunningStack, token: string, rest: NonNullable<Scenario['rest']>) {
  const url = new URL(stack.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const body = rest.body === undefined ? undefined : JSON.stringify(rest.body);
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: rest.method,
          path: rest.path,
          agent,
          headers: {
            apikey: stack.config.anonKey,
            authorization: `Bearer ${token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode! < 300 ? resolve() : reject(new Error(`${rest.path}: HTTP ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await once();
    times.push(performance.now() - t);
  }
  agent.destroy();
  return stats(times);
}

/** The statement sourcing_overview() runs, read from the function itself so the plan is the real one's. */
async function overviewBody(db: Database): Promise<string> {
  const { rows } = await db.query<{ src: string }>(
    `select prosrc as src from pg_proc where proname = 'sourcing_overview' and pronamespace = 'public'::regnamespace`,
  );
  const body = /return query([\s\S]*?);\s*end/i.exec(rows[0].src)?.[1];
  if (!body) throw new Error('sourcing_overview: no return query found');
  return body.replace(/\bp_company_id\b/g, '$1::uuid').replace(/\bp_department\b/g, '$2::text');
}

const MATRIX_SELECT =
  'id,round_id,round_number,vendor_user_id,quoted_price,moq,delivery_time_days,vendor_notes,is_selected,created_at,vendor:yarnconnect_free!vendor_user_id(member_name,business_name)';

async function serverBench(
  kind: 'postgres' | 'pglite',
): Promise<{ misses: string[]; stack?: RunningStack; cleanup: () => Promise<void> }> {
  let databaseUrl: string | null = null;
  let drop: () => Promise<void> = async () => undefined;
  if (kind === 'postgres') {
    const temp = await tempPostgres();
    if (typeof temp === 'string') {
      console.log(`PostgreSQL skipped: ${temp}`);
      return { misses: [], cleanup: async () => undefined };
    }
    databaseUrl = temp.url;
    drop = temp.drop;
  }
  const stack = await startBenchStack(databaseUrl);
  const cleanup = async () => {
    await stack.close();
    await drop();
  };
  const started = Date.now();
  await generateSourcingVolume(stack.db);
  const { rows: counts } = await stack.db.query<{ rfqs: number; bids: number }>(
    'select (select count(*)::int from public.sourcing_requests) as rfqs, (select count(*)::int from public.sourcing_bids) as bids',
  );
  console.log(
    `\n== ${kind}: loaded ${counts[0].rfqs} RFQs and ${counts[0].bids} bids (${JSON.stringify(SOURCING_BENCH_SIZES)} on the desk) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );

  const { rows: picks } = await stack.db.query<{ open: string; sealed: string }>(
    `select (select r.id from public.sourcing_requests r join public.sourcing_bid_rounds b on b.sourcing_request_id = r.id
              where r.company_id = $1 and b.round_number = 5 and not b.sealed order by r.created_at desc limit 1) as open,
            (select r.id from public.sourcing_requests r join public.sourcing_bid_rounds b on b.sourcing_request_id = r.id
              where r.company_id = $1 and b.round_number = 5 and b.sealed order by r.created_at desc limit 1) as sealed`,
    [BENCH_COMPANY],
  );
  const { rows: desk } = await stack.db.query<{ id: string }>(
    'select id from public.sourcing_requests where company_id = $1',
    [BENCH_COMPANY],
  );
  const vendor = benchVendor(7);
  const matrixSql = `select b.id, b.round_id, b.round_number, b.vendor_user_id, b.quoted_price, b.moq, b.delivery_time_days,
      b.vendor_notes, b.is_selected, b.created_at,
      (select json_build_object('member_name', m.member_name, 'business_name', m.business_name)
         from public.yarnconnect_free m where m.id = b.vendor_user_id) as vendor
    from public.sourcing_bids b where b.sourcing_request_id = $1 order by b.round_number, b.created_at`;
  const baseline: Scenario = {
    name: 'baseline: one RFQ by primary key',
    as: BENCH_EXECUTIVE,
    sql: 'select * from public.sourcing_requests where id = $1',
    params: [picks[0].open],
    rest: { method: 'GET', path: `/rest/v1/sourcing_requests?select=*&id=eq.${picks[0].open}` },
  };
  const scenarios: Scenario[] = [
    {
      name: 'overview: sourcing_overview() (200 RFQs, 1000 rounds)',
      as: BENCH_EXECUTIVE,
      sql: `select * from public.sourcing_overview($1, 'trims')`,
      params: [BENCH_COMPANY],
      rest: {
        method: 'POST',
        path: '/rest/v1/rpc/sourcing_overview',
        body: { p_company_id: BENCH_COMPANY, p_department: 'trims' },
      },
    },
    {
      name: 'overview: its statement (plan, as the definer)',
      as: null,
      sql: await overviewBody(stack.db),
      params: [BENCH_COMPANY, 'trims'],
    },
    {
      name: 'matrix: 250 bids of one RFQ with vendors',
      as: BENCH_EXECUTIVE,
      sql: matrixSql,
      params: [picks[0].open],
      rest: {
        method: 'GET',
        path: `/rest/v1/sourcing_bids?select=${MATRIX_SELECT}&sourcing_request_id=eq.${picks[0].open}&order=round_number,created_at`,
      },
    },
    {
      name: 'matrix: RFQ whose round 5 is sealed and open',
      as: BENCH_EXECUTIVE,
      sql: matrixSql,
      params: [picks[0].sealed],
    },
    {
      name: 'vendor: RFQs with an open round',
      as: vendor,
      sql: `select r.id, r.request_number, (select json_agg(b) from public.sourcing_bid_rounds b where b.sourcing_request_id = r.id) as rounds
        from public.sourcing_requests r
        where r.bid_status in ('open', 'private') and r.user_id <> $2 and r.company_id = $1 and r.department = 'trims'
        order by r.created_at desc`,
      params: [BENCH_COMPANY, vendor],
    },
    {
      name: 'vendor: own bids (1000, newest first)',
      as: vendor,
      sql: `select b.*, (select r.request_number from public.sourcing_requests r where r.id = b.sourcing_request_id) as rfq
        from public.sourcing_bids b where b.vendor_user_id = $1 order by b.created_at desc`,
      params: [vendor],
    },
    {
      name: 'vendor: my_round_standings() over 200 RFQs',
      as: vendor,
      sql: 'select * from public.my_round_standings($1::uuid[])',
      params: [desk.map((r) => r.id)],
    },
  ];

  const token = await signJwt(
    { ...claimsOf(BENCH_EXECUTIVE), exp: Math.floor(Date.now() / 1000) + 3600 },
    stack.config.jwtSecret,
  );
  if (!withServerTimes) return { misses: [], stack, cleanup };
  const base = await serverTime(stack.db, baseline);
  const baseRest = await restTime(stack, token, baseline.rest!);
  console.log('server = EXPLAIN ANALYZE execution time as the reader (RLS on); api = end to end through /rest/v1;');
  console.log(`x = p95 / baseline p95. Times in ms over ${RUNS} runs.\n`);
  console.log(
    `${'scenario'.padEnd(52)} ${'srv p50'.padStart(8)} ${'srv p95'.padStart(8)} ${'x'.padStart(6)} ${'api p50'.padStart(8)} ${'api p95'.padStart(8)}  scans`,
  );
  console.log(
    `${baseline.name.padEnd(52)} ${ms(base.p50)} ${ms(base.p95)} ${'1.0'.padStart(6)} ${ms(baseRest.p50)} ${ms(baseRest.p95)}  ${base.scans.join(', ')}`,
  );
  const misses: string[] = [];
  for (const s of scenarios) {
    const srv = await serverTime(stack.db, s);
    const api = s.rest ? await restTime(stack, token, s.rest) : null;
    if (srv.p95 > GOAL_MS && (s.name.startsWith('overview') || s.name.startsWith('matrix')))
      misses.push(`${kind} ${s.name} (server p95 ${srv.p95.toFixed(1)} ms)`);
    console.log(
      `${s.name.padEnd(52)} ${ms(srv.p50)} ${ms(srv.p95)} ${(srv.p95 / base.p95).toFixed(1).padStart(6)} ${
        api ? `${ms(api.p50)} ${ms(api.p95)}` : `${''.padStart(8)} ${''.padStart(8)}`
      }  ${srv.scans.join(', ')}`,
    );
  }
  return { misses, stack, cleanup };
}

/**
 * In-page time from pressing 'Comparison matrix' to the matrix painted (the next animation frame): its vendor rows
 * in view (the matrix renders only those, up to the scroll area's height) and its pinned totals.
 */
const RENDER_SCRIPT = (rfq: string, rows: number) => `(async () => {
  const row = [...document.querySelectorAll('.accordion-row')].find((r) => r.textContent.includes(${JSON.stringify(rfq)}));
  const button = [...row.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Comparison matrix');
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const start = performance.now();
  button.click();
  await new Promise((resolve) => {
    const check = () => row.querySelectorAll('.matrix__table tbody tr[data-index]').length >= ${Math.min(rows, 8)}
      && row.querySelector('.matrix__table tfoot tr')
      ? requestAnimationFrame(resolve) : requestAnimationFrame(check);
    check();
  });
  return performance.now() - start;
})()`;

async function browserBench(stack: RunningStack): Promise<string[]> {
  // A small RFQ for the baseline: two vendors, one round.
  const service = createClient<Schema>(stack.url, DEMO_SERVICE_ROLE_KEY, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const { rows: small } = await stack.db.query<{ id: string; request_number: string }>(
    `insert into public.sourcing_requests (user_id, company_id, department, custom_item, quantity, bid_status, created_at)
     values ($1, $2, 'trims', 'Small baseline RFQ', '100', 'private', now() + interval '1 minute') returning id, request_number`,
    [BENCH_EXECUTIVE, BENCH_COMPANY],
  );
  await stack.db.query(
    `with r as (insert into public.sourcing_bid_rounds (sourcing_request_id, round_number, status, company_id)
       values ($1, 1, 'open', $2) returning id)
     insert into public.sourcing_bids (sourcing_request_id, vendor_user_id, quoted_price, delivery_time_days, round_id, round_number)
     select $1, v, p, 10, r.id, 1 from r, (values ($3::uuid, 9.5), ($4::uuid, 9.8)) as x(v, p)`,
    [small[0].id, BENCH_COMPANY, benchVendor(1), benchVendor(2)],
  );
  const { rows: big } = await stack.db.query<{ request_number: string }>(
    `select request_number from public.sourcing_requests where company_id = $1 and custom_item like 'Bench item%'
     order by created_at desc limit 1`,
    [BENCH_COMPANY],
  );
  const password = 'Bench-pass-1';
  const updated = await service.auth.admin.updateUserById(BENCH_EXECUTIVE, { password });
  if (updated.error) throw updated.error;
  const { data: signedIn, error } = await createClient<Schema>(stack.url, stack.config.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  }).auth.signInWithPassword({ email: 'bench1@bench.loomconnect.test', password });
  if (error) throw error;

  console.log('\n== Chromium: building the web app (production build) …');
  const preview = await buildAndPreview({
    apiUrl: stack.url,
    outDir: path.join(ROOT, 'tests/artifacts/bench-sourcing'),
    port: 4394,
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const storageKey = `sb-${new URL(stack.url).hostname.split('.')[0]}-auth-token`;
    await page.goto(`${preview.url}/service-worker.js`);
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(storageKey)}, ${JSON.stringify(JSON.stringify(signedIn.session))})`,
    );
    await page.goto(`${preview.url}/sourcing/trims-accessories?tab=overview`);
    const times: Record<string, number[]> = {};
    for (const [label, rfq, rows] of [
      ['baseline: 2 vendors × 1 round', small[0].request_number, 2],
      ['matrix: 50 vendors × 5 rounds', big[0].request_number, 50],
    ] as const) {
      const toggle = page.getByRole('button', { name: new RegExp(rfq) });
      times[label] = [];
      for (let i = 0; i < RENDER_RUNS; i++) {
        // A fresh matrix each run: collapsing the RFQ unmounts it; its bids stay cached, so only rendering is timed.
        const bidsRead = page.waitForResponse((r) => r.url().includes('/rest/v1/sourcing_bids'));
        await toggle.click();
        await bidsRead;
        await page.locator('.accordion-row--open .round-block').first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(300);
        times[label].push((await page.evaluate(RENDER_SCRIPT(rfq, rows))) as number);
        await toggle.click();
      }
    }
    console.log(`matrix render: press 'Comparison matrix' → rows painted, ms over ${RENDER_RUNS} runs`);
    const base = stats(times['baseline: 2 vendors × 1 round']);
    const misses: string[] = [];
    for (const [label, samples] of Object.entries(times)) {
      const s = stats(samples);
      console.log(`${label.padEnd(40)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  x ${(s.p95 / base.p95).toFixed(1)}`);
      if (label.startsWith('matrix') && s.p95 > RENDER_GOAL_MS) misses.push(`matrix render p95 ${s.p95.toFixed(0)} ms`);
    }
    return misses;
  } finally {
    await browser.close();
    // The preview may already be gone; its absence must not hide what failed above.
    try {
      preview.stop();
    } catch {
      // already stopped
    }
  }
}

async function main(): Promise<void> {
  const misses: string[] = [];
  const pg = await serverBench('postgres');
  misses.push(...pg.misses);
  try {
    if (withBrowser && pg.stack) misses.push(...(await browserBench(pg.stack)));
  } finally {
    await pg.cleanup();
  }
  if (withPglite) {
    const lite = await serverBench('pglite');
    misses.push(...lite.misses);
    await lite.cleanup();
  }
  console.log(
    misses.length === 0
      ? `\nall goals met: overview and matrix server p95 < ${GOAL_MS} ms, matrix render p95 < ${RENDER_GOAL_MS} ms`
      : `\nover the goal:\n  ${misses.join('\n  ')}`,
  );
}

await main();
