import path from 'node:path';
import { errors } from './errors.ts';

// The characters Supabase Storage accepts in object keys and bucket names (S3's safe set).
const KEY_CHARS = /^[\w/!\-.*'() &$@=;:+,?]+$/;
const BUCKET_CHARS = /^[\w!\-.*'() &$@=;:+,?]+$/;

/** A bucket id Storage would accept; `.`/`..` are refused too because they name folders on disk. */
export function checkBucketId(id: unknown): string {
  if (typeof id !== 'string' || id.length === 0 || id.length > 100 || !BUCKET_CHARS.test(id) || /^\.+$/.test(id))
    throw errors.invalidBucketName();
  return id;
}

/** An object key that maps safely below its bucket folder: no `..`/`.` segments, no empty segment, no NUL. */
export function checkObjectKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 1024 || !KEY_CHARS.test(key))
    throw errors.invalidKey(String(key));
  if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw errors.invalidKey(key);
  return key;
}

/** `<root>/<bucket>/<key>`, checked to stay inside the bucket folder. */
export function objectFile(root: string, bucketId: string, key: string): string {
  const bucketDir = bucketFolder(root, bucketId);
  const file = path.resolve(bucketDir, checkObjectKey(key));
  if (!file.startsWith(bucketDir + path.sep)) throw errors.invalidKey(key);
  return file;
}

export function bucketFolder(root: string, bucketId: string): string {
  return path.resolve(root, checkBucketId(bucketId));
}
