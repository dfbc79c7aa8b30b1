import { json, type Reply } from '../http/types.ts';
import type { Queryable } from '../db/database.ts';
import { asCaller, ownerOf, type StorageRequest } from './context.ts';
import { errors } from './errors.ts';
import { parseFileSizeLimit } from './limits.ts';
import { checkBucketId } from './names.ts';

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

const BUCKET_COLUMNS = `id, name, owner, owner_id, public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, created_at, updated_at, 'STANDARD' as type`;

export async function findBucket(q: Queryable, id: string): Promise<BucketRow> {
  const { rows } = await q.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (!rows[0]) throw errors.bucketNotFound();
  return rows[0];
}

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

async function listBuckets(sr: StorageRequest): Promise<Reply> {
  const p = sr.req.url.searchParams;
  const column = SORT_COLUMNS.has(p.get('sortColumn') ?? '') ? p.get('sortColumn') : 'name';
  const order = p.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  const rows = await asCaller(sr, async (tx) => {
    const r = await tx.query(
      `select ${BUCKET_COLUMNS} from storage.buckets where ($1::text is null or name ilike '%' || $1 || '%')
       order by ${column} ${order} limit $2 offset $3`,
      [p.get('search') || null, Number(p.get('limit')) || null, Number(p.get('offset')) || 0],
    );
    return r.rows;
  });
  return json(200, rows);
}

interface BucketBody {
  id?: string;
  name?: string;
  public?: boolean;
  file_size_limit?: number | string | null;
  allowed_mime_types?: string[] | null;
}

function allowedMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw errors.missingParameter('allowed_mime_types');
  return value.length > 0 ? value : null;
}

async function createBucket(sr: StorageRequest): Promise<Reply> {
  const body = await sr.req.json<BucketBody>();
  const id = checkBucketId(body.id ?? body.name);
  const { owner, ownerId } = ownerOf(sr.claims);
  await asCaller(
    sr,
    (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $1, $2, $3, $4, $5, $6)`,
        [
          id,
          owner,
          ownerId,
          body.public === true,
          parseFileSizeLimit(body.file_size_limit),
          allowedMimeTypes(body.allowed_mime_types),
        ],
      ),
    { duplicateCode: 'BucketAlreadyExists' },
  );
  return json(200, { name: id });
}

async function updateBucket(sr: StorageRequest, id: string): Promise<Reply> {
  const body = await sr.req.json<BucketBody>();
  // Only the settings the client sent change; `null` clears a limit.
  const sets: string[] = ['updated_at = now()'];
  const values: unknown[] = [id];
  const set = (column: string, value: unknown) => sets.push(`${column} = $${values.push(value)}`);
  if (typeof body.public === 'boolean') set('public', body.public);
  if ('file_size_limit' in body) set('file_size_limit', parseFileSizeLimit(body.file_size_limit));
  if ('allowed_mime_types' in body) set('allowed_mime_types', allowedMimeTypes(body.allowed_mime_types));
  const updated = await asCaller(
    sr,
    async (tx) => (await tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, values)).affectedRows,
  );
  if (updated === 0) throw errors.bucketNotFound();
  return json(200, { message: 'Successfully updated' });
}

async function emptyBucket(sr: StorageRequest, id: string): Promise<Reply> {
  const names = await asCaller(sr, async (tx) => {
    await findBucket(tx, id);
    const r = await tx.query<{ name: string }>('delete from storage.objects where bucket_id = $1 returning name', [id]);
    return r.rows.map((row) => row.name);
  });
  for (const name of names) await sr.files.remove(id, name);
  return json(200, { message: 'Successfully emptied' });
}

async function deleteBucket(sr: StorageRequest, id: string): Promise<Reply> {
  // Counted as superuser: objects the caller cannot see still keep the bucket alive.
  const { rows } = await sr.ctx.db.query<{ n: number }>(
    'select count(*)::int as n from storage.objects where bucket_id = $1',
    [id],
  );
  if (rows[0].n > 0) throw errors.bucketNotEmpty();
  const deleted = await asCaller(
    sr,
    async (tx) => (await tx.query('delete from storage.buckets where id = $1', [id])).affectedRows,
  );
  if (deleted === 0) throw errors.bucketNotFound();
  await sr.files.removeBucket(id);
  return json(200, { message: 'Successfully deleted' });
}

/** `/bucket…` routes; `rest` is the path after `/bucket`. */
export async function bucketRoutes(sr: StorageRequest, rest: string): Promise<Reply | null> {
  const method = sr.req.method;
  if (rest === '' || rest === '/') {
    if (method === 'GET') return listBuckets(sr);
    if (method === 'POST') return createBucket(sr);
    return null;
  }
  const m = /^\/([^/]+)(\/empty)?\/?$/.exec(rest);
  if (!m) return null;
  const id = checkBucketId(decodeURIComponent(m[1]));
  if (m[2]) return method === 'POST' ? emptyBucket(sr, id) : null;
  if (method === 'GET') return json(200, await asCaller(sr, (tx) => findBucket(tx, id)));
  if (method === 'PUT') return updateBucket(sr, id);
  if (method === 'DELETE') return deleteBucket(sr, id);
  return null;
}
