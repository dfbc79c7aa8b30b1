/**
 * Realtime benchmark: time from a row's COMMIT to its delivery to every subscribed supabase-js client
 * (p50/p95/p99), with 1, 50 and 200 clients (each a different member, so RLS is checked for each),
 * and the sustained rate under a burst of writes; beside it, the same commits with nobody
 * subscribed. On PGlite and PostgreSQL. Goal on this 2-core machine: p50 < 20 ms and p95 < 50 ms at
 * 200 clients. Clients and stack share this process (and its 2 cores), as a worst case.
 * Run: npx tsx tests/bench/realtime/run.ts   (about two minutes; only 127.0.0.1 is used)
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import { startStack, type RunningStack } from '../../../supabase/local/stack.ts';
import { tempPostgres } from '../support/temp-postgres.ts';

const CLIENT_COUNTS = [1, 50, 200];
const EVENTS_PER_RUN = 40;
const BURST_EVENTS = 320;
const BURST_WRITERS = 8;
const GOAL = { p50: 20, p95: 50 };

const SCHEMA = `
create table public.bench_rt (id bigint generated always as identity primary key, owner uuid not null,
  public boolean not null default true, title text not null, created_at timestamptz not null default now());
alter table public.bench_rt enable row level security;
create policy bench_rt_read on public.bench_rt for select to authenticated
  using (public or owner = (select auth.uid()));
grant select, insert on public.bench_rt to authenticated;
alter publication supabase_realtime add table public.bench_rt;`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};
const ms = (x: number) => `${x.toFixed(1).padStart(6)} ms`;

interface Listener {
  client: SupabaseClient<Database>;
  /** Arrival time of each row id. */
  arrivals: Map<number, number>;
}

async function listeners(stack: RunningStack, n: number): Promise<Listener[]> {
  const out: Listener[] = [];
  for (let i = 0; i < n; i++) {
    const token = await signJwt(
      { role: 'authenticated', sub: randomUUID(), exp: Math.floor(Date.now() / 1000) + 3600 },
      stack.config.jwtSecret,
    );
    const client = createClient<Database>(stack.url, stack.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    await client.realtime.setAuth(token);
    const arrivals = new Map<number, number>();
    await new Promise<void>((resolve, reject) =>
      client
        .channel(`bench-${i}`)
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'bench_rt' }, (p) =>
          arrivals.set(Number(p.new.id), performance.now()),
        )
        .subscribe((status, err) => (status === 'SUBSCRIBED' ? resolve() : reject(err ?? new Error(status)))),
    );
    out.push({ client, arrivals });
  }
  return out;
}

async function allArrived(ls: Listener[], ids: number[], timeoutMs = 20_000): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (ls.every((l) => ids.every((id) => l.arrivals.has(id)))) return true;
    await new Promise((r) => setTimeout(r, 2));
  }
  return false;
}

/** One committed insert: its id and when the COMMIT returned. */
async function commitOne(stack: RunningStack): Promise<{ id: number; committed: number; took: number }> {
  const t = performance.now();
  const { rows } = await stack.db.query<{ id: number }>(
    `insert into public.bench_rt (owner, title) values ($1, 'bench') returning id`,
    [randomUUID()],
  );
  const committed = performance.now();
  return { id: Number(rows[0].id), committed, took: committed - t };
}

async function benchDatabase(label: string, stack: RunningStack): Promise<void> {
  await stack.db.exec(SCHEMA);
  await stack.context.schemaChanged();
  for (let i = 0; i < 20; i++) await commitOne(stack); // warm-up
  const baseline: number[] = [];
  for (let i = 0; i < EVENTS_PER_RUN; i++) baseline.push((await commitOne(stack)).took);
  console.log(`\n${label}`);
  console.log(
    `  COMMIT without subscribers:      p50 ${ms(pct(baseline, 50))}  p95 ${ms(pct(baseline, 95))}  p99 ${ms(pct(baseline, 99))}`,
  );

  for (const n of CLIENT_COUNTS) {
    const ls = await listeners(stack, n);
    const delivery: number[] = [];
    const commits: number[] = [];
    let lost = 0;
    for (let i = 0; i < EVENTS_PER_RUN + 5; i++) {
      const { id, committed, took } = await commitOne(stack);
      if (!(await allArrived(ls, [id]))) lost++;
      if (i < 5) continue; // warm-up events
      commits.push(took);
      for (const l of ls) if (l.arrivals.has(id)) delivery.push(l.arrivals.get(id)! - committed);
    }
    // Sustained: a burst of inserts from several writers; rate until every client has every row.
    const burstStart = performance.now();
    const ids: number[] = [];
    await Promise.all(
      Array.from({ length: BURST_WRITERS }, async () => {
        for (let i = 0; i < BURST_EVENTS / BURST_WRITERS; i++) ids.push((await commitOne(stack)).id);
      }),
    );
    const written = performance.now();
    const complete = await allArrived(ls, ids, 60_000);
    const drained = performance.now();
    const eventsPerSecond = ids.length / ((drained - burstStart) / 1000);
    const goal =
      n === 200 ? (pct(delivery, 50) < GOAL.p50 && pct(delivery, 95) < GOAL.p95 ? '  goal met' : '  goal MISSED') : '';
    console.log(
      `  ${String(n).padStart(3)} client(s): COMMIT p50 ${ms(pct(commits, 50))} | COMMIT→delivery p50 ${ms(pct(delivery, 50))}` +
        `  p95 ${ms(pct(delivery, 95))}  p99 ${ms(pct(delivery, 99))}${goal}`,
    );
    console.log(
      `                 burst of ${ids.length} commits: written in ${((written - burstStart) / 1000).toFixed(2)} s, ` +
        `all delivered after ${((drained - burstStart) / 1000).toFixed(2)} s → ${eventsPerSecond.toFixed(0)} events/s, ` +
        `${((eventsPerSecond * n) / 1000).toFixed(1)}k deliveries/s${complete && lost === 0 ? '' : ' (SOME NOT DELIVERED)'}`,
    );
    await Promise.all(ls.map((l) => l.client.removeAllChannels()));
  }
}

const base = {
  ...configFromEnv({}),
  port: 0,
  mailPort: 0,
  dataDir: null,
  seed: false,
  logRequests: false,
  scheduler: false,
};
console.log(
  `Realtime: COMMIT → delivery to every subscribed client (${EVENTS_PER_RUN} events per run). Goal at 200 clients: p50 < ${GOAL.p50} ms, p95 < ${GOAL.p95} ms.`,
);
const pglite = await startStack({ ...base, databaseUrl: null }, () => undefined);
try {
  await benchDatabase('PGlite', pglite);
} finally {
  await pglite.close();
}
const temp = await tempPostgres();
if (typeof temp === 'string') console.log(`\nPostgreSQL skipped: ${temp}`);
else {
  const stack = await startStack({ ...base, databaseUrl: temp.url }, () => undefined);
  try {
    await benchDatabase('PostgreSQL', stack);
  } finally {
    await stack.close();
    await temp.drop();
  }
}
process.exit(0);
