import type { Database } from './db/database.ts';

/**
 * The local stand-in for pg_cron: on hosted Supabase the migrations schedule the monthly credit
 * grant with pg_cron; locally the stack calls the same SQL function at start and then hourly. The
 * function is idempotent per month, so calling it often is safe.
 */
const SCHEDULED_JOBS: { name: string; fn: string; sql: string }[] = [
  {
    name: 'monthly credit grant',
    fn: 'public.grant_monthly_credits(date)',
    sql: 'select public.grant_monthly_credits(current_date)',
  },
  {
    // The market index's daily closes: each series gets today's close even when nothing changed it.
    name: 'market daily closes',
    fn: 'public.market_roll_closes()',
    sql: 'select public.market_roll_closes()',
  },
];

/** Jobs each minute (pg_cron '* * * * *' on hosted Supabase). */
const MINUTE_JOBS: typeof SCHEDULED_JOBS = [
  // The market index: recomputes the classes saves marked since the last run (migration 20261128010200).
  { name: 'market refresh', fn: 'public.market_refresh()', sql: 'select public.market_refresh()' },
];

export function startScheduler(db: Database, log: (line: string) => void, everyMs = 60 * 60 * 1000): () => void {
  const stopMinutely = startJobs(db, log, MINUTE_JOBS, 60 * 1000);
  const stopHourly = startJobs(db, log, SCHEDULED_JOBS, everyMs);
  return () => {
    stopMinutely();
    stopHourly();
  };
}

function startJobs(db: Database, log: (line: string) => void, jobs: typeof SCHEDULED_JOBS, everyMs: number) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const job of jobs) {
        const exists = await db.query<{ ok: boolean }>('select to_regprocedure($1) is not null as ok', [job.fn]);
        if (!exists.rows[0]?.ok) continue;
        await db.query(job.sql).catch((e: Error) => log(`scheduler: ${job.name} failed: ${e.message}`));
      }
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, 1000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/**
 * Edge functions the platform calls on a schedule (pg_cron + pg_net on hosted Supabase, see the
 * sourcing alert schedule migration); locally the stack calls them with the service role key.
 */
const SCHEDULED_FUNCTIONS: { name: string; everyMs: number }[] = [
  // Round deadlines and vendor alerts: the minute sweep.
  { name: 'send-sourcing-alerts', everyMs: 60 * 1000 },
  // The market digest of yesterday's alerts: once per member and day, so calling it hourly is safe.
  { name: 'send-market-digest', everyMs: 60 * 60 * 1000 },
];

export function startFunctionScheduler(
  apiUrl: string,
  serviceRoleKey: string,
  log: (line: string) => void,
): () => void {
  const timers = SCHEDULED_FUNCTIONS.map((job) => {
    let running = false;
    const call = async () => {
      if (running) return;
      running = true;
      try {
        const reply = await fetch(`${apiUrl}/functions/v1/${job.name}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
          body: '{}',
        });
        if (!reply.ok) log(`scheduler: ${job.name} answered HTTP ${reply.status}`);
        await reply.body?.cancel();
      } catch (e) {
        log(`scheduler: ${job.name} failed: ${(e as Error).message}`);
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void call(), job.everyMs);
    timer.unref();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
