import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { UPLOAD_FAILURES, typeOfPath } from '@domain/uploads.ts';
import { GatewayError } from '../gateway.ts';
import { accepted, refused } from '../outcome.ts';
import type { UploadsPort, UploadProgress } from '../ports/uploads.ts';
import { unreachableError } from './errors.ts';
import { SERVER_MESSAGES, userMessage } from '@domain/server-errors.ts';

/** Storage's error body (`{ statusCode, error, message }`) in words a person reads. */
function storageMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    const message = typeof parsed.message === 'string' ? parsed.message : parsed.error;
    if (typeof message === 'string' && message) return userMessage({ message, status });
  } catch {
    // not JSON: fall through
  }
  return SERVER_MESSAGES.unexpected;
}

/** POSTs the file with XMLHttpRequest, whose upload events give progress (fetch has none). */
function send(
  url: string,
  headers: Record<string, string>,
  file: Blob,
  onProgress?: UploadProgress,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    // No HTTP answer at all: the caller reports the backend unreachable.
    xhr.onerror = () => resolve({ status: 0, body: '' });
    xhr.send(file);
  });
}

/**
 * Uploads the way supabase-js does (POST /storage/v1/object/{bucket}/{path} with the session's token and the
 * apikey, x-upsert false so an existing file is never replaced, an hour of caching), through XMLHttpRequest for
 * its progress events; removals through supabase-js.
 */
export function createSupabaseUploads(client: SupabaseClient, options: { url: string; anonKey: string }): UploadsPort {
  return {
    async put(bucket, path, file, onProgress) {
      const { data } = await client.auth.getSession();
      const token = data.session?.access_token;
      if (!token) return refused('not-signed-in', UPLOAD_FAILURES.notSignedIn.description);
      const objectPath = path.split('/').map(encodeURIComponent).join('/');
      const reply = await send(
        `${options.url}/storage/v1/object/${encodeURIComponent(bucket)}/${objectPath}`,
        {
          authorization: `Bearer ${token}`,
          apikey: options.anonKey,
          'content-type': file.type || typeOfPath(path),
          'cache-control': 'max-age=3600',
          'x-upsert': 'false',
        },
        file,
        onProgress,
      );
      if (reply.status === 0) throw unreachableError(options.url);
      if (reply.status < 200 || reply.status >= 300) {
        return refused('upload-failed', storageMessage(reply.status, reply.body));
      }
      onProgress?.(1);
      const publicUrl = client.storage.from(bucket).getPublicUrl(path).data.publicUrl;
      if (!publicUrl) return refused('no-public-url', UPLOAD_FAILURES.publicUrlMissing.description);
      return accepted({ bucket, path, publicUrl });
    },

    // Storage answers a removal of missing files with an empty list, not an error.
    async remove(bucket, paths) {
      if (paths.length === 0) return;
      const { error } = await client.storage.from(bucket).remove(paths);
      if (error) throw new GatewayError(userMessage(error), 'failed');
    },
  };
}
