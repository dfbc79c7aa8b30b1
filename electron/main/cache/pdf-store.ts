/**
 * Price-list PDFs on disk, for offline use: downloads (all, or chosen lists) with progress, the
 * space they use, and a request handler that serves them to the viewer with range support (Electron
 * mounts it as the app's local-file protocol; the browser tests mount the same handler over HTTP).
 * A file is written under a temporary name and renamed when complete, so a crash never leaves a
 * truncated PDF that looks downloaded; a partial file is resumed with HTTP Range (pdf-fetch.ts).
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { CacheStore, MirrorRow } from './cache-store.ts';
import { dropPartial, fetchPdfResumable, partialBytes, type PdfFetchOptions } from './pdf-fetch.ts';

/** What the caller of one download controls: stopping it, hearing its progress, refusing it by its size. */
type PdfFetchControls = Pick<PdfFetchOptions, 'signal' | 'onProgress' | 'onTotal'>;

/** The page (another origin: the app's file or dev server) reads the file and its range headers. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Accept-Ranges, Content-Length, Content-Range',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PdfProgress {
  priceListId: string;
  done: number;
  count: number;
  receivedBytes: number;
  totalBytes: number | null;
}

interface PdfStorageSummary {
  priceLists: number;
  downloaded: number;
  bytesUsed: number;
}

export interface PdfStore {
  /** Downloads these price lists (null: every one not downloaded, or whose file was replaced). */
  download(
    ids: readonly string[] | null,
    onProgress: (p: PdfProgress) => void,
  ): Promise<{ downloaded: number; failed: number }>;
  /** Downloads one price list (resuming a partial file); the background downloader's unit of work. */
  fetchOne(row: MirrorRow, controls: PdfFetchControls): Promise<void>;
  /** Bytes a partial download of this list holds on disk. */
  partialBytes(priceListId: string): Promise<number>;
  /** Deletes a partial download (a list no longer wanted). */
  dropPartial(priceListId: string): Promise<void>;
  remove(ids: readonly string[] | null): Promise<void>;
  /** Deletes files of price lists that are gone from the cache. */
  removeOrphans(): Promise<void>;
  storage(): PdfStorageSummary;
  /** Answers GET <anything>/<price list id> with the downloaded file (404 when there is none), honouring Range. */
  serve(request: Request): Promise<Response>;
}

export interface PdfStoreOptions {
  dir: string;
  store: CacheStore;
  /** Where the backend serves a price list's PDF. */
  remoteUrl: (row: MirrorRow) => string;
  fetch?: typeof fetch;
  now?: () => Date;
}

export function createPdfStore(options: PdfStoreOptions): PdfStore {
  const { dir, store } = options;
  const fetchFile = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const fileOf = (id: string) => {
    if (!UUID.test(id)) throw new Error(`Not a price list id: ${id}`);
    return path.join(dir, `${id.toLowerCase()}.pdf`);
  };
  /** One download per list at a time: Download all and the background downloader may ask for the same list. */
  const inFlight = new Map<string, Promise<void>>();
  const fetchOne = (row: MirrorRow, controls: PdfFetchControls) => {
    const running = inFlight.get(row.id);
    if (running) return running;
    const started = downloadPdf(row, { ...options, fetch: fetchFile, now, fileOf }, controls).finally(() =>
      inFlight.delete(row.id),
    );
    inFlight.set(row.id, started);
    return started;
  };

  return {
    async download(ids, onProgress) {
      const rows = store.priceLists('').filter((row) => {
        if (ids) return ids.includes(row.id);
        const file = store.pdfFile(row.id);
        return !file || file.sourceUrl !== options.remoteUrl(row);
      });
      let downloaded = 0;
      let failed = 0;
      for (const [index, row] of rows.entries()) {
        const progress = (receivedBytes: number, totalBytes: number | null) =>
          onProgress({ priceListId: row.id, done: index, count: rows.length, receivedBytes, totalBytes });
        try {
          progress(0, null);
          await fetchOne(row, { onProgress: progress });
          // Said once more at the end: a download already under way elsewhere reported to its own caller.
          const bytes = store.pdfFile(row.id)?.bytes ?? 0;
          progress(bytes, bytes);
          downloaded += 1;
        } catch {
          failed += 1;
        }
      }
      if (rows.length)
        onProgress({
          priceListId: rows.at(-1)!.id,
          done: rows.length,
          count: rows.length,
          receivedBytes: 0,
          totalBytes: null,
        });
      return { downloaded, failed };
    },
    fetchOne,
    partialBytes: (id) => partialBytes(fileOf(id)),
    dropPartial: (id) => dropPartial(fileOf(id)),
    async remove(ids) {
      // A set: the downloader evicts thousands at once when the budget shrinks, and a list scan per file was quadratic.
      const wanted = ids && new Set(ids);
      for (const file of store.pdfFiles()) {
        if (wanted && !wanted.has(file.priceListId)) continue;
        await fsp.rm(fileOf(file.priceListId), { force: true });
        store.removePdfFile(file.priceListId);
      }
    },
    async removeOrphans() {
      for (const file of store.orphanPdfFiles()) {
        await fsp.rm(fileOf(file.priceListId), { force: true });
        store.removePdfFile(file.priceListId);
      }
    },
    storage() {
      const files = store.pdfFiles();
      return {
        priceLists: store.count('price_updates_pdfs'),
        downloaded: files.length,
        bytesUsed: files.reduce((sum, f) => sum + f.bytes, 0),
      };
    },
    serve: (request) => servePdf(request, store, fileOf),
  };
}

/** Downloads one price list's PDF (resuming a partial one), renamed into place when complete, and records it. */
async function downloadPdf(
  row: MirrorRow,
  options: PdfStoreOptions & { fetch: typeof fetch; now: () => Date; fileOf: (id: string) => string },
  fetchOptions: PdfFetchControls,
) {
  const { dir, store, fileOf, now } = options;
  const url = options.remoteUrl(row);
  await fsp.mkdir(dir, { recursive: true });
  const { bytes } = await fetchPdfResumable({ ...fetchOptions, url, target: fileOf(row.id), fetch: options.fetch });
  store.recordPdfFile({
    priceListId: row.id,
    sourceUrl: url,
    fileName: String(row.file_name ?? `${row.id}.pdf`),
    bytes,
    downloadedAt: now().toISOString(),
  });
}

/** Answers GET <anything>/<price list id> with the downloaded file (404 when there is none), honouring Range. */
async function servePdf(request: Request, store: CacheStore, fileOf: (id: string) => string): Promise<Response> {
  const id = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
  const file = UUID.test(id) ? store.pdfFile(id) : null;
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: { ...CORS, 'Access-Control-Allow-Headers': 'Range', 'Access-Control-Allow-Methods': 'GET' },
    });
  }
  if (!file) return new Response('Not downloaded', { status: 404, headers: CORS });
  const handle = await fsp.open(fileOf(id), 'r').catch(() => null);
  if (!handle) return new Response('Not downloaded', { status: 404, headers: CORS });
  try {
    const size = (await handle.stat()).size;
    const headers = { 'Content-Type': 'application/pdf', 'Accept-Ranges': 'bytes', ...CORS };
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
    if (!range) {
      const whole = await handle.readFile();
      return new Response(whole, { status: 200, headers: { ...headers, 'Content-Length': String(size) } });
    }
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      return new Response(null, { status: 416, headers: { ...CORS, 'Content-Range': `bytes */${size}` } });
    }
    const bytes = Buffer.alloc(end - start + 1);
    await handle.read(bytes, 0, bytes.length, start);
    return new Response(bytes, {
      status: 206,
      headers: {
        ...headers,
        'Content-Length': String(bytes.length),
        'Content-Range': `bytes ${start}-${end}/${size}`,
      },
    });
  } finally {
    await handle.close();
  }
}
