import { createHash } from 'node:crypto';
import { contentType, SIGNATURE_BYTES } from '../../functions/_shared/domain/uploads.ts';
import { HttpError, type ApiRequest } from '../http/types.ts';
import { errors } from './errors.ts';
import { baseMimeType, checkMimeType, checkSize, DEFAULT_FILE_SIZE_LIMIT } from './limits.ts';
import type { BucketRow } from './buckets.ts';

export interface UploadedFile {
  data: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Room for multipart boundaries and small fields around the file part. */
const MULTIPART_OVERHEAD = 64 * 1024;

function header(req: ApiRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function parseMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    throw errors.missingParameter('metadata');
  }
}

/** Reads at most `limit` bytes; the body reader's own 413 becomes Storage's. */
async function readBody(req: ApiRequest, limit: number): Promise<Buffer> {
  if (Number(header(req, 'content-length') ?? 0) > limit) {
    req.raw.resume(); // drain, so the client reads the 413 instead of a reset connection
    throw errors.tooLarge();
  }
  try {
    return await req.body(limit);
  } catch (e) {
    if (e instanceof HttpError && e.status === 413) throw errors.tooLarge();
    throw e;
  }
}

/** A raw body (content-type and cache-control in headers) or multipart/form-data as storage-js sends a Blob. */
async function readUpload(req: ApiRequest, limit: number): Promise<UploadedFile> {
  const contentType = header(req, 'content-type') ?? 'application/octet-stream';
  if (baseMimeType(contentType) !== 'multipart/form-data') {
    const encoded = header(req, 'x-metadata');
    return {
      data: await readBody(req, limit),
      contentType,
      cacheControl: header(req, 'cache-control') ?? 'no-cache',
      userMetadata: parseMetadata(encoded && Buffer.from(encoded, 'base64').toString('utf8')),
    };
  }
  const raw = await readBody(req, limit + MULTIPART_OVERHEAD);
  const form = await new Request('http://storage.local', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: raw,
  })
    .formData()
    .catch(() => {
      throw errors.missingParameter('file');
    });
  // undici types form entries with its own File class; at runtime it is the global Blob.
  const file = [...form.values()].find((v) => typeof v !== 'string') as unknown as Blob | undefined;
  if (!file) throw errors.missingParameter('file');
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    data: Buffer.from(await file.arrayBuffer()),
    contentType: file.type || 'text/plain;charset=UTF-8',
    cacheControl: typeof cacheControl === 'string' ? `max-age=${cacheControl}` : 'no-cache',
    userMetadata: parseMetadata(typeof metadata === 'string' ? metadata : null),
  };
}

/**
 * Reads and checks an upload against the bucket's size and mime limits, before anything is written. Supabase
 * Storage checks the declared type; a bucket with allowed types here also checks what the bytes are (their
 * signature, @domain/uploads.ts contentType), so a text file sent as `ad.png` / `image/png` is refused with
 * the same 415 naming what it really is, and a file is stored and served as its real type.
 */
export async function receiveUpload(req: ApiRequest, bucket: BucketRow): Promise<UploadedFile> {
  const limit = Math.min(bucket.file_size_limit ?? DEFAULT_FILE_SIZE_LIMIT, DEFAULT_FILE_SIZE_LIMIT);
  const upload = await readUpload(req, limit);
  checkSize(upload.data.length, limit);
  checkMimeType(upload.contentType, bucket.allowed_mime_types);
  if (!bucket.allowed_mime_types?.length) return upload;
  const actual = contentType(upload.data.subarray(0, SIGNATURE_BYTES), upload.contentType);
  checkMimeType(actual, bucket.allowed_mime_types);
  return baseMimeType(upload.contentType) === actual ? upload : { ...upload, contentType: actual };
}

/** The `metadata` column as Supabase Storage fills it. */
export function objectMetadata(upload: UploadedFile): Record<string, unknown> {
  const size = upload.data.length;
  return {
    eTag: `"${createHash('md5').update(upload.data).digest('hex')}"`,
    size,
    mimetype: upload.contentType,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  };
}
