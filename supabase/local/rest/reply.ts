/** Request facts every handler needs, and PostgREST's reply conventions (statuses, Content-Range, media types). */
import { type ApiRequest, type Reply } from '../http/types.ts';
import { type RoleClaims } from './auth.ts';
import { type Shape } from './build/statement.ts';
import { jsonArrayToCsv } from './csv.ts';
import { pgrst } from './errors.ts';
import { type ResultRow } from './execute.ts';
import { parseRange, type Accept, type Prefer } from './headers.ts';
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

export function bodyReply(
  info: RequestInfo,
  status: number,
  body: string | null,
  headers: Record<string, string>,
): Reply {
  const h: Record<string, string> = { ...headers };
  if (info.prefer.applied.length) h['preference-applied'] = info.prefer.applied.join(', ');
  if (body === null && !info.head) return { status, headers: h };
  const type = info.accept.csv ? CSV_TYPE : info.accept.singular ? OBJECT_TYPE : JSON_TYPE;
  const text = info.head || body === null ? null : info.accept.csv ? jsonArrayToCsv(body) : body;
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

export function shapeOf(info: RequestInfo, singular = info.accept.singular): Shape {
  const count = info.prefer.count;
  return {
    singular,
    head: info.head,
    stripNulls: info.accept.stripNulls,
    exactCount: count === 'exact' || count === 'estimated',
  };
}

/** Reply to a read (table, view or set-returning function): status 200/206/416 and Content-Range. */
export function readReply(info: RequestInfo, row: ResultRow, offset: number): Reply {
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
  return bodyReply(info, status, row.body, { 'content-range': contentRange(offset, row.page, total) });
}
