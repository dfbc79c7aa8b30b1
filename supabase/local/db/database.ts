/**
 * One interface over PGlite and node-postgres, so every API of the stack runs the same SQL
 * on both. Each API request runs inside `transaction` as the caller's role.
 */
export interface QueryResult<R> {
  rows: R[];
  /** Rows inserted, updated or deleted (0 for SELECT). */
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  /** One statement, values bound as $1..$n. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** Several statements, no parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in BEGIN/COMMIT; rolls back when it throws. `settings` are applied first, local to the transaction
   * (`set_config(name, value, true)`; `role` switches the role), in the same round trip as BEGIN where it can.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, settings?: Record<string, string>): Promise<T>;
  /**
   * LISTENs on `channel`: `onNotify` runs after each committed NOTIFY; `onReconnect` after a lost
   * listening connection is back (notifications sent meanwhile are gone). Resolves to an unlisten.
   */
  listen(channel: string, onNotify: () => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start other in-memory databases from. */
  dumpDataDir?(): Promise<Uint8Array>;
}

/** A PostgreSQL error as both drivers report it (SQLSTATE in `code`). */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
}

export function isPgError(e: unknown): e is PgError {
  return e instanceof Error && typeof (e as PgError).code === 'string';
}

/**
 * Runs `fn` in a transaction as a PostgREST request does: `SET LOCAL ROLE` to the JWT's role and
 * `request.jwt.claims` (plus the legacy `request.jwt.claim.*` settings) set, so RLS decides.
 */
export async function asRole<T>(
  db: Database,
  claims: Record<string, unknown> & { role: string },
  fn: (tx: Queryable) => Promise<T>,
  extraSettings: Record<string, string> = {},
): Promise<T> {
  // Every value, the role's name too, is a string argument of set_config (bound, or escaped by the driver), never
  // SQL text: set_config('role', …, true) is SET LOCAL ROLE, as PostgREST does it.
  return db.transaction(fn, {
    'request.jwt.claims': JSON.stringify(claims),
    'request.jwt.claim.sub': typeof claims.sub === 'string' ? claims.sub : '',
    'request.jwt.claim.role': claims.role,
    'request.jwt.claim.email': typeof claims.email === 'string' ? claims.email : '',
    ...extraSettings,
    role: claims.role,
  });
}

/** `select set_config($1, $2, true), …` for `count` settings, with their values bound in order as name, value. */
export function setConfigSql(count: number): string {
  return `select ${Array.from({ length: count }, (_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`;
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
