/**
 * One price list's PDF fetched to disk, resumable: the bytes land in `<file>.part` beside a small note of
 * where they came from (URL and ETag); a later attempt (after a network loss or a restart) asks only for
 * the rest with `Range: bytes=<have>-` and `If-Range`, and starts over when the server sends the whole file
 * (the object changed) or the note names another URL. The file is renamed into place only when complete.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

interface PartNote {
  url: string;
  etag: string | null;
}

export interface PdfFetchOptions {
  url: string;
  /** The complete file's path; the partial one is `<target>.part`. */
  target: string;
  fetch: typeof fetch;
  signal?: AbortSignal;
  /** Bytes on disk so far and the file's full size once known. */
  onProgress?: (receivedBytes: number, totalBytes: number | null) => void;
  /** The full size, as soon as the response says it (before the body): false stops the fetch (not wanted). */
  onTotal?: (totalBytes: number) => boolean;
}

export interface PdfFetchResult {
  bytes: number;
  /** Bytes that were on disk already and were not fetched again. */
  resumedFrom: number;
}

export class FetchStopped extends Error {
  constructor() {
    super('Download stopped');
  }
}

const partOf = (target: string) => `${target}.part`;
const noteOf = (target: string) => `${target}.part.json`;

/** Bytes a partial download of `target` holds (0 when none). */
export async function partialBytes(target: string): Promise<number> {
  return (await fsp.stat(partOf(target)).catch(() => null))?.size ?? 0;
}

/** Deletes a partial download of `target`. */
export async function dropPartial(target: string): Promise<void> {
  await Promise.all([fsp.rm(partOf(target), { force: true }), fsp.rm(noteOf(target), { force: true })]);
}

async function readNote(target: string): Promise<PartNote | null> {
  try {
    return JSON.parse(await fsp.readFile(noteOf(target), 'utf8')) as PartNote;
  } catch {
    return null;
  }
}

/** `bytes a-b/total` → its start and total. */
function contentRange(header: string | null): { start: number; total: number | null } | null {
  const m = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(header ?? '');
  return m ? { start: Number(m[1]), total: m[2] === '*' ? null : Number(m[2]) } : null;
}

export async function fetchPdfResumable(options: PdfFetchOptions): Promise<PdfFetchResult> {
  const { url, target } = options;
  const note = await readNote(target);
  let have = note?.url === url ? await partialBytes(target) : 0;
  if (!have) await dropPartial(target);
  const headers: Record<string, string> = {};
  if (have) {
    headers.Range = `bytes=${have}-`;
    if (note?.etag) headers['If-Range'] = note.etag;
  }
  const response = await options.fetch(url, { headers, signal: options.signal });
  if (response.status === 416 && have) {
    // The partial is not a prefix of this object any more: start over.
    await dropPartial(target);
    return fetchPdfResumable(options);
  }
  if (!response.ok || !response.body) throw new Error(`Download of ${url} failed: HTTP ${response.status}`);
  const range = response.status === 206 ? contentRange(response.headers.get('content-range')) : null;
  if (!range || range.start !== have) have = 0;
  const length = Number(response.headers.get('content-length')) || null;
  const total = range ? range.total : length;
  if (total !== null && options.onTotal && !options.onTotal(total)) {
    await response.body.cancel().catch(() => undefined);
    throw new FetchStopped();
  }
  await fsp.writeFile(noteOf(target), JSON.stringify({ url, etag: response.headers.get('etag') || null }));
  const resumedFrom = have;
  let received = have;
  let lastReport = 0;
  // Counted on the way to the file (a 'data' listener would start the flow before the file is open).
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received - lastReport >= 64 * 1024) {
        lastReport = received;
        options.onProgress?.(received, total);
      }
      done(null, chunk);
    },
  });
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  await pipeline(body, count, fs.createWriteStream(partOf(target), { flags: have ? 'a' : 'w' }), {
    signal: options.signal,
  });
  if (total !== null && received !== total) throw new Error(`Download of ${url} ended early: ${received} of ${total}`);
  await fsp.rename(partOf(target), target);
  await fsp.rm(noteOf(target), { force: true });
  options.onProgress?.(received, total);
  return { bytes: received, resumedFrom };
}
