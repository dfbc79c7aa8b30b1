import { HttpError } from '../http/types.ts';
import { isPgError } from '../db/database.ts';

/** An error as Supabase Storage renders it: `{ statusCode, code, error, message }` with the same HTTP status. */
export function storageError(status: number, code: string, message: string, error = code): HttpError {
  return new HttpError(status, { statusCode: String(status), code, error, message });
}

export const errors = {
  bucketNotFound: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  alreadyExists: (code = 'KeyAlreadyExists') => storageError(409, code, 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  tooLarge: () =>
    storageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mime: string) =>
    storageError(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => storageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidFileSizeLimit: () =>
    storageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message),
  invalidSignature: () => storageError(400, 'InvalidSignature', 'Invalid signature'),
  missingParameter: (name: string) => storageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  invalidRange: () => storageError(416, 'InvalidRange', 'invalid range provided', 'invalid_range'),
  rlsRefused: () => storageError(403, 'AccessDenied', 'new row violates row-level security policy', 'Unauthorized'),
};

/** Maps the database errors a storage statement can raise to Storage's replies; rethrows the rest. */
export function mapDbError(e: unknown, duplicateCode?: string): never {
  if (isPgError(e)) {
    if (e.code === '42501') throw errors.rlsRefused();
    if (e.code === '23505') throw errors.alreadyExists(duplicateCode);
    if (e.code === '23503') throw errors.bucketNotFound();
  }
  throw e;
}
