/**
 * /rest/v1 benchmark: requests/s and p50/p99 latency of typical PostgREST calls (one row, 100 rows with an
 * embed, a counted page, an RPC, an insert) at concurrency 1 and 16. On PostgreSQL the local stack is measured
 * beside the real PostgREST 12.0.2 on the same database in the same run (goal: the stack ≥ 1.0× PostgREST's
 * requests/s in every row); on PGlite, beside the same query run directly on the database.
 * Run: npx tsx tests/bench/rest/run.ts   (a few minutes; only 127.0.0.1 is used)
 */
import http from 'node:http';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { startStackProcess, tempPostgres } from '../support/temp-postgres.ts';
import { startStack, type RunningStack } from '../../../supabase/local/stack.ts';
import { startPostgrest } from '../../integration/support/postgrest.ts';

const SECONDS_PER_RUN = 1.2;
const WARMUP_SECONDS = 0.3;
const DEADLINE = Date.now() + 400_000;

const SCHEMA = `
create table public.bench_countries (id int primary key, name text not null);
create table public.bench_items (
  id serial primary key, name text not null, price numeric(10, 2), country_id int references public.bench_countries (id)
);
insert into public.bench_countries select i, 'country ' || i from generate_series(1, 50) i;
insert into public.bench_items (name, price, country_id) select 'item ' || i, i * 1.5, 1 + i % 50 from generate_series(1, 2000) i;
create function public.bench_country_total(p_country int) returns numeric language sql stable as $$
  select sum(price) from public.bench_items where country_id = p_country
$$;
analyze;`;

interface Scenario {
  name: string;
  /** One HTTP request (method, path below /rest/v1, body, headers). */
  rest: (i: number) => { method: string; path: string; body?: string; headers?: Record<string, string> };
  /** The same work as one query on the database. */
  direct: (i: number) => [string, unknown[]];
}

const SCENARIOS: Scenario[] = [
  {
    name: 'select 1 row',
    rest: (i) => ({ method: 'GET', path: `/bench_items?select=*&id=eq.${1 + (i % 2000)}` }),
    direct: (i) => ['select row_to_json(t) from public.bench_items t where id = $1', [1 + (i % 2000)]],
  },
  {
    name: 'select 100 rows + m2o embed',
    rest: (i) => ({
      method: 'GET',
      path: `/bench_items?select=id,name,price,country:bench_countries(name)&order=id&limit=100&offset=${(i % 19) * 100}`,
    }),
    direct: (i) => [
      `select json_agg(r) from (select t.id, t.name, t.price, json_build_object('name', c.name) as country
         from public.bench_items t left join public.bench_countries c on c.id = t.country_id order by t.id limit 100 offset $1) r`,
      [(i % 19) * 100],
    ],
  },
  {
    name: 'page of 20, count=exact',
    rest: (i) => ({
      method: 'GET',
      path: `/bench_items?select=id,name,price&country_id=eq.${1 + (i % 50)}&order=id&limit=20`,
      headers: { prefer: 'count=exact' },
    }),
    direct: (i) => [
      `select json_agg(r), (select count(*) from public.bench_items where country_id = $1)
         from (select id, name, price from public.bench_items where country_id = $1 order by id limit 20) r`,
      [1 + (i % 50)],
    ],
  },
  {
    name: 'rpc (scalar)',
    rest: (i) => ({
      method: 'POST',
      path: '/rpc/bench_country_total',
      body: JSON.stringify({ p_country: 1 + (i % 50) }),
    }),
    direct: (i) => ['select public.bench_country_total($1)', [1 + (i % 50)]],
  },
  {
    name: 'insert 1 row',
    rest: (i) => ({
      method: 'POST',
      path: '/bench_items',
      body: JSON.stringify({ name: `new ${i}`, price: 1, country_id: 1 + (i % 50) }),
    }),
    direct: (i) => [
      'insert into public.bench_items (name, price, country_id) values ($1, $2, $3)',
      [`new ${i}`, 1, 1 + (i % 50)],
    ],
  },
];

interface Stats {
  rps: number;
  p50: number;
  p99: number;
}

/** Runs `op` from `concurrency` workers for `seconds` (after a warm-up) and returns throughput and latency. */
async function measure(op: (i: number) => Promise<void>, concurrency: number): Promise<Stats> {
  const run = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    const end = performance.now() + seconds * 1000;
    let i = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          await op(i++);
          if (record) latencies.push(performance.now() - t);
        }
      }),
    );
    return { latencies, elapsed: (performance.now() - started) / 1000 };
  };
  await run(WARMUP_SECONDS, false);
  const { latencies, elapsed } = await run(SECONDS_PER_RUN, true);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) };
}

/** A keep-alive HTTP client of a /rest/v1 server at `baseUrl` (the stack's `…/rest/v1`, or PostgREST's root). */
function httpClient(baseUrl: string, key: string, concurrency: number) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  return {
    agent,
    request: ({ method, path, body, headers }: ReturnType<Scenario['rest']>) =>
      new Promise<void>((resolve, reject) => {
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path: url.pathname.replace(/\/$/, '') + path,
            agent,
            headers: {
              apikey: key,
              authorization: `Bearer ${key}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
              ...headers,
            },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode! < 300 ? resolve() : reject(new Error(`${method} ${path}: ${res.statusCode}`)),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
  };
}

async function measureServer(baseUrl: string, key: string, s: Scenario, concurrency: number): Promise<Stats> {
  const client = httpClient(baseUrl, key, concurrency);
  try {
    return await measure((i) => client.request(s.rest(i)), concurrency);
  } finally {
    client.agent.destroy();
  }
}

const cells = (st: Stats) =>
  [st.rps.toFixed(0).padStart(7), st.p50.toFixed(2).padStart(7), st.p99.toFixed(2).padStart(7)].join(' ');

async function startBenchStackWithSchema(databaseUrl: string | null): Promise<RunningStack> {
  const stack = await startStack(
    {
      ...configFromEnv({}),
      port: 0,
      mailPort: 0,
      host: '127.0.0.1',
      dataDir: null,
      databaseUrl,
      seed: false,
      logRequests: false,
      scheduler: false,
    },
    () => undefined,
  );
  await stack.db.exec(SCHEMA);
  await stack.context.schemaChanged();
  return stack;
}

/** PGlite: the stack beside the same query run directly on the database. */
async function benchPglite(): Promise<string[]> {
  const stack = await startBenchStackWithSchema(null);
  const rows: string[] = [];
  try {
    for (const s of SCENARIOS) {
      for (const concurrency of [1, 16]) {
        if (Date.now() > DEADLINE) continue;
        const rest = await measureServer(`${stack.url}/rest/v1`, stack.config.serviceRoleKey, s, concurrency);
        const direct = await measure(async (i) => {
          const [sql, params] = s.direct(i);
          await stack.db.query(sql, params);
        }, concurrency);
        const ratio = `${(rest.p50 / direct.p50).toFixed(1)}x p50`;
        rows.push(
          `pglite   ${s.name.padEnd(28)} c=${String(concurrency).padEnd(3)} ${cells(rest)} ${cells(direct)} ${ratio.padStart(10)}`,
        );
      }
    }
  } finally {
    await stack.close();
  }
  return rows;
}

/**
 * PostgreSQL: the stack beside the real PostgREST 12.0.2 on the same database, taking turns per row. Each server
 * runs in a process of its own, so neither shares the measuring client's thread.
 */
async function benchPostgres(databaseUrl: string): Promise<{ rows: string[]; ratios: number[] }> {
  await (await startBenchStackWithSchema(databaseUrl)).close();
  const stack = await startStackProcess(databaseUrl);
  const config = configFromEnv({});
  const postgrest = await startPostgrest({ databaseUrl, stackUrl: stack.url, jwtSecret: config.jwtSecret });
  const rows: string[] = [];
  const ratios: number[] = [];
  const key = config.serviceRoleKey;
  try {
    for (const s of SCENARIOS) {
      for (const concurrency of [1, 16]) {
        if (Date.now() > DEADLINE) {
          rows.push(`postgres ${s.name.padEnd(28)} c=${String(concurrency).padEnd(3)} skipped: time budget spent`);
          continue;
        }
        const ours = await measureServer(`${stack.url}/rest/v1`, key, s, concurrency);
        const theirs = await measureServer(postgrest.directUrl(), key, s, concurrency);
        const ratio = ours.rps / theirs.rps;
        ratios.push(ratio);
        const verdict = ratio >= 1 ? 'met' : 'MISSED';
        rows.push(
          `postgres ${s.name.padEnd(28)} c=${String(concurrency).padEnd(3)} ${cells(ours)} ${cells(theirs)} ${`${ratio.toFixed(2)}x`.padStart(7)} ${verdict}`,
        );
      }
    }
  } finally {
    await postgrest.close();
    await stack.close();
  }
  return { rows, ratios };
}

const columns = (a: string, b: string) =>
  `${'db'.padEnd(8)} ${'scenario'.padEnd(28)} conc ${`${a}/s`.padStart(7)} ${'p50ms'.padStart(7)} ${'p99ms'.padStart(7)} ${`${b}/s`.padStart(7)} ${'p50ms'.padStart(7)} ${'p99ms'.padStart(7)}`;

const pgliteRows = await benchPglite();
const pgDb = await tempPostgres();
let postgres: { rows: string[]; ratios: number[] } | string;
if (typeof pgDb === 'string') postgres = pgDb;
else {
  try {
    postgres = await benchPostgres(pgDb.url);
  } finally {
    await pgDb.drop();
  }
}

console.log('\n/rest/v1 on PostgreSQL: the local stack beside the real PostgREST 12.0.2, same database, same run');
console.log('goal: stack requests/s ≥ 1.0× PostgREST in every row\n');
console.log(`${columns('stack', 'pgrst')}   ratio`);
if (typeof postgres === 'string') console.log(`skipped: ${postgres}`);
else {
  for (const l of postgres.rows) console.log(l);
  const missed = postgres.ratios.filter((r) => r < 1).length;
  console.log(
    `\n${missed === 0 ? 'goal met in every row' : `goal missed in ${missed} of ${postgres.ratios.length} rows`}`,
  );
}
console.log('\n/rest/v1 on PGlite: the stack beside the same query run directly on the database\n');
console.log(`${columns('stack', 'db')}  overhead`);
for (const l of pgliteRows) console.log(l);
