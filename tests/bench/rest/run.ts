/**
 * /rest/v1 benchmark: requests/s and p50/p99 latency of typical PostgREST calls through the local
 * stack, beside the same query run directly on the database, on PGlite and on PostgreSQL.
 * Run: npx tsx tests/bench/rest/run.ts   (whole run stays under two minutes; only 127.0.0.1 is used)
 */
import http from 'node:http';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { tempPostgres } from '../support/temp-postgres.ts';
import { startStack, type RunningStack } from '../../../supabase/local/stack.ts';

const SECONDS_PER_RUN = 1.2;
const WARMUP_SECONDS = 0.3;
const DEADLINE = Date.now() + 110_000;

const SCHEMA = `
create table public.bench_countries (id int primary key, name text not null);
create table public.bench_items (
  id serial primary key, name text not null, price numeric(10, 2), country_id int references public.bench_countries (id)
);
insert into public.bench_countries select i, 'country ' || i from generate_series(1, 50) i;
insert into public.bench_items (name, price, country_id) select 'item ' || i, i * 1.5, 1 + i % 50 from generate_series(1, 2000) i;
analyze;`;

interface Scenario {
  name: string;
  /** One HTTP request (method, path, body). */
  rest: (i: number) => { method: string; path: string; body?: string };
  /** The same work as one query on the database. */
  direct: (i: number) => [string, unknown[]];
}

const SCENARIOS: Scenario[] = [
  {
    name: 'select 1 row',
    rest: (i) => ({ method: 'GET', path: `/rest/v1/bench_items?select=*&id=eq.${1 + (i % 2000)}` }),
    direct: (i) => ['select row_to_json(t) from public.bench_items t where id = $1', [1 + (i % 2000)]],
  },
  {
    name: 'select 100 rows + m2o embed',
    rest: (i) => ({
      method: 'GET',
      path: `/rest/v1/bench_items?select=id,name,price,country:bench_countries(name)&order=id&limit=100&offset=${(i % 19) * 100}`,
    }),
    direct: (i) => [
      `select json_agg(r) from (select t.id, t.name, t.price, json_build_object('name', c.name) as country
         from public.bench_items t left join public.bench_countries c on c.id = t.country_id order by t.id limit 100 offset $1) r`,
      [(i % 19) * 100],
    ],
  },
  {
    name: 'insert 1 row',
    rest: (i) => ({
      method: 'POST',
      path: '/rest/v1/bench_items',
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

function httpClient(stack: RunningStack, concurrency: number) {
  const url = new URL(stack.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const key = stack.config.serviceRoleKey;
  return {
    agent,
    request: ({ method, path, body }: { method: string; path: string; body?: string }) =>
      new Promise<void>((resolve, reject) => {
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            agent,
            headers: {
              apikey: key,
              authorization: `Bearer ${key}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
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

async function benchStack(label: string, databaseUrl: string | null): Promise<string[]> {
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
    },
    () => undefined,
  );
  const rows: string[] = [];
  try {
    await stack.db.exec(SCHEMA);
    await stack.context.schemaChanged();
    for (const s of SCENARIOS) {
      for (const concurrency of [1, 16]) {
        if (Date.now() > DEADLINE) {
          rows.push(
            `${label.padEnd(10)} ${s.name.padEnd(28)} c=${String(concurrency).padEnd(3)} skipped: time budget spent`,
          );
          continue;
        }
        const client = httpClient(stack, concurrency);
        const rest = await measure((i) => client.request(s.rest(i)), concurrency);
        client.agent.destroy();
        const direct = await measure(async (i) => {
          const [sql, params] = s.direct(i);
          await stack.db.query(sql, params);
        }, concurrency);
        rows.push(
          [
            label.padEnd(10),
            s.name.padEnd(28),
            `c=${String(concurrency).padEnd(3)}`,
            rest.rps.toFixed(0).padStart(7),
            rest.p50.toFixed(2).padStart(7),
            rest.p99.toFixed(2).padStart(7),
            direct.rps.toFixed(0).padStart(7),
            direct.p50.toFixed(2).padStart(7),
            direct.p99.toFixed(2).padStart(7),
            (rest.p50 - direct.p50).toFixed(2).padStart(9),
            `${(rest.p50 / direct.p50).toFixed(1)}x`.padStart(7),
          ].join(' '),
        );
      }
    }
  } finally {
    await stack.close();
  }
  return rows;
}

const header = [
  'database'.padEnd(10),
  'scenario'.padEnd(28),
  'conc',
  'rest/s'.padStart(8),
  'p50ms'.padStart(7),
  'p99ms'.padStart(7),
  'db/s'.padStart(7),
  'p50ms'.padStart(7),
  'p99ms'.padStart(7),
  '+p50 ms'.padStart(9),
  'ratio'.padStart(7),
].join(' ');

const lines = await benchStack('pglite', null);
const pgDb = await tempPostgres();
if (typeof pgDb === 'string') lines.push(`postgres   skipped: ${pgDb}`);
else {
  try {
    lines.push(...(await benchStack('postgres', pgDb.url)));
  } finally {
    await pgDb.drop();
  }
}
console.log('\n/rest/v1 through HTTP (rest) beside the same query on the database (db); +p50 = HTTP layer overhead\n');
console.log(header);
console.log('-'.repeat(header.length));
for (const l of lines) console.log(l);
