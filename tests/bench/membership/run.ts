/**
 * Membership management at volume (issue 12): loads 100k members (with their ledger) and some trading volume
 * (tests/bench/generate) into a throw-away PostgreSQL database, then measures the member table's RPC
 * (admin_search_members: newest first, a plan, a term, deep pages) and the /admin2 reads: server time (EXPLAIN
 * ANALYZE execution time) p50/p95 over RUNS runs with the indexes the plans use, and end-to-end time through
 * /rest/v1 as an admin, beside a primary-key lookup of a member measured in the same run. Goal: server p95 under
 * 50 ms for every member-table read.
 * Run: npx tsx tests/bench/membership/run.ts   (PostgreSQL only, 127.0.0.1 only)
 */
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import { BENCH_SIZES, benchId, generateVolume } from '../generate/index.ts';
import { startBenchStack, tempPostgres } from '../support/temp-postgres.ts';
import { ms, restTime, serverTime, type RestRequest } from '../support/timing.ts';

const RUNS = 20;
const GOAL_MS = 50;
const SIZES = { ...BENCH_SIZES, products: 5_000, enquiries: 50_000, offers: 20_000 };

interface Scenario {
  name: string;
  sql: string;
  params: unknown[];
  rest: RestRequest;
  /** Held to the goal (the member table); the /admin2 reads are shown for information. */
  goal: boolean;
}

/**
 * How the RPC picks a page's ids (see 20261125004010): the planner's way to the newest matches first, or, past the
 * middle of a list of known length (`total`, no term), reading from its far end.
 */
type Strategy = { kind: 'walk' } | { kind: 'from-end'; total: number };

/** The member-table RPC, and the page-ids query it runs (whose plan shows the index use inside the function). */
function memberTable(term: string | null, plan: string | null, offset: number, strategy: Strategy): Scenario[] {
  const label = `${term ? `"${term}"` : '(all)'}${plan ? ` ${plan}` : ''} offset ${offset}`;
  const match = [
    term ? 'directory_search like internal.contains_pattern($1)' : '$1::text is null',
    plan ? 'membership_type = $2' : '$2::text is null',
  ].join(' and ');
  const pageSql =
    strategy.kind === 'from-end'
      ? `select id from (select id, created_at from public.yarnconnect_free where ${match}
           order by created_at, id offset greatest(${strategy.total} - $3 - 100, 0) limit 100) p
         order by created_at desc, id desc`
      : `select id from public.yarnconnect_free where ${match} order by created_at desc, id desc offset $3 limit 100`;
  const rest: RestRequest = {
    method: 'POST',
    path: '/rest/v1/rpc/admin_search_members',
    body: { p_term: term, p_plan: plan, p_offset: offset, p_limit: 100 },
  };
  return [
    {
      name: `members ${label}: rpc`,
      sql: 'select public.admin_search_members($1, $2, $3, 100)',
      params: [term, plan, offset],
      rest,
      goal: true,
    },
    { name: `members ${label}: page ids`, sql: pageSql, params: [term, plan, offset], rest, goal: true },
  ];
}

function ops(fn: string, args: string, params: unknown[], body: object): Scenario {
  return {
    name: `/admin2 ${fn}`,
    sql: `select public.${fn}(${args})`,
    params,
    rest: { method: 'POST', path: `/rest/v1/rpc/${fn}`, body },
    goal: false,
  };
}

const SCENARIOS: Scenario[] = [
  ...memberTable(null, null, 0, { kind: 'walk' }),
  ...memberTable(null, null, 50_000, { kind: 'walk' }),
  ...memberTable(null, null, 99_900, { kind: 'from-end', total: SIZES.members }),
  ...memberTable(null, 'Paid Member', 0, { kind: 'walk' }),
  ...memberTable(null, 'Paid Member', 20_000, { kind: 'from-end', total: SIZES.members / 4 }),
  ...memberTable('bench member 4242', null, 0, { kind: 'walk' }),
  ...memberTable('bench99@', null, 0, { kind: 'walk' }),
  ...memberTable('district 17', null, 0, { kind: 'walk' }),
  ...memberTable('district 17', null, 300, { kind: 'walk' }),
  ...memberTable('gujarat', null, 0, { kind: 'walk' }),
  ...memberTable('gujarat', 'Paid Member', 2_000, { kind: 'walk' }),
  ...memberTable('6000012', null, 0, { kind: 'walk' }),
  ops('ops_members_by_plan', '', [], {}),
  ops('ops_signups_per_day', '$1', [30], { p_days: 30 }),
  ops('ops_credits_per_day', '$1', [30], { p_days: 30 }),
  ops('ops_activity_per_day', '$1', [30], { p_days: 30 }),
  ops('ops_open_rfqs', '', [], {}),
  ops('ops_audit_log', 'null, null, 0, 50', [], {}),
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
    await generateVolume(stack.db, SIZES);
    // Member 1 is the admin (the member table) and the /admin2 administrator (its reads) of this run.
    await stack.db.query(`insert into public.staff (user_id, role, is_admin2) values ($1, 'admin', true)`, [
      benchId('member', 1),
    ]);
    // Index-only scans need the visibility map that vacuum sets.
    await stack.db.exec('vacuum analyze');
    console.log(`loaded ${JSON.stringify(SIZES)} in ${((Date.now() - loadStarted) / 1000).toFixed(0)} s\n`);

    const token = await signJwt(
      {
        sub: benchId('member', 1),
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + 3600,
      },
      stack.config.jwtSecret,
    );
    let pick = 0;
    const nextMember = () => benchId('member', 1 + ((pick++ * 7919) % SIZES.members));
    const columns = 'id, member_name, business_name, email, membership_type, created_at';
    const baselineSql = `select ${columns} from public.yarnconnect_free where id = $1`;
    const base = await serverTime(stack.db, baselineSql, () => [nextMember()], RUNS);
    const baseRest = await restTime(
      stack,
      token,
      { method: 'GET', path: `/rest/v1/yarnconnect_free?select=${columns.replace(/ /g, '')}&id=eq.` },
      RUNS,
      nextMember,
    );
    console.log('server = EXPLAIN ANALYZE execution time; api = end-to-end through /rest/v1 as an admin (same');
    console.log("request for a scenario's rows); x = p95 / baseline p95. Times in ms over", RUNS, 'runs.\n');
    console.log(
      `${'scenario'.padEnd(52)} ${'srv p50'.padStart(8)} ${'srv p95'.padStart(8)} ${'x'.padStart(6)} ${'api p50'.padStart(8)} ${'api p95'.padStart(8)} ${'x'.padStart(6)}  scans`,
    );
    console.log(
      `${'baseline: member by primary key'.padEnd(52)} ${ms(base.p50)} ${ms(base.p95)} ${'1.0'.padStart(6)} ${ms(baseRest.p50)} ${ms(baseRest.p95)} ${'1.0'.padStart(6)}  ${base.scans.join(', ')}`,
    );

    const misses: string[] = [];
    const restDone = new Map<string, { p50: number; p95: number }>();
    for (const s of SCENARIOS) {
      const srv = await serverTime(stack.db, s.sql, () => s.params, RUNS);
      const key = `${s.rest.path} ${JSON.stringify(s.rest.body ?? null)}`;
      const api = restDone.get(key) ?? (await restTime(stack, token, s.rest, RUNS));
      const fresh = !restDone.has(key);
      restDone.set(key, api);
      if (s.goal && srv.p95 > GOAL_MS) misses.push(`${s.name} (server p95 ${srv.p95.toFixed(1)} ms)`);
      const apiCols = fresh
        ? `${ms(api.p50)} ${ms(api.p95)} ${(api.p95 / baseRest.p95).toFixed(1).padStart(6)}`
        : `${'"'.padStart(8)} ${'"'.padStart(8)} ${''.padStart(6)}`;
      console.log(
        `${s.name.padEnd(52)} ${ms(srv.p50)} ${ms(srv.p95)} ${(srv.p95 / base.p95).toFixed(1).padStart(6)} ${apiCols}  ${srv.scans.join(', ')}`,
      );
    }
    console.log(
      misses.length === 0
        ? `\nall member-table server p95 under ${GOAL_MS} ms`
        : `\nmember-table server p95 over ${GOAL_MS} ms:\n  ${misses.join('\n  ')}`,
    );
  } finally {
    await stack.close();
    await temp.drop();
  }
}

await main();
