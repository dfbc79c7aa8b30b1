import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { json, type Reply } from '../http/types.ts';
import { findBucket } from './buckets.ts';
import { asCaller, ownerOf, type Claims, type StorageRequest } from './context.ts';
import { errors } from './errors.ts';
import { checkBucketId, checkObjectKey } from './names.ts';
import { OBJECT_COLUMNS, objectInfo, serveObject, type ObjectRow } from './serve.ts';
import { objectMetadata, receiveUpload } from './upload.ts';

export async function findObject(q: Queryable, bucketId: string, key: string): Promise<ObjectRow> {
  const { rows } = await q.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, key],
  );
  if (!rows[0]) throw errors.objectNotFound();
  return rows[0];
}

/**
 * Stores an upload: limits checked first (bucket read as superuser, as Storage does), then the row written as
 * `claims` so RLS decides, and the file placed inside that transaction so a refusal leaves nothing behind.
 */
export async function storeUpload(
  sr: StorageRequest,
  bucketId: string,
  key: string,
  opts: { upsert: boolean; claims?: Claims; owner?: Claims },
): Promise<Reply> {
  const bucket = await findBucket(sr.ctx.db, bucketId);
  const upload = await receiveUpload(sr.req, bucket);
  const { owner, ownerId } = ownerOf(opts.owner ?? opts.claims ?? sr.claims);
  // A plain insert needs only the INSERT policy (no RETURNING, which would need SELECT too); an upsert needs
  // SELECT and UPDATE as on Supabase, and keeps the existing row's id.
  const conflict = opts.upsert
    ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
       metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
       updated_at = now(), last_accessed_at = now() returning id`
    : '';
  const newId = randomUUID();
  const id = await asCaller(
    sr,
    async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5, $6, $7, gen_random_uuid()::text) ${conflict}`,
        [
          newId,
          bucketId,
          key,
          owner,
          ownerId,
          JSON.stringify(objectMetadata(upload)),
          upload.userMetadata && JSON.stringify(upload.userMetadata),
        ],
      );
      await sr.files.write(bucketId, key, upload.data);
      return rows[0]?.id ?? newId;
    },
    { claims: opts.claims },
  );
  return json(200, { Id: id, Key: `${bucketId}/${key}` });
}

interface ListBody {
  prefix?: string;
  limit?: number;
  offset?: number;
  search?: string;
  sortBy?: { column?: string; order?: string };
}

const LIST_SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Storage's `search`: the folders (id null) and files one level below `prefix`, as the caller may see them. */
async function listObjects(sr: StorageRequest, bucketId: string): Promise<Reply> {
  const body = await sr.req.json<ListBody>();
  let prefix = body.prefix ?? '';
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/'; // a prefix always names a folder
  const level = prefix.split('/').length;
  const column = LIST_SORT_COLUMNS.has(body.sortBy?.column ?? '') ? body.sortBy!.column : 'name';
  const order = body.sortBy?.order?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const rows = await asCaller(sr, async (tx) => {
    const r = await tx.query(
      `with visible as (
         select * from storage.objects where bucket_id = $1 and name ilike $2 escape '\\'
       ), entries as (
         select distinct path_tokens[$3] as name, null::uuid as id, null::timestamptz as updated_at,
           null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
         from visible where array_length(path_tokens, 1) <> $3
         union all
         select path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata, 1
         from visible where array_length(path_tokens, 1) = $3
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata from entries
       order by kind, ${column} ${order}, name ${order} limit $4 offset $5`,
      [bucketId, `${likeEscape(prefix)}${likeEscape(body.search ?? '')}%`, level, body.limit ?? 100, body.offset ?? 0],
    );
    return r.rows;
  });
  return json(200, rows);
}

async function removeObjects(sr: StorageRequest, bucketId: string): Promise<Reply> {
  const { prefixes } = await sr.req.json<{ prefixes?: unknown }>();
  if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string'))
    throw errors.missingParameter('prefixes');
  const rows = await asCaller(sr, async (tx) => {
    const r = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucketId, prefixes],
    );
    return r.rows;
  });
  for (const row of rows) await sr.files.remove(bucketId, row.name);
  return json(200, rows);
}

interface TransferBody {
  bucketId?: string;
  sourceKey?: string;
  destinationKey?: string;
  destinationBucket?: string;
}

async function transferTarget(sr: StorageRequest) {
  const body = await sr.req.json<TransferBody>();
  const from = { bucketId: checkBucketId(body.bucketId), key: checkObjectKey(body.sourceKey) };
  const to = {
    bucketId: checkBucketId(body.destinationBucket ?? body.bucketId),
    key: checkObjectKey(body.destinationKey),
  };
  return { from, to };
}

/** Renames the row as the caller (RLS update decides), then the file. */
async function moveObject(sr: StorageRequest): Promise<Reply> {
  const { from, to } = await transferTarget(sr);
  await asCaller(sr, async (tx) => {
    const r = await tx.query(
      `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
       where bucket_id = $1 and name = $2`,
      [from.bucketId, from.key, to.bucketId, to.key],
    );
    if (r.affectedRows === 0) throw errors.objectNotFound();
    await sr.files.move(from, to);
  });
  return json(200, { message: 'Successfully moved' });
}

/** Copies a row the caller can read into one the caller may insert (owned by the caller), then the file. */
async function copyObject(sr: StorageRequest): Promise<Reply> {
  const { from, to } = await transferTarget(sr);
  const { owner, ownerId } = ownerOf(sr.claims);
  const id = randomUUID();
  await asCaller(sr, async (tx) => {
    const r = await tx.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       select $7, $3, $4, $5, $6, metadata, user_metadata, gen_random_uuid()::text
       from storage.objects where bucket_id = $1 and name = $2`,
      [from.bucketId, from.key, to.bucketId, to.key, owner, ownerId, id],
    );
    if (r.affectedRows === 0) throw errors.objectNotFound();
    await sr.files.copy(from, to);
  });
  return json(200, { Id: id, Key: `${to.bucketId}/${to.key}` });
}

/** Reads an object's row as the caller, or as superuser for public buckets. */
async function readObject(sr: StorageRequest, bucketId: string, key: string, access: 'caller' | 'public') {
  if (access === 'caller') return asCaller(sr, (tx) => findObject(tx, bucketId, key));
  const bucket = await findBucket(sr.ctx.db, bucketId);
  if (!bucket.public) throw errors.bucketNotFound();
  return findObject(sr.ctx.db, bucketId, key);
}

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw errors.invalidKey(raw);
  }
}

/** `<bucket>/<key>` of a route, decoded and checked. */
export function bucketAndKey(raw: string): { bucketId: string; key: string } {
  const rest = decodeKey(raw);
  const slash = rest.indexOf('/');
  if (slash <= 0) throw errors.missingParameter('objectName');
  return { bucketId: checkBucketId(rest.slice(0, slash)), key: checkObjectKey(rest.slice(slash + 1)) };
}

/** `/object…` routes other than signed URLs; `rest` is the path after `/object`. */
export async function objectRoutes(sr: StorageRequest, rest: string): Promise<Reply | null> {
  const method = sr.req.method === 'HEAD' ? 'GET' : sr.req.method;
  if (method === 'POST' && rest === '/move') return moveObject(sr);
  if (method === 'POST' && rest === '/copy') return copyObject(sr);
  let m = /^\/list\/([^/]+)\/?$/.exec(rest);
  if (m && method === 'POST') return listObjects(sr, checkBucketId(decodeKey(m[1])));
  m = /^\/info\/(?:(public|authenticated)\/)?(.+)$/.exec(rest);
  if (m && method === 'GET') {
    const { bucketId, key } = bucketAndKey(m[2]);
    return json(200, objectInfo(await readObject(sr, bucketId, key, m[1] === 'public' ? 'public' : 'caller')));
  }
  m = /^\/(?:(public|authenticated)\/)?(.+)$/.exec(rest);
  if (!m) return null;
  if (!m[1] && !m[2].includes('/') && method === 'DELETE') return removeObjects(sr, checkBucketId(decodeKey(m[2])));
  const { bucketId, key } = bucketAndKey(m[2]);
  if (method === 'GET')
    return serveObject(sr, await readObject(sr, bucketId, key, m[1] === 'public' ? 'public' : 'caller'));
  if (m[1]) return null;
  if (method === 'POST') return storeUpload(sr, bucketId, key, { upsert: sr.req.headers['x-upsert'] === 'true' });
  if (method === 'PUT') return storeUpload(sr, bucketId, key, { upsert: true });
  return null;
}
