/**
 * What the database benchmarks measure alike: server time (EXPLAIN ANALYZE execution time) with the scans of
 * the plan, end-to-end time through the API, and their p50/p95.
 */
import http from 'node:http';
import type { Database } from '../../../supabase/local/db/database.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';

export interface Plan {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: Plan[];
}

/** A request through the API: its method, path, JSON body and whether it asks for an exact count. */
export interface RestRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  count?: boolean;
}

/** "Index Only Scan yarnconnect_free_directory_page_idx, Seq Scan purchase_enquiries, …" of a plan tree. */
export function scans(plan: Plan): string[] {
  const own = /Scan/.test(plan['Node Type'])
    ? [`${plan['Node Type']} ${plan['Index Name'] ?? plan['Relation Name'] ?? ''}`.trim()]
    : [];
  return [...own, ...(plan.Plans ?? []).flatMap(scans)];
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export function stats(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

export const ms = (n: number) => n.toFixed(2).padStart(8);

/** Execution times (ms) of `runs` EXPLAIN ANALYZE runs of `sql`, and the scans of the last plan. */
export async function serverTime(db: Database, sql: string, params: () => unknown[], runs: number) {
  const times: number[] = [];
  let plan: Plan | null = null;
  for (let i = 0; i < runs; i++) {
    const { rows } = await db.query<{ 'QUERY PLAN': [{ 'Execution Time': number; Plan: Plan }] }>(
      `explain (analyze, format json) ${sql}`,
      params(),
    );
    times.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
    plan = rows[0]['QUERY PLAN'][0].Plan;
  }
  return { ...stats(times), scans: plan ? scans(plan) : [] };
}

/** End-to-end times (ms) of `runs` requests through the API as `token`'s user. */
export async function restTime(stack: RunningStack, token: string, rest: RestRequest, runs: number, suffix = () => '') {
  const url = new URL(stack.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const body = rest.body === undefined ? undefined : JSON.stringify(rest.body);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: rest.method,
          path,
          agent,
          headers: {
            apikey: stack.config.anonKey,
            authorization: `Bearer ${token}`,
            ...(rest.count ? { prefer: 'count=exact' } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => (res.statusCode! < 300 ? resolve() : reject(new Error(`${path}: ${res.statusCode}`))));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await once(rest.path + suffix());
    times.push(performance.now() - t);
  }
  agent.destroy();
  return stats(times);
}
