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
}

export interface RunOptions {
  readOnly: boolean;
  singular: boolean;
  rollback: boolean;
  /** `count=planned`: EXPLAIN of this statement gives the total. */
  plannedCountSql?: string;
}

class Rollback {
  constructor(readonly row: ResultRow) {}
}

async function plannedTotal(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const r = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params);
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
        if (opts.plannedCountSql) row.total = await plannedTotal(tx, opts.plannedCountSql, params);
        // A singular request that does not hit exactly one row changes nothing (PostgREST rolls back).
        if (opts.singular && row.page !== 1) {
          throw pgrst(
            406,
            'PGRST116',
            'JSON object requested, multiple (or no) rows returned',
            `The result contains ${row.page} rows`,
          );
        }
        if (opts.rollback) throw new Rollback(row);
        return row;
      },
      opts.readOnly ? { transaction_read_only: 'on' } : {},
    );
  } catch (e) {
    if (e instanceof Rollback) return e.row;
    return fromDbError(e, claims.role);
  }
}
