import { JwtError, signJwt, verifyJwt, type JwtClaims } from '../http/jwt.ts';
import { json, type Reply } from '../http/types.ts';
import { asCaller, ownerOf, SERVICE_CLAIMS, type StorageRequest } from './context.ts';
import { errors } from './errors.ts';
import { checkBucketId } from './names.ts';
import { bucketAndKey, findObject, storeUpload } from './objects.ts';
import { serveObject } from './serve.ts';

/** Signed upload URLs live two hours, as on Supabase. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;

async function sign(sr: StorageRequest, claims: JwtClaims, seconds: number): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ ...claims, iat, exp: iat + seconds }, sr.ctx.config.jwtSecret);
}

/** The claims of a URL token, checked to be for exactly `url`. */
async function verifyUrlToken(sr: StorageRequest, url: string): Promise<JwtClaims> {
  const token = sr.req.url.searchParams.get('token');
  if (!token) throw errors.missingParameter('token');
  let claims: JwtClaims;
  try {
    claims = await verifyJwt(token, sr.ctx.config.jwtSecret);
  } catch (e) {
    throw errors.invalidJwt(e instanceof JwtError ? e.message : 'Invalid JWT');
  }
  if (claims.url !== url) throw errors.invalidSignature();
  return claims;
}

function expiresIn(body: { expiresIn?: unknown }): number {
  const seconds = Number(body.expiresIn);
  if (!Number.isFinite(seconds) || seconds <= 0) throw errors.missingParameter('expiresIn');
  return Math.floor(seconds);
}

/** `POST /object/sign/<bucket>/<key>`: a download URL for an object the caller can read. */
async function signObject(sr: StorageRequest, bucketId: string, key: string): Promise<Reply> {
  const seconds = expiresIn(await sr.req.json());
  await asCaller(sr, (tx) => findObject(tx, bucketId, key));
  const url = `${bucketId}/${key}`;
  return json(200, { signedURL: `/object/sign/${url}?token=${await sign(sr, { url }, seconds)}` });
}

/** `POST /object/sign/<bucket>` with `paths`: one entry a path, with an error for those the caller cannot read. */
async function signObjects(sr: StorageRequest, bucketId: string): Promise<Reply> {
  const body = await sr.req.json<{ expiresIn?: unknown; paths?: unknown }>();
  const seconds = expiresIn(body);
  if (!Array.isArray(body.paths) || body.paths.some((p) => typeof p !== 'string'))
    throw errors.missingParameter('paths');
  const paths = body.paths as string[];
  const visible = await asCaller(sr, async (tx) => {
    const r = await tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, paths],
    );
    return new Set(r.rows.map((row) => row.name));
  });
  const entries = await Promise.all(
    paths.map(async (path) => {
      if (!visible.has(path))
        return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
      const url = `${bucketId}/${path}`;
      return { error: null, path, signedURL: `/object/sign/${url}?token=${await sign(sr, { url }, seconds)}` };
    }),
  );
  return json(200, entries);
}

/** `GET /object/sign/<bucket>/<key>?token=`: the token alone grants the download. */
async function downloadSigned(sr: StorageRequest, bucketId: string, key: string): Promise<Reply> {
  await verifyUrlToken(sr, `${bucketId}/${key}`);
  return serveObject(sr, await findObject(sr.ctx.db, bucketId, key));
}

/** `POST /object/upload/sign/<bucket>/<key>`: checks the caller may insert (rolled back), then hands out a token. */
async function signUpload(sr: StorageRequest, bucketId: string, key: string): Promise<Reply> {
  const upsert = sr.req.headers['x-upsert'] === 'true';
  const probe = new Error('permission probe');
  const { owner, ownerId } = ownerOf(sr.claims);
  await asCaller(sr, async (tx) => {
    await tx.query('insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4)', [
      bucketId,
      key,
      owner,
      ownerId,
    ]);
    throw probe; // roll back: the row only tested the policies
  }).catch((e: unknown) => {
    if (e !== probe) throw e;
  });
  const url = `${bucketId}/${key}`;
  const token = await sign(sr, { url, owner: sr.claims.sub, upsert }, UPLOAD_URL_SECONDS);
  return json(200, { url: `/object/upload/sign/${url}?token=${token}`, token });
}

/** `PUT /object/upload/sign/<bucket>/<key>?token=`: stores the upload on the token's authority, owned by its signer. */
async function uploadSigned(sr: StorageRequest, bucketId: string, key: string): Promise<Reply> {
  const claims = await verifyUrlToken(sr, `${bucketId}/${key}`);
  return storeUpload(sr, bucketId, key, {
    upsert: claims.upsert === true,
    claims: SERVICE_CLAIMS,
    owner: { role: 'authenticated', sub: claims.owner as string | undefined },
  });
}

/** `/object/sign…` and `/object/upload/sign…` routes; `rest` is the path after `/object`. */
export async function signedRoutes(sr: StorageRequest, rest: string): Promise<Reply | null> {
  const method = sr.req.method === 'HEAD' ? 'GET' : sr.req.method;
  let m = /^\/upload\/sign\/(.+)$/.exec(rest);
  if (m) {
    const { bucketId, key } = bucketAndKey(m[1]);
    if (method === 'POST') return signUpload(sr, bucketId, key);
    if (method === 'PUT') return uploadSigned(sr, bucketId, key);
    return null;
  }
  m = /^\/sign\/(.+)$/.exec(rest);
  if (!m) return null;
  if (method === 'POST' && !m[1].replace(/\/$/, '').includes('/'))
    return signObjects(sr, checkBucketId(decodeURIComponent(m[1].replace(/\/$/, ''))));
  const { bucketId, key } = bucketAndKey(m[1]);
  if (method === 'POST') return signObject(sr, bucketId, key);
  if (method === 'GET') return downloadSigned(sr, bucketId, key);
  return null;
}
