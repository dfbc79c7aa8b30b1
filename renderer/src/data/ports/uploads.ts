import type { Outcome } from '../outcome.ts';

/** A file stored in a public bucket: where it is and the URL the app shows. */
export interface StoredFile {
  bucket: string;
  path: string;
  publicUrl: string;
}

/**
 * Why an upload did not happen, each with its titled toast (@domain/uploads.ts UPLOAD_FAILURES): no session,
 * storage refused the file (its policy, size or type check; the message says which), or no public URL came back.
 */
export type UploadRefusal = 'not-signed-in' | 'upload-failed' | 'no-public-url';

/** Upload progress as a fraction from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Files in Storage, for any feature that uploads (admin panels, sourcing attachments). Callers check type and
 * size first (@domain/uploads.ts fileProblem) and name the file with uploadPath(); storage checks again.
 */
export interface UploadsPort {
  /**
   * Stores `file` at `path` in `bucket` as the signed-in user, never overwriting an existing file, reporting
   * progress as the bytes leave; answers the public URL.
   */
  put(
    bucket: string,
    path: string,
    file: Blob,
    onProgress?: UploadProgress,
  ): Promise<Outcome<StoredFile, UploadRefusal>>;
  /** Removes files (after a replace or a delete); a file that is already gone is ignored. */
  remove(bucket: string, paths: string[]): Promise<void>;
}
