import type { Reply } from '../http/types.ts';
import type { StorageRequest } from './context.ts';
import { errors } from './errors.ts';

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner_id: string | null;
  version: string | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
}

export const OBJECT_COLUMNS =
  'id, name, bucket_id, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata, user_metadata';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; null when absent. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) throw errors.invalidRange();
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start > end || start >= size) throw errors.invalidRange();
  return { start, end };
}

function contentDisposition(download: string | null, key: string): Record<string, string> {
  if (download === null) return {};
  const name = download || key.slice(key.lastIndexOf('/') + 1);
  return {
    'content-disposition': `attachment; filename=${JSON.stringify(name)}; filename*=UTF-8''${encodeURIComponent(name)}`,
  };
}

/** The object's bytes streamed from disk with Storage's headers; `?download[=name]` makes it an attachment. */
export async function serveObject(sr: StorageRequest, row: ObjectRow): Promise<Reply> {
  const size = await sr.files.size(row.bucket_id, row.name);
  if (size === null) throw errors.objectNotFound();
  const meta = row.metadata ?? {};
  const range = parseRange(sr.req.headers.range, size);
  const headers: Record<string, string> = {
    'content-type': String(meta.mimetype ?? 'application/octet-stream'),
    'cache-control': String(meta.cacheControl ?? 'no-cache'),
    etag: String(meta.eTag ?? ''),
    'last-modified': new Date(row.updated_at).toUTCString(),
    'accept-ranges': 'bytes',
    'content-length': String(range ? range.end - range.start + 1 : size),
    ...contentDisposition(sr.req.url.searchParams.get('download'), row.name),
    ...(range && { 'content-range': `bytes ${range.start}-${range.end}/${size}` }),
  };
  const body = sr.req.method === 'HEAD' ? null : sr.files.read(row.bucket_id, row.name, range ?? undefined);
  return { status: range ? 206 : 200, headers, body };
}

/** `GET /object/info/…` as Storage answers it (storage-js camel-cases the keys). */
export function objectInfo(row: ObjectRow): Record<string, unknown> {
  const meta = row.metadata ?? {};
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    last_modified: meta.lastModified ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_accessed_at: row.last_accessed_at,
    metadata: row.user_metadata ?? {},
  };
}
