/** Runs one request's statement as the caller's role, in one transaction, and maps errors. */
import { asRole, type Queryable } from '../db/database.ts';
import type { StackContext } from '../http/types.ts';
import type { RoleClaims } from './auth.ts';
import { fromDbError, pgrst } from './errors.ts';

export interface ResultRow {
  page: number;
  body: string | null;
  total: number | null;
  location?: string | null;
  /** Rows an upsert inserted rather than updated. */
  inserted?: number | null;
}

export interface RunOptions {
  readOnly: boolean;
  singular: boolean;
  /**
   * `count=planned`: the planner's row estimate of `sql` (the counted rows) is the total;
   * `count=estimated`: the same, but only when the exact count (capped) went past `threshold`.
   */
  plannedCount?: { sql: string; threshold?: number };
}

/**
 * `$n` placeholders of `sql` renumbered to the ones it uses, with their values: the counted rows use
 * only some of the statement's parameters, and a prepared statement refuses unused ones. Quoted
 * identifiers and literals (names from the catalog) are skipped, never rewritten.
 */
function onlyUsedParams<T>(sql: string, params: T[]): { sql: string; params: T[] } {
  const used = new Map<number, number>();
  const out: T[] = [];
  const text = sql.replace(/"(?:[^"]|"")*"|'(?:[^']|'')*'|\$(\d+)/g, (m, n: string | undefined) => {
    if (n === undefined) return m;
    const old = Number(n);
    let renumbered = used.get(old);
    if (renumbered === undefined) {
      out.push(params[old - 1]);
      renumbered = out.length;
      used.set(old, renumbered);
    }
    return `$${renumbered}`;
  });
  return { sql: text, params: out };
}

async function plannedTotal(tx: Queryable, countedSql: string, params: unknown[]): Promise<number> {
  const q = onlyUsedParams(countedSql, params);
  const r = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${q.sql}`, q.params);
  const plan = r.rows[0]['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return parsed[0].Plan['Plan Rows'];
}

export async function runStatement(
  ctx: StackContext,
  claims: RoleClaims,
  sql: string,
  params: (string | null)[],
  opts: RunOptions,
): Promise<ResultRow> {
  try {
    return await asRole(
      ctx.db,
      claims,
      async (tx) => {
        // Every statement aggregates to one row; a set-returning void function may yield none.
        const row = (await tx.query<ResultRow>(sql, params)).rows[0] ?? { page: 0, body: null, total: null };
        const planned = opts.plannedCount;
        if (planned && (planned.threshold === undefined || (row.total ?? 0) > planned.threshold)) {
          row.total = Math.max(row.total ?? 0, await plannedTotal(tx, planned.sql, params));
        }
        // A singular request that does not hit exactly one row changes nothing (PostgREST rolls back).
        if (opts.singular && row.page !== 1) {
          throw pgrst(
            406,
            'PGRST116',
            'JSON object requested, multiple (or no) rows returned',
            `The result contains ${row.page} rows`,
          );
        }
        return row;
      },
      opts.readOnly ? { transaction_read_only: 'on' } : {},
    );
  } catch (e) {
    return fromDbError(e, claims.role);
  }
}
