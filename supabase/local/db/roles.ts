/**
 * Which database roles a JWT's `role` claim may switch to. PostgREST connects as `authenticator` and
 * runs `SET ROLE <claim>`, so PostgreSQL itself refuses a role the authenticator is not a member of
 * (and one that does not exist). The local stack connects as a superuser, for which SET ROLE never
 * fails, so every API asks this gate first: REST, storage and realtime refuse the same claims.
 */
import type { Queryable } from './database.ts';

/** `ok`: switchable; `missing`: no such role; `denied`: the authenticator may not assume it. */
export type RoleVerdict = 'ok' | 'missing' | 'denied';

/** Roles rarely change: a verdict is kept this long (and dropped when the schema changes). */
const TTL_MS = 10_000;

export class RoleGate {
  private readonly verdicts = new Map<string, { verdict: RoleVerdict; at: number }>();

  constructor(
    private readonly db: Queryable,
    private readonly authenticator = 'authenticator',
  ) {}

  async verdict(role: string): Promise<RoleVerdict> {
    const cached = this.verdicts.get(role);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.verdict;
    const { rows } = await this.db.query<{ verdict: RoleVerdict }>(
      `select case
         when not exists (select 1 from pg_catalog.pg_roles where rolname = $1) then 'missing'
         when $1 = $2 or pg_catalog.pg_has_role($2, $1, 'MEMBER') then 'ok'
         else 'denied' end as verdict`,
      [role, this.authenticator],
    );
    const verdict = rows[0]?.verdict ?? 'missing';
    if (this.verdicts.size > 1000) this.verdicts.clear();
    this.verdicts.set(role, { verdict, at: Date.now() });
    return verdict;
  }

  clear(): void {
    this.verdicts.clear();
  }
}

/** PostgREST 12's reply text for a refused role claim (PostgreSQL's own SET ROLE error). */
export function roleRefusal(role: string, verdict: Exclude<RoleVerdict, 'ok'>): { code: string; message: string } {
  return verdict === 'missing'
    ? { code: '22023', message: `role "${role}" does not exist` }
    : { code: '42501', message: `permission denied to set role "${role}"` };
}
