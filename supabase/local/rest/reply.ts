/** Request facts every handler needs, and PostgREST's reply conventions (statuses, Content-Range, media types). */
import { type ApiRequest, type Reply } from '../http/types.ts';
import { type RoleClaims } from './auth.ts';
import { type Shape } from './build/statement.ts';
import { pgrst } from './errors.ts';
import { type ResultRow } from './execute.ts';
import { parseRange, preferenceApplied, type Accept, type Prefer, type PreferKind } from './headers.ts';
import { type LevelOptions } from './parse/types.ts';

export interface RequestInfo {
  req: ApiRequest;
  schema: string;
  claims: RoleClaims;
  prefer: Prefer;
  accept: Accept;
  head: boolean;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

export function contentRange(offset: number, page: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return page === 0 ? `*/${t}` : `${offset}-${offset + page - 1}/${t}`;
}

/** The preferences a read (table, view or function) echoes. */
const READ_PREFERENCES: readonly PreferKind[] = ['count'];

export function bodyReply(
  info: RequestInfo,
  status: number,
  body: string | null,
  headers: Record<string, string>,
  preferences: readonly PreferKind[] = READ_PREFERENCES,
): Reply {
  const h: Record<string, string> = { ...headers };
  const applied = preferenceApplied(info.prefer, preferences);
  if (applied) h['preference-applied'] = applied;
  if (body === null && !info.head) return { status, headers: h };
  const type = info.accept.csv ? CSV_TYPE : info.accept.singular ? OBJECT_TYPE : JSON_TYPE;
  const text = info.head || body === null ? null : body;
  return { status, headers: { 'content-type': type, ...h }, body: text };
}

/** Root paging: limit/offset intersected with the Range header, as PostgREST does. */
export function rootPaging(info: RequestInfo, root: LevelOptions): LevelOptions {
  const range = info.req.method === 'GET' || info.req.method === 'HEAD' ? parseRange(info.req.headers) : null;
  if (!range) return root;
  const qFrom = root.offset ?? 0;
  const qTo = root.limit === undefined ? Infinity : qFrom + root.limit - 1;
  const rTo = range.limit === undefined ? Infinity : range.offset + range.limit - 1;
  const from = Math.max(qFrom, range.offset);
  const to = Math.min(qTo, rTo);
  return { ...root, offset: from, limit: to === Infinity ? undefined : Math.max(0, to - from + 1) };
}

/**
 * Most rows a response counts exactly under `Prefer: count=estimated` before PostgREST takes the
 * planner's estimate instead: its db-max-rows, which Supabase sets to 1000 (config.toml `max_rows`).
 */
const ESTIMATE_THRESHOLD = 1000;

/** What `count=planned` / `count=estimated` ask of the planner for these counted rows. */
export function plannedCount(info: RequestInfo, countedSql: string): { sql: string; threshold?: number } | undefined {
  if (info.prefer.count === 'planned') return { sql: countedSql };
  if (info.prefer.count === 'estimated') return { sql: countedSql, threshold: ESTIMATE_THRESHOLD };
  return undefined;
}

export function shapeOf(info: RequestInfo, singular = info.accept.singular): Shape {
  const count = info.prefer.count;
  return {
    singular,
    head: info.head,
    stripNulls: info.accept.stripNulls,
    csv: info.accept.csv,
    count: count === 'exact' ? { cap: null } : count === 'estimated' ? { cap: ESTIMATE_THRESHOLD + 1 } : null,
  };
}

/** Reply to a read (table, view or set-returning function): status 200/206/416 and Content-Range. */
export function readReply(
  info: RequestInfo,
  row: ResultRow,
  offset: number,
  preferences: readonly PreferKind[] = READ_PREFERENCES,
): Reply {
  const total = row.total;
  if (total !== null && offset > total) {
    throw pgrst(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  const status = total !== null && row.page < total ? 206 : 200;
  return bodyReply(info, status, row.body, { 'content-range': contentRange(offset, row.page, total) }, preferences);
}
